// The one place a batch row becomes the Batch JSON of decisions.md section 15 (batchSchema), for every
// list and call of the academy: select `batchSelect`, map with `batchJson`. Sessions come in order.
// The meeting link is never public: only enrolledBatchJson (the trainer's and trainees' views) adds it.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BatchJson, EnrolledBatchJson } from "@/lib/academy/contract/common";
import { batchStatus, dayOf, seatsLeft } from "@/lib/academy/rules/batch-status";

export const batchSelect = {
  id: true,
  title: true,
  startDate: true,
  endDate: true,
  mode: true,
  location: true,
  seats: true,
  seatsTaken: true,
  cancelledAt: true,
  finishedAt: true,
  // Read for the trainer's and trainees' views (enrolledBatchJson); batchJson never shows it.
  meetingUrl: true,
  sponsorKind: true,
  programme: { select: { id: true, slug: true, title: true } },
  trainer: { select: { name: true } },
  sponsorUniversity: { select: { instituteName: true } },
  sponsorEmployer: { select: { orgName: true } },
  sessions: { select: { id: true, startsAt: true, endsAt: true, topic: true }, orderBy: [{ startsAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.BatchSelect;

export type BatchRow = Prisma.BatchGetPayload<{ select: typeof batchSelect }>;

/** The sponsor as shown: its kind and the university's or employer's name (none when it was deleted). */
function sponsorOf(row: BatchRow): BatchJson["sponsor"] {
  if (row.sponsorKind === "university" && row.sponsorUniversity) return { kind: "university", name: row.sponsorUniversity.instituteName };
  if (row.sponsorKind === "employer" && row.sponsorEmployer) return { kind: "employer", name: row.sponsorEmployer.orgName };
  return undefined;
}

/** The Batch JSON of a row; the status is derived at `now` (India days). */
export function batchJson(row: BatchRow, now: Date = new Date()): BatchJson {
  const sponsor = sponsorOf(row);
  return {
    id: row.id,
    programme: row.programme,
    title: row.title,
    startDate: dayOf(row.startDate),
    endDate: dayOf(row.endDate),
    mode: row.mode,
    ...(row.location ? { location: row.location } : {}),
    seats: row.seats,
    seatsLeft: seatsLeft(row),
    trainer: { name: row.trainer.name },
    ...(sponsor ? { sponsor } : {}),
    status: batchStatus(row, now),
    sessions: row.sessions.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), topic: s.topic })),
  };
}

/** The batch as its trainer and those holding a seat see it: the Batch JSON and the meeting link. */
export function enrolledBatchJson(row: BatchRow, now: Date = new Date()): EnrolledBatchJson {
  return { ...batchJson(row, now), ...(row.meetingUrl ? { meetingUrl: row.meetingUrl } : {}) };
}
