import { db } from "@/lib/db";

// Catalogue skills named in free text (the resume pre-fill, decisions.md section 14): by name or
// alias, case-insensitive, as whole words ("Java" is not found in "JavaScript", "C" not in "C++").
// Spacing inside a name may differ ("Node JS", "NodeJS" and "Node.js" are the same skill, as
// lib/skills/rules/keys.ts folds them). Names of one or two letters ("Go", "R", "C") are matched as
// the catalogue writes them: "go" and "r" are English, and a wrong proposal costs the candidate a look.

export type CatalogueSkill = { id: string; name: string; aliases: string[] };
export type FoundSkill = { skillId: string; name: string };

type Matcher = { skill: CatalogueSkill; patterns: RegExp[] };

const SEPARATOR = /[\s._\-/]/;
const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One name or alias as a pattern: separators inside it optional and interchangeable, ends exact. */
export function termPattern(term: string): RegExp | null {
  const trimmed = term.trim();
  if (trimmed === "") return null;
  let source = "";
  const chars = [...trimmed];
  chars.forEach((c, i) => {
    const inside = i > 0 && i < chars.length - 1;
    if (SEPARATOR.test(c) && inside) {
      if (!source.endsWith("{0,2}")) source += String.raw`[\s._\-/]{0,2}`;
    } else source += escape(c);
  });
  const letters = trimmed.replace(/[^\p{L}]/gu, "");
  const caseSensitive = letters.length <= 2 && letters.length === trimmed.length;
  // Not inside a longer word; "+" and "#" after a name make another skill (C -> C++, C#).
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${source}(?![\p{L}\p{N}+#])`, caseSensitive ? "u" : "iu");
}

function matcherOf(skill: CatalogueSkill): Matcher {
  const terms = [...new Set([skill.name, ...skill.aliases])];
  return { skill, patterns: terms.map(termPattern).filter((p): p is RegExp => p !== null) };
}

function matchWith(text: string, matchers: Matcher[], limit: number): FoundSkill[] {
  const found: { at: number; skill: CatalogueSkill }[] = [];
  for (const { skill, patterns } of matchers) {
    let at = Infinity;
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (match && match.index < at) at = match.index;
    }
    if (at !== Infinity) found.push({ at, skill });
  }
  return found
    .sort((a, b) => a.at - b.at || a.skill.name.localeCompare(b.skill.name))
    .slice(0, limit)
    .map(({ skill }) => ({ skillId: skill.id, name: skill.name }));
}

/** The skills the text names, in the order they first appear, at most `limit`. Pure. */
export function matchSkills(text: string, catalogue: CatalogueSkill[], limit = 50): FoundSkill[] {
  return matchWith(text, catalogue.map(matcherOf), limit);
}

// The catalogue ships with the app and changes only with a release (its migration), so one read per
// process (and one compile of its patterns) serves every resume; a failed read is not kept.
let matchers: Promise<Matcher[]> | null = null;

function loadMatchers(): Promise<Matcher[]> {
  matchers ??= db.skill
    .findMany({ select: { id: true, name: true, aliases: true }, orderBy: { id: "asc" } })
    .then((rows) => rows.map(matcherOf))
    .catch((error: unknown) => {
      matchers = null;
      throw error;
    });
  return matchers;
}

/** Tests that add skills after a look-up call this, so the next look-up reads the catalogue again. */
export function forgetSkillCatalogue(): void {
  matchers = null;
}

/** The catalogue skills the text names, in the order they first appear (at most 50, as a profile holds). */
export async function findSkillsInText(text: string, limit = 50): Promise<FoundSkill[]> {
  return matchWith(text, await loadMatchers(), limit);
}
