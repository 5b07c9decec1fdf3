import Form from "next/form";
import Link from "next/link";

/**
 * The console lists' search: a GET form, so the search lives in the URL (shareable, kept by reloads,
 * the status tabs and the pager) and works before the page's script has loaded. The status filter
 * rides along; a new search starts at page 1.
 */
export function ListSearch({ basePath, status, value, label, placeholder }: { basePath: string; status: string | undefined; value: string | undefined; label: string; placeholder: string }) {
  const inputId = `${basePath.replaceAll("/", "-").slice(1)}-search`;
  return (
    <Form action={basePath} role="search" aria-label={label} className="mt-4 flex flex-wrap items-end gap-2">
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <div className="w-full max-w-md">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {label}
        </label>
        {/* Keyed by the value: after a navigation the box shows the URL's search, not a stale one. */}
        <input key={value ?? ""} id={inputId} type="search" name="search" defaultValue={value} placeholder={placeholder} maxLength={200} className="field-control" />
      </div>
      <button type="submit" className="btn-primary px-4 py-2">
        Search
      </button>
      {value ? (
        <Link href={status ? `${basePath}?status=${status}` : basePath} className="btn-outline px-4 py-2">
          Clear search
        </Link>
      ) : null}
    </Form>
  );
}
