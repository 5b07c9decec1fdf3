import Link from "next/link";
import type { ReactNode } from "react";

type ConsoleHeadingProps = {
  title: string;
  intro: ReactNode;
  /** The page's own control (Add staff member, Save this search), or null. */
  action?: ReactNode;
  /** Or a button-styled link to where the list's next item is made (New batch, Find candidates). */
  link?: { href: string; label: string };
};

/**
 * The h1 of an admin console list page with its line under it and, on the right, the page's own
 * action (New batch, Add staff member): one look for the console's headed lists.
 */
export function ConsoleHeading({ title, intro, action, link }: ConsoleHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="section-title">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
      </div>
      {link ? (
        <Link href={link.href} className="btn-primary">
          {link.label}
        </Link>
      ) : (
        action
      )}
    </div>
  );
}

/** One of those list pages whole: the heading, then the list with what goes with it (filters, page links). */
export function ConsoleListPage({ children, ...heading }: ConsoleHeadingProps & { children: ReactNode }) {
  return (
    <>
      <ConsoleHeading {...heading} />
      <div className="mt-6">{children}</div>
    </>
  );
}
