import Link from "next/link";

/** Previous / Next links for a list paged in SQL; other query parameters are kept. */
export function Pager(props: {
  basePath: string;
  params: Record<string, string | undefined>;
  page: number;
  limit: number;
  total: number;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.limit));
  if (pages <= 1) return null;
  const href = (page: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(props.params)) if (value) search.set(key, value);
    if (page > 1) search.set("page", String(page));
    const qs = search.toString();
    return qs ? `${props.basePath}?${qs}` : props.basePath;
  };
  const linkClass = "btn-outline px-4 py-2";
  return (
    <nav aria-label={props.label} className="mt-8 flex flex-wrap items-center justify-between gap-4">
      {props.page > 1 ? (
        <Link href={href(props.page - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {props.page} of {pages}
      </p>
      {props.page < pages ? (
        <Link href={href(props.page + 1)} className={linkClass} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
