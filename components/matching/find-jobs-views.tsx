import Link from "next/link";

export type FindJobsViewName = "all" | "recommended";

/** The candidate's Find Jobs URL for a view (`?view=recommended`; the default view has no parameter). */
export const findJobsViewHref = (view: FindJobsViewName) => (view === "recommended" ? "/candidate/findjobs?view=recommended" : "/candidate/findjobs");

const VIEWS: readonly { view: FindJobsViewName; label: string }[] = [
  { view: "all", label: "All jobs" },
  { view: "recommended", label: "Recommended for you" },
];

/**
 * "All jobs" | "Recommended for you" at the top of the candidate's Find Jobs. Each view is its own URL
 * (shareable, the back button works), so these are links marked with aria-current, not ARIA tabs.
 */
export function FindJobsViews({ current }: { current: FindJobsViewName }) {
  return (
    <nav aria-label="Find Jobs views" className="mb-4 sm:mb-6">
      <ul className="flex gap-2 border-b border-slate-300">
        {VIEWS.map(({ view, label }) => {
          const active = view === current;
          return (
            <li key={view}>
              <Link
                href={findJobsViewHref(view)}
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-block border-b-2 px-4 py-2.5 text-base font-semibold ${
                  active ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
