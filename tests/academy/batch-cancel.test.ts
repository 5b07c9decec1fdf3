// An admin cancels a batch (issue 44): POST admin/batches/{id}/cancel { reason } answers the batch
// cancelled with every seat freed; everyone enrolled or waitlisted (and the trainer) is mailed the reason
// once and notified, nobody else; the enrolments keep their status; nothing of the batch runs afterwards.
// Cancelling again (later or at once) changes nothing and mails nobody; a finished batch is 409.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { createTrainer } from "@/tests/academy/batch-fixtures";
import { cancelBatch, editBody, enrolPeople, newBatch, patchBatch, read } from "@/tests/academy/batch-admin-fixtures";
import type { AdminBatchJson } from "@/lib/academy/contract/batches";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { DELETE: withdrawRoute } = await import("@/app/api/v1/training/enrollments/[id]/route");
const { POST: enrollRoute } = await import("@/app/api/v1/training/batches/[id]/enroll/route");

const admin = await createUser({ role: "Admin", name: "Admin" });
const trainer = await createTrainer("Asha Trainer");

const cancelMails = (email: string) => mailsTo(email).filter((m) => m.subject.startsWith("Batch cancelled"));

describe("POST admin/batches/{id}/cancel", () => {
  it("cancels: seats freed, each person enrolled or waiting and the trainer mailed once with the reason and notified", async () => {
    const batch = await newBatch(admin, trainer.id, { seats: 2, title: "Doomed batch" });
    const [a, b, c, d] = await enrolPeople(batch.id, 4, "Cancel");
    // d withdraws (from the waitlist): not told.
    await callRoute(withdrawRoute, { as: d.user, method: "DELETE", path: `/api/v1/training/enrollments/${d.enrolment.id}`, params: { id: d.enrolment.id } });

    const res = await cancelBatch(admin, batch.id, { reason: "The trainer is unwell" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.response).toMatchObject({ status: "cancelled", cancelReason: "The trainer is unwell", seats: 2, seatsLeft: 2, enrolled: 2, waitlisted: 1, version: 1 });
    expect((await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).seatsTaken).toBe(0);

    for (const person of [a, b, c]) {
      const mails = cancelMails(person.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe("Batch cancelled: Doomed batch");
      expect(mails[0].text).toContain("The reason: The trainer is unwell");
      expect(await db.notification.count({ where: { userId: person.user.id, title: "Batch cancelled" } })).toBe(1);
    }
    expect(cancelMails(a.user.email)[0].text).toContain("Your seat is released");
    expect(cancelMails(c.user.email)[0].text).toContain("Your place on the waitlist is released");
    expect(cancelMails(d.user.email)).toEqual([]);
    expect(cancelMails(trainer.email).filter((m) => m.subject === "Batch cancelled: Doomed batch")).toHaveLength(1);

    // The enrolments keep their status; the batch takes nobody and cannot be edited.
    const statuses = await db.enrollment.findMany({ where: { batchId: batch.id }, orderBy: { createdAt: "asc" }, select: { status: true } });
    expect(statuses.map((s) => s.status)).toEqual(["enrolled", "enrolled", "waitlisted", "withdrawn"]);
    const late = await callRoute(enrollRoute, { as: d.user, method: "POST", path: `/api/v1/training/batches/${batch.id}/enroll`, params: { id: batch.id } });
    expect(late.body.code).toBe("ENROLMENT_CLOSED");
    const edit = await patchBatch(admin, batch.id, editBody(res.body.response as AdminBatchJson, { title: "Back" }));
    expect(edit.body.code).toBe("INVALID_TRANSITION");
  });

  it("cancelling again, later or two at once, answers the batch as first cancelled and mails nobody twice", async () => {
    const batch = await newBatch(admin, trainer.id);
    const [person] = await enrolPeople(batch.id, 1, "Twice");
    const both = await Promise.all([cancelBatch(admin, batch.id, { reason: "First reason" }), cancelBatch(admin, batch.id, { reason: "Second reason" })]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const kept = (await read(admin, batch.id)).cancelReason;
    expect(["First reason", "Second reason"]).toContain(kept);
    for (const answer of both) expect(answer.body.response).toMatchObject({ status: "cancelled", cancelReason: kept, version: 1 });
    const again = await cancelBatch(admin, batch.id, { reason: "Third reason" });
    expect(again.status).toBe(200);
    expect(again.body.response).toMatchObject({ cancelReason: kept, version: 1 });
    expect(cancelMails(person.user.email)).toHaveLength(1);
    expect(await db.notification.count({ where: { userId: person.user.id, title: "Batch cancelled" } })).toBe(1);
  });

  it("409 BATCH_FINISHED for a finished batch; the reason is required and one line; 404 unknown; 403 to others", async () => {
    const batch = await newBatch(admin, trainer.id);
    for (const reason of ["", "   ", "Line one\nline two"]) {
      const res = await cancelBatch(admin, batch.id, { reason });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toEqual(["reason"]);
    }
    expect((await cancelBatch(admin, batch.id, {})).body.errors?.reason).toBe("Please give the reason for cancelling");
    expect((await cancelBatch(trainer, batch.id, { reason: "No" })).status).toBe(403);
    expect((await cancelBatch(admin, "c0000000000000000000000000", { reason: "No" })).status).toBe(404);
    await db.batch.update({ where: { id: batch.id }, data: { finishedAt: new Date() } });
    const finished = await cancelBatch(admin, batch.id, { reason: "Too late" });
    expect(finished.status).toBe(409);
    expect(finished.body.code).toBe("BATCH_FINISHED");
    expect((await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).cancelledAt).toBeNull();
  });

  it("an account scheduled for deletion is notified but not mailed", async () => {
    const batch = await newBatch(admin, trainer.id);
    const [leaving] = await enrolPeople(batch.id, 1, "Leaving");
    await db.user.update({ where: { id: leaving.user.id }, data: { deletionRequestedAt: new Date() } });
    expect((await cancelBatch(admin, batch.id, { reason: "Not enough people" })).status).toBe(200);
    expect(cancelMails(leaving.user.email)).toEqual([]);
  });
});
