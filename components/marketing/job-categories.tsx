import { BarChart3, Cloud, Code2, Handshake, Megaphone, Palette, ShieldCheck, UsersRound } from "@/components/ui/icons";

// Static names on purpose: the spec lists them as text, not as filters.
const CATEGORIES = [
  { name: "Software Development", Icon: Code2 },
  { name: "Data Science & Analytics", Icon: BarChart3 },
  { name: "Cloud & DevOps", Icon: Cloud },
  { name: "Cyber Security", Icon: ShieldCheck },
  { name: "UI/UX & Web Design", Icon: Palette },
  { name: "Digital Marketing", Icon: Megaphone },
  { name: "Sales & Business Development", Icon: Handshake },
  { name: "Human Resources", Icon: UsersRound },
] as const;

export function JobCategories() {
  return (
    <section aria-labelledby="categories-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="eyebrow">In demand</p>
          <h2 id="categories-heading" className="section-title mt-2">
            Popular Job Categories
          </h2>
          <p className="mt-3 text-slate-600">The roles our clients hire for most often this year.</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORIES.map(({ name, Icon }) => (
            <li key={name} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-800">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
