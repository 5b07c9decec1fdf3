// POST admin/batches/{id}/cancel (issue 44): an admin cancels a batch with a reason. The rules:
// - A transition(): a conditional update on "neither cancelled nor finished" stamps cancelledAt and the
//   reason, frees every seat (seatsTaken 0: the batch holds nobody's) and bumps the version (an edit
//   begun before is then 409). A finished batch is 409 BATCH_FINISHED (its results are final).
// - Cancelling again, later or at the same moment, changes nothing and answers 200 with the batch as
//   the first cancel left it (its reason); nobody is mailed twice.
// - The enrolments keep their status (My training says "This batch was cancelled"), so what each person
//   had is not lost; nothing of a cancelled batch runs (no enrolment, check-in, reminder, result or finish).
// - Everyone enrolled or waiting gets a notification (same transaction) and a mail with the reason
//   (after the commit, once per batch and person: sendOnce), and so does the trainer; never an account
//   scheduled for deletion.
import "server-only";
import { conflict, forbidden } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { transition } from "@/lib/transitions/transition";
import type { AdminBatchJson } from "@/lib/academy/contract/batches";
import type { CancelBatchInput } from "@/lib/academy/schemas/batches";
import { BATCH_FINISHED_MESSAGE } from "@/lib/academy/rules/sessions";
import { batchCancelledMail, batchCancelMailKey } from "@/lib/academy/mails/batch-changes";
import { adminBatchJson, BATCH_NOT_FOUND_MESSAGE, batchFacts, mailPeople, type BatchMail } from "@/lib/academy/service/admin-batches";
import { revalidateProgrammePage } from "@/lib/academy/service/revalidate";

/** Thrown inside the transaction when a cancel came first: nothing to write, the answer is the batch. */
class AlreadyCancelled extends Error {}

type Person = { id: string; to: string; name: string; role: "enrolled" | "waitlisted" | "trainer"; leaving: boolean };

const personFields = { id: true, name: true, email: true, deletionRequestedAt: true, deletedAt: true } as const;

const batchAnswer = async (id: string, now: Date) => (await adminBatchJson(id, now))!;

/** POST admin/batches/{id}/cancel (see above): the cancelled batch as the admin sees it. */
export async function cancelBatch(admin: SessionUser, id: string, { reason }: CancelBatchInput, now: Date = new Date()): Promise<AdminBatchJson> {
  if (admin.role !== "Admin") throw forbidden();
  const people: Person[] = [];
  let result: AdminBatchJson;
  try {
    result = await transition("cancel batch", {
      update: (tx) =>
        tx.batch.updateMany({
          where: { id, cancelledAt: null, finishedAt: null },
          data: { cancelledAt: now, cancelReason: reason, seatsTaken: 0, version: { increment: 1 } },
        }),
      exists: async (tx) => (await tx.batch.count({ where: { id } })) === 1,
      onStale: async (tx) => {
        const row = await tx.batch.findUniqueOrThrow({ where: { id }, select: { finishedAt: true } });
        if (row.finishedAt) throw conflict(BATCH_FINISHED_MESSAGE, "BATCH_FINISHED");
        throw new AlreadyCancelled();
      },
      record: async (tx) => {
        // Read after the update, under the batch's lock: an enrolment that came first is here, a later one is refused.
        const batch = await tx.batch.findUniqueOrThrow({ where: { id }, select: { title: true, trainer: { select: personFields } } });
        const enrolments = await tx.enrollment.findMany({
          where: { batchId: id, status: { in: ["enrolled", "waitlisted"] } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: { status: true, candidate: { select: personFields } },
        });
        const person = (u: typeof batch.trainer, role: Person["role"]): Person => ({
          id: u.id,
          to: u.email,
          name: u.name,
          role,
          leaving: u.deletionRequestedAt !== null || u.deletedAt !== null,
        });
        people.push(...enrolments.map((e) => person(e.candidate, e.status === "enrolled" ? "enrolled" : "waitlisted")), person(batch.trainer, "trainer"));
        if (enrolments.length === 0) return;
        await tx.notification.createMany({
          data: enrolments.map((e) => ({
            userId: e.candidate.id,
            kind: "training",
            title: "Batch cancelled",
            body: `${batch.title}: ${reason}`,
            link: "/candidate/training",
          })),
        });
      },
      load: () => batchAnswer(id, now),
      notFoundMessage: BATCH_NOT_FOUND_MESSAGE,
      options: { maxWait: 15_000, timeout: 30_000 },
    });
  } catch (error) {
    if (error instanceof AlreadyCancelled) return batchAnswer(id, now);
    throw error;
  }

  revalidateProgrammePage(result.programme.slug);
  const facts = batchFacts(result, now);
  const mails: BatchMail[] = people
    .filter((p) => !p.leaving)
    .map((p) => ({ key: batchCancelMailKey(id, p.id), mail: batchCancelledMail(p, facts, reason, p.role) }));
  await mailPeople(mails, `batch ${id} cancelled`);
  return result;
}
