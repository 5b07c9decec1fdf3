// Batches (decisions.md section 15): the public list, the programme page's batches, the admin's list
// and new batch. A batch's status is derived (lib/academy/rules/batch-status.ts); its JSON is
// batch-json.ts's. Creating one checks what the schema cannot (the programme and its minimum hours, the
// trainer, the sponsor, the training request) and writes the batch and its sessions in one transaction.
import "server-only";
import { ApiError, conflict, forbidden, invalidInput } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Paged } from "@/lib/db/paged";
import { Prisma } from "@/lib/generated/prisma/client";
import type { BatchJson } from "@/lib/academy/contract/common";
import type { BatchList, BatchOutcome } from "@/lib/academy/contract/batches";
import { BATCHES_PAGE_SIZE, type BatchesQuery, type CreateBatchInput } from "@/lib/academy/schemas/batches";
import { batchStatus, dayOf, indiaToday, seatsLeft } from "@/lib/academy/rules/batch-status";
import { defaultBatchTitle } from "@/lib/academy/rules/batch-title";
import { sessionHours, tooShortMessage } from "@/lib/academy/rules/sessions";
import { batchJson, batchSelect } from "@/lib/academy/service/batch-json";
import { batchOutcomes } from "@/lib/academy/service/outcomes";
import { revalidateProgrammePage } from "@/lib/academy/service/revalidate";

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Rows of `ids` as Batch JSON, in the order of `ids`. */
async function batchesInOrder(ids: string[], now: Date): Promise<BatchJson[]> {
  if (ids.length === 0) return [];
  const rows = await db.batch.findMany({ where: { id: { in: ids } }, select: batchSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [batchJson(row, now)] : [];
  });
}

/**
 * GET training/batches (public): batches not cancelled, of one programme or all; upcoming and running
 * ones first by start date, then completed ones, the latest first. 20 a page, paged in SQL.
 */
export async function listBatches(query: BatchesQuery, now: Date = new Date()): Promise<BatchList> {
  const today = indiaToday(now);
  const offset = (query.page - 1) * BATCHES_PAGE_SIZE;
  const programme = query.programme ? Prisma.sql`AND b."programmeId" = ${query.programme}` : Prisma.empty;
  // One row past the page tells whether there is a next one.
  const found = await db.$queryRaw<{ id: string }[]>`
    SELECT b."id" FROM "Batch" b
    WHERE b."cancelledAt" IS NULL ${programme}
    ORDER BY (b."endDate" < ${today}::date) ASC,
      CASE WHEN b."endDate" >= ${today}::date THEN b."startDate" END ASC,
      b."startDate" DESC, b."id" ASC
    LIMIT ${BATCHES_PAGE_SIZE + 1} OFFSET ${offset}`;
  const ids = found.slice(0, BATCHES_PAGE_SIZE).map((row) => row.id);
  return { batches: await batchesInOrder(ids, now), hasNextPage: found.length > BATCHES_PAGE_SIZE };
}

/** A programme's next batch as the /training cards show it. */
export type NextBatch = Pick<BatchJson, "id" | "startDate" | "endDate" | "seats" | "seatsLeft" | "status">;

/**
 * Per programme slug, its next batch (/training): the earliest one still taking enrolments (not
 * cancelled or finished, starting today or later), else the one running now (the latest start), which
 * the card shows as closed. One query for the 12 programmes.
 */
export async function nextBatches(now: Date = new Date()): Promise<Map<string, NextBatch>> {
  const today = indiaToday(now);
  const rows = await db.$queryRaw<{ slug: string; id: string; startDate: Date; endDate: Date; seats: number; seatsTaken: number }[]>`
    SELECT DISTINCT ON (b."programmeId") p."slug", b."id", b."startDate", b."endDate", b."seats", b."seatsTaken"
    FROM "Batch" b JOIN "Programme" p ON p."id" = b."programmeId"
    WHERE b."cancelledAt" IS NULL AND b."finishedAt" IS NULL AND b."endDate" >= ${today}::date
    ORDER BY b."programmeId", (b."startDate" < ${today}::date) ASC,
      CASE WHEN b."startDate" >= ${today}::date THEN b."startDate" END ASC, b."startDate" DESC, b."id"`;
  return new Map(
    rows.map((row) => [
      row.slug,
      {
        id: row.id,
        startDate: dayOf(row.startDate),
        endDate: dayOf(row.endDate),
        seats: row.seats,
        seatsLeft: seatsLeft(row),
        status: batchStatus(row, now),
      },
    ]),
  );
}

export type PastBatch = BatchJson & { outcome: BatchOutcome };

/** How many batches the programme page shows: the next ones, and the latest completed ones. */
export const PROGRAMME_PAGE_UPCOMING = 20;
export const PROGRAMME_PAGE_PAST = 10;

/** The programme page's batches: upcoming and running ones by start date; completed ones with outcomes. */
export async function programmeBatches(programmeId: string, now: Date = new Date()): Promise<{ upcoming: BatchJson[]; past: PastBatch[] }> {
  const today = dayDate(indiaToday(now));
  const [upcoming, past] = await Promise.all([
    db.batch.findMany({
      where: { programmeId, cancelledAt: null, endDate: { gte: today } },
      select: batchSelect,
      orderBy: [{ startDate: "asc" }, { id: "asc" }],
      take: PROGRAMME_PAGE_UPCOMING,
    }),
    db.batch.findMany({
      where: { programmeId, cancelledAt: null, endDate: { lt: today } },
      select: batchSelect,
      orderBy: [{ endDate: "desc" }, { id: "asc" }],
      take: PROGRAMME_PAGE_PAST,
    }),
  ]);
  const outcomes = await batchOutcomes(past.map((row) => row.id), now);
  return {
    upcoming: upcoming.map((row) => batchJson(row, now)),
    past: past.map((row) => ({ ...batchJson(row, now), outcome: outcomes.get(row.id) ?? { enrolled: 0, completed: 0, placed: 0 } })),
  };
}

