import { Fragment } from "react";

// On the dark page banner the trail is light text; on a white page it takes the page's colours.
const TONES = {
  dark: {
    nav: undefined,
    list: "flex flex-wrap items-center gap-2 text-sm text-slate-200",
    link: "rounded-sm underline-offset-4 hover:text-white hover:underline",
    current: "font-semibold text-accent-300",
  },
  light: {
    nav: "mb-4 text-sm text-slate-700",
    list: "flex flex-wrap items-center gap-2",
    link: "hover:underline",
    current: "font-semibold",
  },
} as const;

/** "Home > … > this page": a labelled navigation landmark; the separators are hidden from screen readers. */
export function Breadcrumb({
  parents = [],
  current,
  tone,
}: {
  /** The pages between Home and this one. */
  parents?: { href: string; label: string }[];
  current: string;
  tone: keyof typeof TONES;
}) {
  const classes = TONES[tone];
  return (
    <nav aria-label="Breadcrumb" className={classes.nav}>
      <ol className={classes.list}>
        {[{ href: "/", label: "Home" }, ...parents].map((page) => (
          <Fragment key={page.href}>
            <li>
              <a href={page.href} className={classes.link}>
                {page.label}
              </a>
            </li>
            <li aria-hidden="true">&gt;</li>
          </Fragment>
        ))}
        <li aria-current="page" className={classes.current}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
