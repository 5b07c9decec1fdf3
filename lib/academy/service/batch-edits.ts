// PATCH admin/batches/{id} (issue 44): the admin edits a batch with the full set of what POST set (title,
// dates, mode, place, meeting link, seats, trainer, sessions; the programme and sponsor stay). The rules:
// - Not once finished (409 BATCH_FINISHED) or cancelled (409 INVALID_TRANSITION). The edit names the
//   version it was made on: another edit or the cancel since is 409 STALE_STATE (the batch row is locked,
//   then a conditional update on that version, as transition() does). Enrolments move updatedAt, not the version.
// - The schema's rules as on create, the programme's minimum hours (400 TOO_SHORT), a Trainer account
//   when the trainer changes, a start date not moved into the past, seats never below the seats taken.
// - Sessions go by id: kept (perhaps moved or renamed), new (no id), or removed (left out). A session
//   with attendance cannot be removed or moved (409): its register would lose or misdate people.
// - More seats pass to the waitlist in order, in the same transaction (the code a withdrawal uses), each
//   mailed "A seat is yours" once. A change of trainer, dates, sessions' times, place or link is told to
//   everyone holding a seat (mail and notification) and to the trainer (a replaced one too), once per
//   edit: the mails' key is the version the edit made.
import "server-only";
import { conflict, forbidden, invalidInput } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { formatDateTime } from "@/lib/format/date";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BatchMode } from "@/lib/generated/prisma/enums";
import { transition } from "@/lib/transitions/transition";
import type { AdminBatchJson } from "@/lib/academy/contract/batches";
import type { EditedSessionInput, UpdateBatchInput } from "@/lib/academy/schemas/batches";
import { batchStatus, dayOf, indiaToday } from "@/lib/academy/rules/batch-status";
import { defaultBatchTitle } from "@/lib/academy/rules/batch-title";
import { BATCH_CANCELLED_MESSAGE, BATCH_FINISHED_MESSAGE } from "@/lib/academy/rules/sessions";
import { batchChangeMailKey, batchChangedMail, trainerBatchMail, trainerReleasedMail } from "@/lib/academy/mails/batch-changes";
import { adminBatchJson, BATCH_NOT_FOUND_MESSAGE, batchFacts, mailPeople, type BatchMail } from "@/lib/academy/service/admin-batches";
import { checkHours } from "@/lib/academy/service/batches";
import { mailSeatPassed, promoteFirstWaitlisted } from "@/lib/academy/service/enrolment";
import { revalidateProgrammePage } from "@/lib/academy/service/revalidate";

type Tx = Prisma.TransactionClient;

type LockedBatch = {
  id: string;
  title: string;
  programmeTitle: string;
  programmeSlug: string;
  minHours: number;
  startDate: Date;
  endDate: Date;
  mode: BatchMode;
  location: string | null;
  meetingUrl: string | null;
  seats: number;
  seatsTaken: number;
  trainerId: string;
  version: number;
  cancelledAt: Date | null;
  finishedAt: Date | null;
};

/** The batch row, locked: enrolments and withdrawals of the batch wait for the edit (as they queue on each other). */
async function lockBatch(tx: Tx, id: string): Promise<LockedBatch | null> {
  const rows = await tx.$queryRaw<LockedBatch[]>`
    SELECT b."id", b."title", p."title" AS "programmeTitle", p."slug" AS "programmeSlug", p."minHours", b."startDate", b."endDate",
      b."mode", b."location", b."meetingUrl", b."seats", b."seatsTaken", b."trainerId", b."version", b."cancelledAt", b."finishedAt"
    FROM "Batch" b JOIN "Programme" p ON p."id" = b."programmeId"
    WHERE b."id" = ${id}
    FOR UPDATE OF b`;
  return rows[0] ?? null;
}

export const seatsBelowTakenMessage = (taken: number) =>
  `${taken} ${taken === 1 ? "person is" : "people are"} enrolled: seats cannot go below ${taken}`;

type SessionPlan = {
  create: EditedSessionInput[];
  update: { id: string; startsAt: Date; endsAt: Date; topic: string; moved: boolean }[];
  remove: string[];
  timesChanged: boolean;
};

const sameTime = (a: Date, b: string) => a.getTime() === Date.parse(b);

/**
 * Which sessions are kept, moved, added and removed. The batch's sessions are locked first, so a check-in
 * under way either wrote its attendance before (and is counted) or waits for the edit.
 */
