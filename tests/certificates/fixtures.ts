// Certificate test data: a programme with test-only skills (never the catalogue's), a batch of N
// sessions taught by its own trainer, and enrolled candidates with a number of sessions attended.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { EnrollmentStatus } from "@/lib/generated/prisma/enums";
import { createCandidate, createUser } from "@/tests/factories";
import { createSkills } from "@/tests/matching/fixtures";
import type { SessionUser } from "@/lib/auth/types";

let position = 2000;

/** A programme teaching new test skills named as given. */
export async function createProgramme<N extends string>(title: string, ...skillNames: N[]) {
  const skills = await createSkills(...skillNames);
  const id = `t-cert-${randomBytes(4).toString("hex")}`;
  const programme = await db.programme.create({
    data: { id, slug: id, title: `${title} ${id}`, summary: "A test programme.", durationWeeks: 4, position: position++ },
  });
  await db.programmeSkill.createMany({ data: Object.values<{ id: string }>(skills).map((skill) => ({ programmeId: id, skillId: skill.id })) });
  return { programme, skills };
}

/** A batch of the programme with `sessions` sessions (in the past), taught by `trainer` (a new one when absent). */
export async function createBatch(programmeId: string, opts: { sessions: number; trainer?: SessionUser; title?: string }) {
  const trainer = opts.trainer ?? (await createUser({ role: "Trainer", name: "Tara Trainer" }));
  const batch = await db.batch.create({
    data: {
      programmeId,
      title: opts.title ?? "Morning batch",
      startDate: new Date("2026-01-05T00:00:00Z"),
      endDate: new Date("2026-02-27T00:00:00Z"),
      mode: "online",
      seats: 30,
      trainerId: trainer.id,
    },
  });
  const day = Date.UTC(2026, 0, 5, 4, 0);
  await db.trainingSession.createMany({
    data: Array.from({ length: opts.sessions }, (_, i) => ({
      batchId: batch.id,
      startsAt: new Date(day + i * 3_600_000),
      endsAt: new Date(day + i * 3_600_000 + 1_800_000),
      topic: `Topic ${i + 1}`,
    })),
  });
  return { batch, trainer };
}

/** A candidate enrolled (or in another state) in the batch, present at the first `attended` sessions. */
export async function enrolCandidate(batchId: string, opts: { attended?: number; status?: EnrollmentStatus; name?: string; discoverable?: boolean } = {}) {
  const { user } = await createCandidate({ complete: true, name: opts.name ?? "Priya Nair" });
  if (opts.discoverable) await db.candidateProfile.update({ where: { userId: user.id }, data: { discoverable: true } });
  const status = opts.status ?? "enrolled";
  const enrollment = await db.enrollment.create({ data: { batchId, candidateId: user.id, status } });
  if (status === "enrolled") await db.batch.update({ where: { id: batchId }, data: { seatsTaken: { increment: 1 } } });
  const sessions = await db.trainingSession.findMany({ where: { batchId }, orderBy: { startsAt: "asc" }, take: opts.attended ?? 0, select: { id: true } });
  await db.attendance.createMany({ data: sessions.map((s) => ({ sessionId: s.id, enrollmentId: enrollment.id })) });
  return { candidate: user, enrollment };
}
