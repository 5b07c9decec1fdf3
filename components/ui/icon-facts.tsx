import type { ComponentType, ReactNode } from "react";

/**
 * The line of facts under a card's title (the company, the city, a deadline), each after its icon;
 * the icons are decoration, the words say it all.
 */
export function IconFacts({ children }: { children: ReactNode }) {
  return <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">{children}</p>;
}

export function IconFact({ icon: Icon, children }: { icon: ComponentType<{ className?: string; "aria-hidden"?: "true" }>; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 text-brand-700" />
      {children}
    </span>
  );
}
