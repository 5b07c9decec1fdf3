import type { ComponentProps, ReactNode } from "react";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";

type Row = { applicationId: string; candidateName: string; post: string };

type Props<T extends Row> = Omit<ComponentProps<typeof DataTable>, "children"> & {
  items: readonly T[];
  /** What the empty first page says; a later page says there are no more. */
  empty: string;
  page: number;
  rowClassName: string;
  /** The cells after the candidate (a link to the application) and the post. */
  cells: (item: T) => ReactNode;
};

/**
 * The team's interview lists (the member's own and the whole company's): one row per application,
 * opening with the candidate, who leads to the application's page, and the post.
 */
export function ApplicationRowsTable<T extends Row>({ items, empty, page, rowClassName, cells, ...table }: Props<T>) {
  if (items.length === 0) {
    return <EmptyState>{page === 1 ? empty : "No more interviews."}</EmptyState>;
  }
  return (
    <DataTable {...table}>
      <tbody>
        {items.map((item) => (
          <tr key={item.applicationId} className={rowClassName}>
            <td className="px-4 py-3">
              <Link href={`/employer/application/${encodeURIComponent(item.applicationId)}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {item.candidateName}
              </Link>
            </td>
            <td className="px-4 py-3 text-slate-800">{item.post}</td>
            {cells(item)}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
