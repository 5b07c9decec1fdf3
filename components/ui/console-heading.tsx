import type { ReactNode } from "react";

/**
 * The h1 of an admin console list page with its line under it and, on the right, the page's own
 * action (New batch, Add staff member): one look for the console's headed lists.
 */
export function ConsoleHeading({ title, intro, action }: { title: string; intro: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="section-title">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
      </div>
      {action}
    </div>
  );
}
