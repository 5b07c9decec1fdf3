import { MarketingSection } from "@/components/marketing/marketing-section";
import { BarChart3, Cloud, Code2, Handshake, Megaphone, Palette, ShieldCheck, UsersRound } from "@/components/ui/icons";

// The spec's eight names. Each links to Find Jobs searching for it (issue 30: people tapped them and
// nothing happened); the search is the ordinary text search, so it finds what it finds, nothing curated.
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
    <MarketingSection id="categories" eyebrow="In demand" title="Popular Job Categories" lead="The roles our clients hire for most often this year.">
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map(({ name, Icon }) => (
          <li key={name}>
            <a
              href={`/jobs?${new URLSearchParams({ search: name })}`}
              className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 transition-colors hover:border-brand-300 hover:text-brand-700"
            >
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              {name}
            </a>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
