import type { ReactNode } from "react";

/**
 * A settings card (the /account page's sections): a white card named by its heading, a line on what it
 * does, then its controls. `danger` draws it red, for what cannot be undone.
 */
export function CardSection({
  headingId,
  title,
  intro,
  danger = false,
  children,
}: {
  headingId: string;
  title: string;
  intro: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border ${danger ? "border-red-200" : "border-slate-200"} bg-white p-6 shadow-sm`}
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
