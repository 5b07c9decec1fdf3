import Link from "next/link";
import type { ReactNode } from "react";

/**
 * A page that makes one item of a list (a batch, a drive): the link back to the list, the h1 and its
 * line, then the form (in a FormCard) or why it cannot be shown. One look for the console's new pages.
 */
export function NewItemPage({ back, title, intro, children }: { back: { href: string; label: string }; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href={back.href} className="text-brand-700 underline">
          {back.label}
        </Link>
      </p>
      <h1 className="section-title">{title}</h1>
      <p className="mt-2 text-slate-600">{intro}</p>
      <div className="mt-6">{children}</div>
    </>
  );
}

/** The white card a page's one form sits on. */
export function FormCard({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-slate-200 bg-white p-6">{children}</div>;
}
