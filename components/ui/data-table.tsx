import type { ReactNode } from "react";

/**
 * The boxed table of the console and the trainer's pages: a white bordered box that scrolls sideways on
 * narrow screens, a caption for screen readers, a grey row of column names; the `<tbody>` is the
 * children. One piece so these tables keep one look (the staff, the batches, a batch's class).
 */
export function DataTable({
  caption,
  columns,
  className,
  minWidth,
  scrollLabel,
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  /** On the box, e.g. its margin. */
  className?: string;
  /** Below this width the box scrolls instead of squeezing the columns, e.g. "min-w-[40rem]". */
  minWidth?: string;
  /**
   * For a wide table read on a phone: the box becomes a region named so, which a keyboard can focus
   * and scroll, and a line above it (narrow screens only) says that it scrolls sideways.
   */
  scrollLabel?: string;
  children: ReactNode;
}) {
  const box = "overflow-x-auto rounded-xl border border-slate-200 bg-white";
  const table = (
    <table className={["w-full text-left text-sm", minWidth].filter(Boolean).join(" ")}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
  if (!scrollLabel) return <div className={[box, className].filter(Boolean).join(" ")}>{table}</div>;
  return (
    <div className={className}>
      <p className="mb-2 text-xs text-slate-600 sm:hidden">Scroll sideways to see every column.</p>
      <div role="region" aria-label={scrollLabel} tabIndex={0} className={`${box} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}>
        {table}
      </div>
    </div>
  );
}
