import type { ReactNode } from "react";
import { PageBanner } from "@/components/ui/page-banner";
import { formatDay } from "@/lib/format/date";
import { LEGAL_DOCUMENTS, type LegalDocument } from "@/lib/privacy/rules";

/**
 * The frame of /privacy and /terms: the banner with the page's h1, the "Last updated" date (the
 * version a signup's consent records, lib/privacy/rules.ts) and a column narrow enough to read.
 */
export function LegalPage({ document, intro, children }: { document: LegalDocument; intro: string; children: ReactNode }) {
  const { title, version } = LEGAL_DOCUMENTS[document];
  return (
    <>
      <PageBanner title={title} intro={intro} />
      <div className="container-page py-12 sm:py-16">
        <article className="mx-auto max-w-3xl space-y-10 text-base leading-7 text-slate-700">
          <p className="text-sm text-slate-600">
            Last updated <time dateTime={version}>{formatDay(version)}</time>
          </p>
          {children}
        </article>
      </div>
    </>
  );
}

/** One numbered part of a legal page: an h2 and its text, linkable by `id`. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list in a legal page, with the spacing of its paragraphs. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-slate-400">{children}</ul>;
}

export const LEGAL_LINK_CLASS = "font-semibold text-brand-700 underline underline-offset-2";

/** A link inside a legal page's text (underlined: it sits in running prose). */
export function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={LEGAL_LINK_CLASS}>
      {children}
    </a>
  );
}
