import Link from "next/link";
import type { DriveJson } from "@/lib/campus/contract/common";
import { formatDateTime } from "@/lib/format/date";
import { DataTable } from "@/components/ui/data-table";
import { DriveStatusBadge, RESPONSE_LABELS } from "@/components/campus/drive-facts";

/**
 * The drives of a company or of the whole site, newest first: the title (a link to the drive), the
 * company, each invited university with its answer, the deadline and the status.
 */
export function DrivesTable({ drives, basePath }: { drives: readonly DriveJson[]; basePath: string }) {
  return (
    <DataTable caption="Placement drives, newest first" columns={["Drive", "Company", "Universities", "Registration closes", "Status"]} minWidth="min-w-[48rem]">
      <tbody className="divide-y divide-slate-200">
        {drives.map((drive) => (
          <tr key={drive.id} className="align-top">
            <td className="px-4 py-3 font-semibold">
              <Link href={`${basePath}/${drive.id}`} className="text-brand-700 underline">
                {drive.title}
              </Link>
            </td>
            <td className="px-4 py-3 text-slate-700">{drive.company}</td>
            <td className="px-4 py-3 text-slate-700">
              <ul>
                {drive.universities.map((university) => (
                  <li key={university.id}>
                    {university.instituteName}: {RESPONSE_LABELS[university.response]}
                  </li>
                ))}
              </ul>
            </td>
            <td className="px-4 py-3 text-slate-700">
              <time dateTime={drive.registrationCloses}>{formatDateTime(drive.registrationCloses)}</time>
            </td>
            <td className="px-4 py-3">
              <DriveStatusBadge status={drive.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
