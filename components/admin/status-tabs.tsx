import Link from "next/link";

type Tab = { value: string | undefined; label: string };

/** Links filtering a list by status; the URL holds the filter so pages can be shared and reloaded. */
export function StatusTabs({ basePath, tabs, current, label }: { basePath: string; tabs: Tab[]; current?: string; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.value === current;
          const href = tab.value ? `${basePath}?status=${tab.value}` : basePath;
          return (
            <li key={tab.label}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset ${
                  active ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export const MODERATION_TABS: Tab[] = [
  { value: undefined, label: "All" },
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

export const REQUEST_TABS: Tab[] = [
  { value: undefined, label: "All" },
  { value: "pending", label: "Pending" },
  { value: "accepted", label: "Accepted" },
  { value: "declined", label: "Declined" },
];
