import Link from "next/link";

export type FilterTab = { label: string; href: string; active: boolean };

/**
 * A list's filters as links in pills, the chosen one marked as the current page: links rather than
 * buttons so the URL holds the filter and a filtered list can be shared and reloaded.
 */
export function FilterTabs({ label, tabs }: { label: string; tabs: FilterTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              href={tab.href}
              aria-current={tab.active ? "page" : undefined}
              className={`inline-block rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset ${
                tab.active ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
