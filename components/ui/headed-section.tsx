import type { ReactNode } from "react";

const PANEL = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

/**
 * A part of a page named by its own h2 (aria-labelledby: a region of that name, which the tests find by
 * role). `panel` draws it as a white card with the smaller heading (an application's candidate, timeline,
 * scorecards, messages); `className` adds to the section's classes, `headingClassName` replaces the h2's.
 */
export function HeadedSection({
  headingId,
  title,
  panel = false,
  className,
  headingClassName,
  children,
}: {
  headingId: string;
  title: ReactNode;
  panel?: boolean;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const sectionClass = [panel ? PANEL : null, className].filter(Boolean).join(" ") || undefined;
  const headingClass = headingClassName ?? `${panel ? "text-lg" : "text-xl"} font-semibold text-slate-900`;
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}
