import type { ReactNode } from "react";

type Props = {
  /** Names the h2 (`${id}-heading`), which labels the section. */
  id: string;
  title: ReactNode;
  /** The small line over the title; with it the heading block is held to a narrower column. */
  eyebrow?: string;
  lead?: ReactNode;
  /** A slate band, to set the section off from its neighbours. */
  tinted?: boolean;
  children?: ReactNode;
};

/**
 * A section of the info pages: full-width band, the page's container, an h2 with an optional eyebrow
 * and lead paragraph, then the section's own content.
 */
export function MarketingSection({ id, title, eyebrow, lead, tinted = false, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={tinted ? "bg-slate-50 py-16 sm:py-20" : "py-16 sm:py-20"}>
      <div className="container-page">
        {eyebrow ? (
          <div className="max-w-2xl">
            <p className="eyebrow">{eyebrow}</p>
            <h2 id={headingId} className="section-title mt-2">
              {title}
            </h2>
            {lead ? <p className="mt-3 text-slate-600">{lead}</p> : null}
          </div>
        ) : (
          <>
            <h2 id={headingId} className="section-title">
              {title}
            </h2>
            {lead ? <p className="mt-3 max-w-3xl text-slate-600">{lead}</p> : null}
          </>
        )}
        {children}
      </div>
    </section>
  );
}
