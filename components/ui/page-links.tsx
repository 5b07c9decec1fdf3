import Link from "next/link";

/**
 * Previous / Next page links for a list paged in SQL without a total (the page knows only whether
 * another page follows); nothing when there is a single page.
 */
export function PageLinks(props: { basePath: string; page: number; hasNextPage: boolean }) {
  const { basePath, page, hasNextPage } = props;
  if (page <= 1 && !hasNextPage) return null;
  // A base path that keeps a filter (`/employer/submittals?jobId=…`) takes the page after it.
  const at = (n: number) => `${basePath}${basePath.includes("?") ? "&" : "?"}page=${n}`;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between">
      {page > 1 ? (
        <Link href={at(page - 1)} className="btn-outline" rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">Page {page}</span>
      {hasNextPage ? (
        <Link href={at(page + 1)} className="btn-outline" rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
