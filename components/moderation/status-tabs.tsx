import Link from "next/link";
import { ModerationStatus, RequestStatus } from "@/lib/generated/prisma/enums";

export type StatusTab = { value: string | undefined; label: string };

/**
 * Links filtering a list by status; the URL holds the filter so pages can be shared and reloaded. A
 * search is kept across tabs (the page starts again at 1).
 */
export function StatusTabs({ basePath, tabs, current, label, search }: { basePath: string; tabs: StatusTab[]; current?: string; label: string; search?: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.value === current;
          const params = new URLSearchParams();
          if (tab.value) params.set("status", tab.value);
          if (search) params.set("search", search);
          const href = params.size > 0 ? `${basePath}?${params}` : basePath;
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

/** "All", then one tab per status of the enum, in the enum's order (pending first). */
function tabsOf(statuses: Record<string, string>): StatusTab[] {
  return [{ value: undefined, label: "All" }, ...Object.values(statuses).map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }))];
}

export const MODERATION_TABS = tabsOf(ModerationStatus);

export const REQUEST_TABS = tabsOf(RequestStatus);
