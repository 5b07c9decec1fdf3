import type { ReactNode } from "react";

type Props = {
  /** Names the h2 (`${id}-heading`), which labels the section. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  /** The picture column. */
  media: ReactNode;
  /** The picture before the text (left on wide screens, above on narrow ones). */
  mediaFirst?: boolean;
  /** The text's paragraphs. */
  children: ReactNode;
  /** Below the paragraphs, e.g. a call to action. */
  action?: ReactNode;
};

/** The opening section of an info page: eyebrow, title and a few paragraphs beside a picture. */
export function IntroSection({ id, eyebrow, title, media, mediaFirst = false, children, action }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        {mediaFirst ? media : null}
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={headingId} className="section-title mt-2">
            {title}
          </h2>
          <div className="mt-5 space-y-4 leading-7 text-slate-700">{children}</div>
          {action}
        </div>
        {mediaFirst ? null : media}
      </div>
    </section>
  );
}
