import { FilterTabs } from "@/components/ui/filter-tabs";
import { ModerationStatus, RequestStatus } from "@/lib/generated/prisma/enums";

export type StatusTab = { value: string | undefined; label: string };

/**
 * Links filtering a list by status; the URL holds the filter so pages can be shared and reloaded. A
 * search is kept across tabs (the page starts again at 1).
 */
export function StatusTabs({ basePath, tabs, current, label, search }: { basePath: string; tabs: StatusTab[]; current?: string; label: string; search?: string }) {
  const hrefOf = (value: string | undefined) => {
    const params = new URLSearchParams();
    if (value) params.set("status", value);
    if (search) params.set("search", search);
    return params.size > 0 ? `${basePath}?${params}` : basePath;
  };
  return <FilterTabs label={label} tabs={tabs.map((tab) => ({ label: tab.label, href: hrefOf(tab.value), active: tab.value === current }))} />;
}

/** "All", then one tab per status of the enum, in the enum's order (pending first). */
function tabsOf(statuses: Record<string, string>): StatusTab[] {
  return [{ value: undefined, label: "All" }, ...Object.values(statuses).map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }))];
}

export const MODERATION_TABS = tabsOf(ModerationStatus);

export const REQUEST_TABS = tabsOf(RequestStatus);
