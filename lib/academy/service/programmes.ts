// The academy's programmes (decisions.md section 15): the 12 topics of the Training page as the data
// migration wrote them, each with the catalogue skills it teaches (in the data file's order).
import "server-only";
import { db } from "@/lib/db";
import type { ProgrammeJson } from "@/lib/academy/contract/common";
import type { ProgrammeList } from "@/lib/academy/contract/batches";
import { programmeOfSlug } from "@/lib/academy/rules/programmes";

/** A programme as its page shows it: the API's Programme and its syllabus. */
export type ProgrammeDetail = ProgrammeJson & { syllabus: string[] };

const programmeSelect = {
  id: true,
  slug: true,
  title: true,
  summary: true,
  syllabus: true,
  durationWeeks: true,
  minHours: true,
  skills: { select: { skill: { select: { id: true, name: true } } } },
} as const;

type ProgrammeRow = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  syllabus: string[];
  durationWeeks: number;
  minHours: number;
  skills: { skill: { id: string; name: string } }[];
};

/** The skills in the data file's order (the table keeps no order); any others after, by name. */
function orderedSkills(row: ProgrammeRow): ProgrammeJson["skills"] {
  const order = programmeOfSlug(row.slug)?.skills ?? [];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return row.skills
    .map(({ skill }) => skill)
    .sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
}

function programmeJson(row: ProgrammeRow): ProgrammeJson {
  const { id, slug, title, summary, durationWeeks, minHours } = row;
  return { id, slug, title, summary, skills: orderedSkills(row), durationWeeks, minHours };
}

/** GET training/programmes: all of them, in the Training page's order. */
export async function listProgrammes(): Promise<ProgrammeList> {
  const rows = await db.programme.findMany({ select: programmeSelect, orderBy: { position: "asc" } });
  return { programmes: rows.map(programmeJson) };
}

/** One programme by its slug, with its syllabus; null when there is none. */
export async function getProgramme(slug: string): Promise<ProgrammeDetail | null> {
  const row = await db.programme.findUnique({ where: { slug }, select: programmeSelect });
  return row ? { ...programmeJson(row), syllabus: row.syllabus } : null;
}
