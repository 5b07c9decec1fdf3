import type { IconComponent } from "@/components/ui/icons";

type IconCard = { title: string; text: string; Icon: IconComponent };

// Three cards a row get the larger title; on a tinted band the cards are white to stand off it.
const GRID = { 3: "mt-10 grid gap-6 md:grid-cols-3", 4: "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" } as const;
const TITLE = { 3: "mt-4 text-xl font-bold text-slate-900", 4: "mt-4 text-lg font-bold text-slate-900" } as const;

/** A row of cards under a section's h2: an icon, an h3 and a short text each (About's values, Career's perks). */
export function IconCards({ items, columns, onTint = false }: { items: readonly IconCard[]; columns: 3 | 4; onTint?: boolean }) {
  return (
    <ul className={GRID[columns]}>
      {items.map(({ title, text, Icon }) => (
        <li key={title} className={onTint ? "rounded-2xl border border-slate-200 bg-white p-6" : "rounded-2xl border border-slate-200 p-6"}>
          <Icon aria-hidden="true" className="size-8 text-brand-700" />
          <h3 className={TITLE[columns]}>{title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
