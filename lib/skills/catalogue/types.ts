// The shape of the catalogue's data files (decision 0030): one JSON file per category, each entry a
// name and the other ways people write it. Ids and look-up keys are derived (lib/skills/rules/keys.ts).

/**
 * `id` is left out: it is made from the name (skillIdOf). A renamed skill sets its old id here, since
 * ids are stored in candidates', jobs' and alerts' rows and must never change.
 */
export type CatalogueEntry = { readonly name: string; readonly aliases: readonly string[]; readonly id?: string };

export type CatalogueCategory = { readonly category: string; readonly skills: readonly CatalogueEntry[] };

/**
 * A data file as written: `["Kubernetes", "K8s"]` (the name first, then its aliases), or an object when
 * the entry pins its id; `about` credits the sources.
 */
export type CatalogueFile = { category: string; about: string; skills: (string[] | { name: string; aliases: string[]; id?: string })[] };

/** A data file as a category of entries. */
export function categoryOf(file: CatalogueFile): CatalogueCategory {
  return {
    category: file.category,
    skills: file.skills.map((entry) => (Array.isArray(entry) ? { name: entry[0], aliases: entry.slice(1) } : entry)),
  };
}