async function planSessions(tx: Tx, batchId: string, sessions: EditedSessionInput[]): Promise<SessionPlan> {
  const existing = await tx.$queryRaw<{ id: string; startsAt: Date; endsAt: Date; topic: string }[]>`
    SELECT "id", "startsAt", "endsAt", "topic" FROM "TrainingSession" WHERE "batchId" = ${batchId} ORDER BY "id" FOR UPDATE`;
  const counts = await tx.attendance.groupBy({ by: ["sessionId"], where: { sessionId: { in: existing.map((s) => s.id) } }, _count: { _all: true } });
  const attended = new Map(counts.map((c) => [c.sessionId, c._count._all]));
  const byId = new Map(existing.map((s) => [s.id, s]));
  const plan: SessionPlan = { create: [], update: [], remove: [], timesChanged: false };
  sessions.forEach((input, index) => {
    if (!input.id) {
      plan.create.push(input);
      return;
    }
    const current = byId.get(input.id);
    if (!current) throw invalidInput({ sessions: `Session ${index + 1} is not one of this batch's sessions` });
    const moved = !sameTime(current.startsAt, input.startsAt) || !sameTime(current.endsAt, input.endsAt);
    if (moved && attended.get(current.id)) {
      throw conflict(`The session of ${formatDateTime(current.startsAt.toISOString())} has attendance: its times cannot change`);
    }
    if (moved || current.topic !== input.topic) {
      plan.update.push({ id: current.id, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), topic: input.topic, moved });
    }
  });
  const kept = new Set(sessions.flatMap((s) => (s.id ? [s.id] : [])));
  for (const session of existing) {
    if (kept.has(session.id)) continue;
    const present = attended.get(session.id);
    if (present) {
      throw conflict(
        `The session of ${formatDateTime(session.startsAt.toISOString())} has attendance (${present} present): it cannot be removed`,
      );
    }
    plan.remove.push(session.id);
  }
  plan.timesChanged = plan.create.length > 0 || plan.remove.length > 0 || plan.update.some((u) => u.moved);
  return plan;
}

async function applySessions(tx: Tx, batchId: string, plan: SessionPlan): Promise<void> {
  if (plan.remove.length) await tx.trainingSession.deleteMany({ where: { id: { in: plan.remove }, batchId } });
  for (const s of plan.update) {
    // A moved session's open check-in code belonged to its old time.
    const code = s.moved ? { checkinCodeHash: null, checkinExpiresAt: null } : {};
    await tx.trainingSession.update({ where: { id: s.id }, data: { startsAt: s.startsAt, endsAt: s.endsAt, topic: s.topic, ...code } });
  }
  if (plan.create.length) {
    await tx.trainingSession.createMany({
      data: plan.create.map((s) => ({ batchId, startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt), topic: s.topic })),
    });
  }
}

/** What the people of the batch are told changed (empty: nothing they plan around). */
function changesOf(batch: LockedBatch, input: UpdateBatchInput, timesChanged: boolean, trainerName: string): string[] {
  const changes: string[] = [];
  if (input.trainerId !== batch.trainerId) changes.push(`the trainer is now ${trainerName}`);
  if (input.startDate !== dayOf(batch.startDate) || input.endDate !== dayOf(batch.endDate)) changes.push("its dates changed");
  if (timesChanged) changes.push("the sessions' times changed");
  if (input.mode !== batch.mode || (input.location ?? null) !== batch.location) changes.push("where it takes place changed");
  const meetingUrl = input.mode === "classroom" ? null : (input.meetingUrl ?? null);
  if (meetingUrl !== batch.meetingUrl && meetingUrl !== null) changes.push("the meeting link changed");
  return changes;
}

type Trainer = { id: string; name: string; email: string; deletionRequestedAt: Date | null; deletedAt: Date | null };
const trainerFields = { id: true, name: true, email: true, deletionRequestedAt: true, deletedAt: true } as const;

/** The trainer the edit names: the batch's own, or another Trainer account that is not leaving (as on create). */
async function trainerOf(tx: Tx, batch: LockedBatch, trainerId: string): Promise<Trainer> {
  const trainer = await tx.user.findFirst({
    where: { id: trainerId, ...(trainerId === batch.trainerId ? {} : { role: "Trainer", deletedAt: null, deletionRequestedAt: null, deactivatedAt: null }) },
    select: trainerFields,
  });
  if (!trainer) throw invalidInput({ trainerId: "Please select a trainer" });
  return trainer;
}

type Recipient = { id: string; to: string; name: string };

/** Someone to mail: none for an account scheduled for deletion. */
const recipient = (user: Trainer | null): Recipient | null =>
  user && !user.deletionRequestedAt && !user.deletedAt ? { id: user.id, to: user.email, name: user.name } : null;

type Outcome = {
  slug: string;
  changes: string[];
  promoted: { id: string; at: Date }[];
  trainees: Recipient[];
  trainerChanged: boolean;
  trainer: Recipient | null;
  previousTrainer: Recipient | null;
};

