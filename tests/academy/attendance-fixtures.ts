// Attendance and reminder test data: a batch of a test-only programme taught by a trainer, with
// sessions at given times, and candidates enrolled (or in another state) in it.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { BatchMode, EnrollmentStatus } from "@/lib/generated/prisma/enums";
import type { SessionUser } from "@/lib/auth/types";
import { createCandidate, createUser } from "@/tests/factories";

let position = 3000;
const MINUTE = 60_000;

export const minutes = (at: Date, n: number) => new Date(at.getTime() + n * MINUTE);

export type SessionTimes = { startsAt: Date; endsAt: Date; topic?: string };

export type TrainerBatchInput = {
  trainer?: SessionUser;
  sessions: SessionTimes[];
  /** YYYY-MM-DD; default: the first session's day and the last one's (UTC). */
  startDate?: string;
  endDate?: string;
  title?: string;
  mode?: BatchMode;
  location?: string;
  cancelled?: boolean;
};

/** A batch with its sessions (in the order given), taught by `trainer` (a new one when absent). */
export async function createTrainerBatch(input: TrainerBatchInput) {
  const trainer = input.trainer ?? (await createUser({ role: "Trainer", name: "Tara Trainer" }));
  const id = `t-att-${randomBytes(4).toString("hex")}`;
  await db.programme.create({ data: { id, slug: id, title: `Attendance ${id}`, summary: "A test programme.", durationWeeks: 4, position: position++ } });
  const days = input.sessions.map((s) => s.startsAt.toISOString().slice(0, 10)).sort();
  const startDate = input.startDate ?? days[0] ?? "2026-01-05";
  const endDate = input.endDate ?? days[days.length - 1] ?? startDate;
  const batch = await db.batch.create({
    data: {
      programmeId: id,
      title: input.title ?? `Batch ${id}`,
      startDate: new Date(`${startDate}T00:00:00Z`),
      endDate: new Date(`${endDate}T00:00:00Z`),
      mode: input.mode ?? "online",
      location: input.location ?? null,
      seats: 30,
      trainerId: trainer.id,
      cancelledAt: input.cancelled ? new Date() : null,
    },
  });
  const sessions = [];
  for (const [i, s] of input.sessions.entries()) {
    sessions.push(await db.trainingSession.create({ data: { batchId: batch.id, startsAt: s.startsAt, endsAt: s.endsAt, topic: s.topic ?? `Topic ${i + 1}` } }));
  }
  return { batch, trainer, sessions };
}

/** A candidate with an enrolment of `status` (default enrolled) in the batch. */
export async function enrol(batchId: string, opts: { status?: EnrollmentStatus; name?: string } = {}) {
  const { user } = await createCandidate({ name: opts.name ?? "Priya Nair" });
  const enrollment = await db.enrollment.create({ data: { batchId, candidateId: user.id, status: opts.status ?? "enrolled" } });
  return { candidate: user, enrollment };
}

/** A session running at `now`: started 30 minutes ago, ends in 90. */
export const runningAround = (now: Date, topic?: string): SessionTimes => ({ startsAt: minutes(now, -30), endsAt: minutes(now, 90), topic });

/** A batch with one session running now and three enrolled candidates: Asha, Ravi and Zoya. */
export async function classOfThree() {
  const { batch, trainer, sessions } = await createTrainerBatch({ sessions: [runningAround(new Date())] });
  const asha = await enrol(batch.id, { name: "Asha Rao" });
  const ravi = await enrol(batch.id, { name: "Ravi Kumar" });
  const zoya = await enrol(batch.id, { name: "Zoya Khan" });
  return { batch, trainer, sessionId: sessions[0].id, asha, ravi, zoya };
}
