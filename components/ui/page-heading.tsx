import Link from "next/link";
import type { ReactNode } from "react";

/**
 * The h1 of a signed-in person's own pages (account, applications, saved jobs, alerts, Find Jobs):
 * the title, an optional line under it and an optional button-styled link to the neighbouring page
 * on the right. One component so these pages keep one look and one h1 each.
 */
type PageHeadingProps = { title: string; intro?: ReactNode; link?: { href: string; label: string } };

export function PageHeading({ title, intro, link }: PageHeadingProps) {
  const heading = <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>;
  const block = intro ? (
    <div>
      {heading}
      <p className="mt-1 text-slate-700">{intro}</p>
    </div>
  ) : (
    heading
  );
  if (!link) return block;
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      {block}
      <Link href={link.href} className="btn-outline">
        {link.label}
      </Link>
    </div>
  );
}

/**
 * One of those pages whole: the page's container, its PageHeading, then the page's own content.
 * `className` is the container's spacing (`py-10` unless a page says otherwise).
 */
export function HeadedPage({ className = "py-10", children, ...heading }: PageHeadingProps & { className?: string; children: ReactNode }) {
  return (
    <div className={`container-page ${className}`}>
      <PageHeading {...heading} />
      {children}
    </div>
  );
}
