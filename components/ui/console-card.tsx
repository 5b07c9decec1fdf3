import type { ReactNode } from "react";

type ConsoleCardProps = {
  /** An item of a list (`li`, the list names them) or a card of its own (`article`, the default). */
  as?: "article" | "li";
  /** Names the heading, which labels the article (the list pages find each card by it). */
  headingId: string;
  title: ReactNode;
  /** h3 under a section's h2 (the overview's queues), h2 on a list page. */
  headingLevel?: 2 | 3;
  /** Task names are identifiers: set in monospace. */
  monoTitle?: boolean;
  /** Under the title: the item's owner, place or date. */
  details?: ReactNode;
  /** Top right: the status badge or the card's own button. */
  aside?: ReactNode;
  children?: ReactNode;
};

/**
 * The frame every item of the admin console shares (employers, jobs, university requests, reported
 * jobs, tasks), and the candidate's lists of drives and requests: a white card labelled by its heading,
 * the heading block with the aside on its right.
 */
export function ConsoleCard({ as: Frame = "article", headingId, title, headingLevel = 2, monoTitle = false, details, aside, children }: ConsoleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Frame aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id={headingId} className={monoTitle ? "font-mono text-lg font-semibold text-slate-900" : "text-lg font-semibold text-slate-900"}>
            {title}
          </Heading>
          {details}
        </div>
        {aside}
      </div>
      {children}
    </Frame>
  );
}
