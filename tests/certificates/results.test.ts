// PUT training/enrollments/{id}/result (decisions.md sections 15 and 20): a draft score. It saves the
// score and changes nothing else (status, certificate, skills, mail) until the batch is finished
// (tests/certificates/finish.test.ts); the trainer may change it; after the finish it is final (409
// BATCH_FINISHED), as is a result whose certificate was issued under the old rule (409
// CERTIFICATE_ISSUED). Only the batch's trainer; only a seat-holder; 0-100 whole numbers.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";
import { createBatch, createProgramme, enrolCandidate } from "@/tests/certificates/fixtures";
import type { SessionUser } from "@/lib/auth/types";
import type { EnrollmentJson } from "@/lib/academy/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { PUT } = await import("@/app/api/v1/training/enrollments/[id]/result/route");
const { recordResultAction } = await import("@/lib/certificates/actions");
const { finishBatch } = await import("@/lib/certificates/service/finish");
const { session } = await import("@/tests/helpers/mock-guards");

const record = (as: SessionUser | null, id: string, body: unknown) =>
  callRoute(PUT, { as, method: "PUT", path: `/api/v1/training/enrollments/${id}/result`, params: { id }, body });

/** A programme of two skills, a batch of `sessions` (ended), a candidate present at `attended` of them. */
async function setup(opts: { sessions?: number; attended: number; status?: "enrolled" | "waitlisted" | "withdrawn" }) {
  const { programme, skills } = await createProgramme("Web Technologies", "React", "Node");
  const { batch, trainer } = await createBatch(programme.id, { sessions: opts.sessions ?? 4, title: "January evenings" });
  const { candidate, enrollment } = await enrolCandidate(batch.id, { attended: opts.attended, status: opts.status });
  return { programme, skills, batch, trainer, candidate, enrollment };
}

describe("PUT training/enrollments/{id}/result", () => {
  it("saves a draft score: the enrolment stays enrolled, no certificate, no skill, no mail", async () => {
    const { trainer, candidate, enrollment } = await setup({ sessions: 4, attended: 3 });
    const res = await record(trainer, enrollment.id, { score: 90 });
    expect(res.status).toBe(200);
    const json = res.body.response as EnrollmentJson;
    expect(json).toMatchObject({ id: enrollment.id, status: "enrolled", attendance: 75, score: 90 });
    expect(json.certificate).toBeUndefined();
    expect(json.batch).toMatchObject({ title: "January evenings", startDate: "2026-01-05", endDate: "2026-02-27" });
    expect(json.sessions.map((s) => s.attended)).toEqual([true, true, true, false]);
    expect(await db.certificate.count({ where: { candidateId: candidate.id } })).toBe(0);
    expect(await db.candidateSkill.count({ where: { userId: candidate.id } })).toBe(0);
    expect(mailsTo(candidate.email)).toHaveLength(0);
  });

  it("the trainer may change the draft as often as they like before the finish", async () => {
    const { trainer, enrollment } = await setup({ attended: 4 });
    for (const score of [40, "72", 100, 0]) {
      const res = await record(trainer, enrollment.id, { score });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({ status: "enrolled", score: Number(score) });
    }
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({ status: "enrolled", score: 0 });
  });

  it("after the finish the result is final: 409 BATCH_FINISHED and nothing changes", async () => {
    const { trainer, enrollment, batch } = await setup({ attended: 4 });
    await record(trainer, enrollment.id, { score: 70 });
    await finishBatch(trainer, { id: batch.id });
    const again = await record(trainer, enrollment.id, { score: 20 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("BATCH_FINISHED");
    expect(again.body.message).toBe("This batch is finished: its results are final.");
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({ status: "completed", score: 70 });
    expect((await db.certificate.findUniqueOrThrow({ where: { enrollmentId: enrollment.id } })).score).toBe(70);
  });

  it("a certificate issued before results were drafts keeps its result final: 409 CERTIFICATE_ISSUED", async () => {
    const { trainer, candidate, enrollment, batch, programme } = await setup({ attended: 4 });
    await db.enrollment.update({ where: { id: enrollment.id }, data: { status: "completed", score: 80 } });
    await db.certificate.create({
      data: {
        code: `LEGACY${randomBytes(5).toString("hex").toUpperCase()}`,
        enrollmentId: enrollment.id,
        candidateId: candidate.id,
        name: candidate.name,
        programmeTitle: programme.title,
        batchTitle: batch.title,
        startDate: batch.startDate,
        endDate: batch.endDate,
        score: 80,
      },
    });
    const res = await record(trainer, enrollment.id, { score: 20 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("CERTIFICATE_ISSUED");
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({ score: 80 });
  });

  it("another trainer's enrolment or an unknown id is 404; a candidate or an admin is 403", async () => {
    const { candidate, enrollment } = await setup({ attended: 4 });
    const stranger = await createUser({ role: "Trainer" });
    expect((await record(stranger, enrollment.id, { score: 90 })).status).toBe(404);
    expect((await record(stranger, "no-such-enrolment", { score: 90 })).status).toBe(404);
    expect((await record(candidate, enrollment.id, { score: 90 })).status).toBe(403);
    expect((await record(await createUser({ role: "Admin" }), enrollment.id, { score: 90 })).status).toBe(403);
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({ status: "enrolled", score: null });
  });

  it("waitlisted, withdrawn or in a cancelled batch: 409 INVALID_TRANSITION", async () => {
    const waiting = await setup({ attended: 0, status: "waitlisted" });
    const res = await record(waiting.trainer, waiting.enrollment.id, { score: 90 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("INVALID_TRANSITION");
    const gone = await setup({ attended: 4, status: "withdrawn" });
    expect((await record(gone.trainer, gone.enrollment.id, { score: 90 })).body.code).toBe("INVALID_TRANSITION");
    const cancelled = await setup({ attended: 4 });
    await db.batch.update({ where: { id: cancelled.batch.id }, data: { cancelledAt: new Date() } });
    expect((await record(cancelled.trainer, cancelled.enrollment.id, { score: 90 })).body.code).toBe("INVALID_TRANSITION");
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: waiting.enrollment.id } })).toMatchObject({ status: "waitlisted", score: null });
  });

  it("a score outside 0-100, not whole, or missing is 400 on score", async () => {
    const { trainer, enrollment } = await setup({ attended: 4 });
    for (const body of [{ score: 101 }, { score: -1 }, { score: 59.5 }, { score: "abc" }, {}]) {
      const res = await record(trainer, enrollment.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
      expect(res.body.errors?.score).toBe("Score must be a whole number from 0 to 100");
    }
  });

  it("recordResultAction: the trainer page's form, the same service", async () => {
    const { trainer, enrollment } = await setup({ attended: 3 });
    session.user = trainer;
    const result = await recordResultAction({ id: enrollment.id, score: 65 });
    expect(result).toMatchObject({ ok: true, message: "Draft score saved", data: { status: "enrolled", score: 65 } });
    session.user = await createUser({ role: "Candidate" });
    expect(await recordResultAction({ id: enrollment.id, score: 65 })).toMatchObject({ ok: false, status: 403 });
  });
});