/** /admin/batches: every batch, cancelled ones too, the latest start first; paged in SQL. */
export async function listAdminBatches(admin: SessionUser, query: { page: number; limit: number }, now: Date = new Date()): Promise<Paged<BatchJson>> {
  if (admin.role !== "Admin") throw forbidden();
  const [rows, total] = await Promise.all([
    db.batch.findMany({
      select: batchSelect,
      orderBy: [{ startDate: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.batch.count(),
  ]);
  return { items: rows.map((row) => batchJson(row, now)), total, page: query.page, limit: query.limit, hasNextPage: query.page * query.limit < total };
}

const REQUEST_MESSAGE = "Please choose an approved training request";
const REQUEST_TAKEN_MESSAGE = "A batch has already been made from this training request";

type Tx = Prisma.TransactionClient;

/** The sponsor's columns: the given one, or the training request's university. */
async function sponsorColumns(tx: Tx, input: CreateBatchInput) {
  let sponsor = input.sponsor;
  if (input.requestId) {
    const request = await tx.universityRequest.findUnique({
      where: { id: input.requestId },
      select: { universityId: true, kind: true, status: true, batch: { select: { id: true } } },
    });
    if (!request || request.kind !== "training" || request.status !== "accepted") throw invalidInput({ requestId: REQUEST_MESSAGE });
    if (sponsor && (sponsor.kind !== "university" || sponsor.id !== request.universityId)) {
      throw invalidInput({ requestId: "The training request is another sponsor's: its university sponsors the batch" });
    }
    if (request.batch) throw conflict(REQUEST_TAKEN_MESSAGE);
    sponsor = { kind: "university", id: request.universityId };
  }
  if (!sponsor) return { sponsorKind: null, sponsorUniversityId: null, sponsorEmployerId: null };
  const exists =
    sponsor.kind === "university"
      ? await tx.university.findUnique({ where: { id: sponsor.id }, select: { id: true } })
      : await tx.employer.findUnique({ where: { id: sponsor.id }, select: { id: true } });
  if (!exists) throw invalidInput({ sponsor: sponsor.kind === "university" ? "Please select a university" : "Please select an employer" });
  return {
    sponsorKind: sponsor.kind,
    sponsorUniversityId: sponsor.kind === "university" ? sponsor.id : null,
    sponsorEmployerId: sponsor.kind === "employer" ? sponsor.id : null,
  };
}

/** 400 TOO_SHORT (decisions.md section 20) when the sessions add up to fewer hours than the programme's minimum (new and edited batches). */
export function checkHours(programme: { title: string; minHours: number }, sessions: readonly { startsAt: string; endsAt: string }[]): void {
  const total = sessionHours(sessions);
  if (total >= programme.minHours) return;
  const message = tooShortMessage(programme.title, programme.minHours, total);
  throw new ApiError(400, message, { code: "TOO_SHORT", errors: { sessions: message } });
}

/**
 * POST admin/batches: a new batch of a programme, with its sessions (the schema checked their order
 * and that they fall on the batch's days). 400 with the field for an unknown programme, a start date
 * in the past, an account that is not a Trainer, a sponsor that does not exist or a request that is not
 * an approved training request; 400 TOO_SHORT for sessions short of the programme's hours; 409 when the
 * request already has its batch. A classroom batch keeps no meeting link.
 */
export async function createBatch(admin: SessionUser, input: CreateBatchInput, now: Date = new Date()): Promise<BatchJson> {
  if (admin.role !== "Admin") throw forbidden();
  if (input.startDate < indiaToday(now)) throw invalidInput({ startDate: "The start date cannot be in the past" });
  const created = await db
    .$transaction(async (tx) => {
      const programme = await tx.programme.findUnique({ where: { id: input.programmeId }, select: { id: true, title: true, minHours: true } });
      if (!programme) throw invalidInput({ programmeId: "Please select a programme" });
      checkHours(programme, input.sessions);
      const trainer = await tx.user.findFirst({
        where: { id: input.trainerId, role: "Trainer", deletedAt: null, deletionRequestedAt: null, deactivatedAt: null },
        select: { id: true },
      });
      if (!trainer) throw invalidInput({ trainerId: "Please select a trainer" });
      const sponsor = await sponsorColumns(tx, input);
      return tx.batch.create({
        data: {
          programmeId: programme.id,
          title: input.title ?? defaultBatchTitle(programme.title, input.startDate),
          startDate: dayDate(input.startDate),
          endDate: dayDate(input.endDate),
          mode: input.mode,
          location: input.location ?? null,
          meetingUrl: input.mode === "classroom" ? null : (input.meetingUrl ?? null),
          seats: input.seats,
          trainerId: trainer.id,
          ...sponsor,
          requestId: input.requestId ?? null,
          sessions: { create: input.sessions.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt), topic: s.topic })) },
        },
        select: batchSelect,
      });
    })
    .catch((error: unknown) => {
      // Two admins turning the same request into a batch at once: the unique requestId decides.
      if ((error as { code?: unknown } | null)?.code === "P2002") throw conflict(REQUEST_TAKEN_MESSAGE);
      throw error;
    });
  revalidateProgrammePage(created.programme.slug);
  return batchJson(created, now);
}