/** PATCH admin/batches/{id} (see above): the batch as the admin sees it after the edit. */
export async function updateBatch(admin: SessionUser, id: string, input: UpdateBatchInput, now: Date = new Date()): Promise<AdminBatchJson> {
  if (admin.role !== "Admin") throw forbidden();
  let outcome: Outcome | undefined;
  let batch: LockedBatch | null = null;
  let plan: SessionPlan | undefined;
  let trainer: Trainer | undefined;

  const result = await transition("edit batch", {
    update: async (tx) => {
      batch = await lockBatch(tx, id);
      if (!batch) return { count: 0 };
      if (batch.finishedAt) throw conflict(BATCH_FINISHED_MESSAGE, "BATCH_FINISHED");
      if (batch.cancelledAt) throw conflict(BATCH_CANCELLED_MESSAGE, "INVALID_TRANSITION");
      if (batch.version !== input.version) return { count: 0 };
      if (input.startDate !== dayOf(batch.startDate) && input.startDate < indiaToday(now)) {
        throw invalidInput({ startDate: "The start date cannot be in the past" });
      }
      if (input.seats < batch.seatsTaken) throw invalidInput({ seats: seatsBelowTakenMessage(batch.seatsTaken) });
      checkHours({ title: batch.programmeTitle, minHours: batch.minHours }, input.sessions);
      trainer = await trainerOf(tx, batch, input.trainerId);
      plan = await planSessions(tx, id, input.sessions);
      return tx.batch.updateMany({
        where: { id, version: input.version, cancelledAt: null, finishedAt: null },
        data: {
          title: input.title ?? defaultBatchTitle(batch.programmeTitle, input.startDate),
          startDate: new Date(`${input.startDate}T00:00:00Z`),
          endDate: new Date(`${input.endDate}T00:00:00Z`),
          mode: input.mode,
          location: input.location ?? null,
          meetingUrl: input.mode === "classroom" ? null : (input.meetingUrl ?? null),
          seats: input.seats,
          trainerId: input.trainerId,
          version: { increment: 1 },
        },
      });
    },
    exists: async (tx) => (await tx.batch.count({ where: { id } })) === 1,
    record: async (tx) => {
      const locked = batch!;
      await applySessions(tx, id, plan!);
      outcome = await afterEdit(tx, locked, input, plan!, trainer!, now);
    },
    load: async () => (await adminBatchJson(id, now))!,
    notFoundMessage: BATCH_NOT_FOUND_MESSAGE,
    // A large waitlist promoted and a class told: more than the default 5 s on a busy machine.
    options: { maxWait: 15_000, timeout: 30_000 },
  });

  revalidateProgrammePage(outcome!.slug);
  for (const passed of outcome!.promoted) await mailSeatPassed(passed);
  await mailChanges(result, outcome!, now);
  return result;
}

/** Inside the edit's transaction: more seats to the waitlist, and the notifications of a change. */
async function afterEdit(tx: Tx, batch: LockedBatch, input: UpdateBatchInput, plan: SessionPlan, trainer: Trainer, now: Date): Promise<Outcome> {
  const promoted: { id: string; at: Date }[] = [];
  const status = batchStatus({ startDate: input.startDate, endDate: input.endDate, seats: input.seats, seatsTaken: batch.seatsTaken }, now);
  // A seat of a batch still to be taught passes on, as a withdrawal's does.
  if (status !== "completed") {
    for (let room = input.seats - batch.seatsTaken; room > 0; room--) {
      const next = await promoteFirstWaitlisted(tx, batch.id, now);
      if (!next) break;
      promoted.push({ id: next.id, at: now });
    }
    if (promoted.length) await tx.batch.update({ where: { id: batch.id }, data: { seatsTaken: { increment: promoted.length } } });
  }
  const changes = changesOf(batch, input, plan.timesChanged, trainer.name);
  const seated = await tx.enrollment.findMany({
    where: { batchId: batch.id, status: "enrolled", id: { notIn: promoted.map((p) => p.id) } },
    select: { candidate: { select: trainerFields } },
  });
  if (changes.length && seated.length) {
    const body = `${input.title ?? batch.title}: ${changes.join("; ")}.`;
    await tx.notification.createMany({
      data: seated.map(({ candidate }) => ({ userId: candidate.id, kind: "training", title: "Your batch has changed", body, link: "/candidate/training" })),
    });
  }
  const previous = input.trainerId !== batch.trainerId ? await tx.user.findUniqueOrThrow({ where: { id: batch.trainerId }, select: trainerFields }) : null;
  return {
    slug: batch.programmeSlug,
    changes,
    promoted,
    trainees: seated.flatMap(({ candidate }) => recipient(candidate) ?? []),
    trainerChanged: previous !== null,
    trainer: recipient(trainer),
    previousTrainer: recipient(previous),
  };
}

/** After the commit: the change told once per person (the key names the version the edit made). */
async function mailChanges(result: AdminBatchJson, outcome: Outcome, now: Date): Promise<void> {
  if (outcome.changes.length === 0) return;
  const facts = batchFacts(result, now);
  const key = (userId: string) => batchChangeMailKey(result.id, result.version, userId);
  const { trainer, previousTrainer } = outcome;
  const mails: BatchMail[] = [
    ...outcome.trainees.map((t) => ({ key: key(t.id), mail: batchChangedMail(t, facts, outcome.changes) })),
    ...(trainer ? [{ key: key(trainer.id), mail: trainerBatchMail(trainer, facts, outcome.changes, outcome.trainerChanged) }] : []),
    ...(previousTrainer ? [{ key: key(previousTrainer.id), mail: trainerReleasedMail(previousTrainer, facts) }] : []),
  ];
  await mailPeople(mails, `batch ${result.id} edited`);
}
