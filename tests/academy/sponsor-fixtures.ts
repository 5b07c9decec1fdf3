// Academy test data for the sponsorship and missing-training tests: programmes with test-only ids
// (never the 12 of the catalogue migration), their skills, and batches with a trainer, an optional
// sponsor and enrolments. Dates are YYYY-MM-DD days (stored @db.Date).
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { EnrollmentStatus } from "@/lib/generated/prisma/enums";
import { createUser } from "@/tests/factories";

let position = 1000;

/** A programme teaching these skills (ids). */
export async function createProgramme(title: string, skillIds: string[]) {
  const id = `t-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomBytes(3).toString("hex")}`;
  const programme = await db.programme.create({
    data: { id, slug: id, title: `${title} ${id}`, summary: "A test programme.", durationWeeks: 4, position: position++ },
  });
  await db.programmeSkill.createMany({ data: skillIds.map((skillId) => ({ programmeId: id, skillId })) });
  return programme;
}

/** A YYYY-MM-DD day `n` days from today (UTC; tests keep a margin of a day from India's date). */
export const dayIn = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export type BatchInput = {
  startDate: string;
  endDate?: string;
  seats?: number;
  seatsTaken?: number;
  cancelled?: boolean;
  sponsorEmployerId?: string;
  sponsorUniversityId?: string;
  requestId?: string;
  title?: string;
};

/** A batch of the programme (online, its own trainer), sponsored when told. */
export async function createBatch(programmeId: string, input: BatchInput) {
  const trainer = await createUser({ role: "Trainer" });
  const sponsorKind = input.sponsorEmployerId ? "employer" : input.sponsorUniversityId ? "university" : null;
  return db.batch.create({
    data: {
      programmeId,
      title: input.title ?? `Batch from ${input.startDate}`,
      startDate: new Date(`${input.startDate}T00:00:00Z`),
      endDate: new Date(`${input.endDate ?? input.startDate}T00:00:00Z`),
      mode: "online",
      seats: input.seats ?? 10,
      seatsTaken: input.seatsTaken ?? 0,
      trainerId: trainer.id,
      sponsorKind,
      sponsorEmployerId: input.sponsorEmployerId ?? null,
      sponsorUniversityId: input.sponsorUniversityId ?? null,
      requestId: input.requestId ?? null,
      cancelledAt: input.cancelled ? new Date() : null,
    },
  });
}

/** The candidate's enrolment in the batch, in this state. */
export async function enrol(batchId: string, candidateId: string, status: EnrollmentStatus) {
  return db.enrollment.create({ data: { batchId, candidateId, status, ...(status === "completed" ? { score: 80 } : {}) } });
}
