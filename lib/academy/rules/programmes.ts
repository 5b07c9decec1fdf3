// The academy's programmes as shipped data (lib/academy/programmes.json, decisions.md section 15): the
// Training page's 12 topics in its order, each with the catalogue skills it teaches. A data migration
// writes them to Programme and ProgrammeSkill (npm run db:programmes-migration); the static pages read
// this list, so /training and the programme pages need no database to know which programmes exist.
import programmesData from "@/lib/academy/programmes.json";

export type ProgrammeData = {
  /** The id and the URL's slug: /training/{slug}. */
  slug: string;
  title: string;
  summary: string;
  durationWeeks: number;
  /** The fewest hours a batch's sessions may add up to (decisions.md section 20; 400 TOO_SHORT below). */
  minHours: number;
  syllabus: string[];
  /** Catalogue skill ids (lib/skills/catalogue). */
  skills: string[];
};

export const PROGRAMMES: readonly ProgrammeData[] = programmesData;

/** The programme of a slug, or undefined. */
export function programmeOfSlug(slug: string): ProgrammeData | undefined {
  return PROGRAMMES.find((programme) => programme.slug === slug);
}

/** The programme of a Training page title ("Web Technologies"), e.g. a university's training request. */
export function programmeOfTitle(title: string): ProgrammeData | undefined {
  return PROGRAMMES.find((programme) => programme.title === title);
}
