import Link from "next/link";
import type { ReactNode } from "react";

const BOX = "rounded-xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-700";

/**
 * What a page shows instead of an empty list: one sentence and, optionally, a link to where the list
 * gets filled (Find Jobs for saved jobs, the programmes for training). One look for every empty list.
 */
export function EmptyState({ children, link }: { children: ReactNode; link?: { href: string; label: string } }) {
  if (!link) return <p className={BOX}>{children}</p>;
  return (
    <div className={BOX}>
      <p>{children}</p>
      <p className="mt-2">
        <Link href={link.href} className="font-semibold text-brand-700 underline">
          {link.label}
        </Link>
      </p>
    </div>
  );
}
