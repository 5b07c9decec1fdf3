// A batch as the admin edits it (issue 44): GET admin/batches/{id}, the answer of its edit and its
// cancel, and the /admin/batches/{id} page. The Batch JSON with what the editor needs beyond it: the
// meeting link, the trainer's id, each session's attendance (a session with attendance stays), how many
// people hold a seat and wait (who a change or the cancel mails), the version an edit names, and the
// cancel's or finish's stamps.
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import type { Mail } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AdminBatchJson } from "@/lib/academy/contract/batches";
import type { BatchFacts } from "@/lib/academy/mails/batch-changes";
import { batchSelect, enrolledBatchJson } from "@/lib/academy/service/batch-json";

export const BATCH_NOT_FOUND_MESSAGE = "Batch not found";

const adminBatchSelect = {
  ...batchSelect,
  version: true,
  cancelReason: true,
  trainer: { select: { id: true, name: true } },
  sessions: {
    select: { id: true, startsAt: true, endsAt: true, topic: true, _count: { select: { attendance: true } } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.BatchSelect;

/** The admin's view of batch `id` (null: no such batch). */
export async function adminBatchJson(id: string, now: Date = new Date()): Promise<AdminBatchJson | null> {
  const [row, counts] = await Promise.all([
    db.batch.findUnique({ where: { id }, select: adminBatchSelect }),
    db.enrollment.groupBy({ by: ["status"], where: { batchId: id, status: { in: ["enrolled", "waitlisted"] } }, _count: { _all: true } }),
  ]);
  if (!row) return null;
  const count = (status: string) => counts.find((c) => c.status === status)?._count._all ?? 0;
  const attended = new Map(row.sessions.map((s) => [s.id, s._count.attendance]));
  const json = enrolledBatchJson(row, now);
  return {
    ...json,
    trainer: { id: row.trainer.id, name: row.trainer.name },
    sessions: json.sessions.map((s) => ({ ...s, attended: attended.get(s.id) ?? 0 })),
    enrolled: count("enrolled"),
    waitlisted: count("waitlisted"),
    version: row.version,
    ...(row.cancelledAt ? { cancelledAt: row.cancelledAt.toISOString() } : {}),
    ...(row.cancelReason ? { cancelReason: row.cancelReason } : {}),
    ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
  };
}

/** GET admin/batches/{id} (admins): the batch as the admin edits it; an unknown id is 404. */
export async function getAdminBatch(admin: SessionUser, { id }: { id: string }, now: Date = new Date()): Promise<AdminBatchJson> {
  if (admin.role !== "Admin") throw forbidden();
  const json = await adminBatchJson(id, now);
  if (!json) throw notFound(BATCH_NOT_FOUND_MESSAGE);
  return json;
}

/** What the mails of an edit or a cancel say about the batch: its facts and the sessions still to come. */
export function batchFacts(batch: AdminBatchJson, now: Date): BatchFacts {
  return {
    id: batch.id,
    title: batch.title,
    programmeTitle: batch.programme.title,
    programmeSlug: batch.programme.slug,
    startDate: batch.startDate,
    endDate: batch.endDate,
    trainerName: batch.trainer.name,
    sessions: batch.sessions
      .filter((s) => Date.parse(s.endsAt) > now.getTime())
      .map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt), topic: s.topic })),
  };
}

export type BatchMail = { key: string; mail: Mail };

/** After the commit: each mail once (sendOnce); a failure is logged, the change stands, the others still go. */
export async function mailPeople(mails: BatchMail[], what: string): Promise<void> {
  for (const { key, mail } of mails) {
    try {
      await sendOnce(key, mail);
    } catch (error) {
      console.error(`[academy] ${what}: saved, but an e-mail failed:`, error instanceof Error ? error.message : error);
    }
  }
}
