// The academy's programmes (decisions.md section 15): the 12 topics of the Training page as the data
// migration wrote them, each with the catalogue skills it teaches (in the data file's order).
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { ProgrammeJson } from "@/lib/academy/contract/common";
import type { ProgrammeList } from "@/lib/academy/contract/batches";
import { programmeOfSlug } from "@/lib/academy/rules/programmes";
import type { ProgrammeFeesInput } from "@/lib/academy/schemas/programmes";
import { revalidateProgrammePage } from "@/lib/academy/service/revalidate";
import { toSafeNumber } from "@/lib/billing/rules/money";

export const PROGRAMME_NOT_FOUND = "Programme not found";

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
  fee: true,
  payAfterPlacementAvailable: true,
  minAnnualCtc: true,
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
  fee: bigint;
  payAfterPlacementAvailable: boolean;
  minAnnualCtc: number | null;
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
  const payAfterPlacement = { available: row.payAfterPlacementAvailable && row.minAnnualCtc !== null, minAnnualCtc: row.minAnnualCtc };
  return { id, slug, title, summary, skills: orderedSkills(row), durationWeeks, minHours, fee: toSafeNumber(row.fee), payAfterPlacement };
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

/**
 * PATCH admin/programmes/{id} (an admin or Finance, decisions.md section 21): the fee (paise, GST extra;
 * 0 free) and/or pay after placement. Agreements already made keep their own copy of the terms.
 */
export async function updateProgrammeFees(user: SessionUser, { id }: { id: string }, input: ProgrammeFeesInput): Promise<ProgrammeJson> {
  if (user.role !== "Admin" && user.role !== "Finance") throw forbidden();
  const { count } = await db.programme.updateMany({
    where: { id },
    data: {
      ...(input.fee !== undefined ? { fee: BigInt(input.fee) } : {}),
      ...(input.payAfterPlacement
        ? { payAfterPlacementAvailable: input.payAfterPlacement.available, minAnnualCtc: input.payAfterPlacement.minAnnualCtc ?? null }
        : {}),
    },
  });
  if (count === 0) throw notFound(PROGRAMME_NOT_FOUND);
  const row = await db.programme.findUniqueOrThrow({ where: { id }, select: programmeSelect });
  // The programme's page and /training show the fee: re-rendered on their next visit.
  revalidateProgrammePage(row.slug);
  return programmeJson(row);
}
