import { Breadcrumb } from "@/components/ui/breadcrumb";

/**
 * Title banner of an info page: holds the page's only <h1> and the Home > title breadcrumb.
 * `compact`: low on phones, without the intro there (a list page whose first screen is for results).
 */
export function PageBanner({
  title,
  intro,
  compact = false,
  parents,
}: {
  title: string;
  intro?: string;
  compact?: boolean;
  /** Pages between Home and this one in the breadcrumb (e.g. Training on a programme's page). */
  parents?: { href: string; label: string }[];
}) {
  return (
    <section className="on-dark relative overflow-hidden bg-brand-900 text-white">
      <svg aria-hidden="true" focusable="false" className="absolute inset-0 size-full opacity-15" preserveAspectRatio="none">
        <defs>
          <pattern id="banner-dots" width="24" height="24" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.5" fill="#fff" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#banner-dots)" />
      </svg>
      <div className={`container-page relative ${compact ? "py-5" : "py-14"} sm:py-20`}>
        <Breadcrumb parents={parents} current={title} tone="dark" />
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {intro ? <p className={`mt-4 max-w-2xl text-lg text-slate-200 ${compact ? "hidden sm:block" : ""}`}>{intro}</p> : null}
      </div>
    </section>
  );
}
