// POST training/batches/{id}/finish (decisions.md section 20): after the last session has ended the
// batch's trainer finishes it; every seat-holder's draft becomes final: score >= 60 and attendance >= 75 %
// completed with a certificate (copied facts, verified skills with its code, one mail), anything else
// (no score included) failed with the reason. The batch is completed; results and registers are final.
// Exactly once: two finishes at once issue each certificate once (the second answers 409
// BATCH_FINISHED); too early is 409 NOT_FINISHED; only the batch's own trainer.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { wasSent } from "@/lib/email/once";
import { createUser } from "@/tests/factories";
import { createBatch, createProgramme, enrolCandidate } from "@/tests/certificates/fixtures";
import type { SessionUser } from "@/lib/auth/types";
import type { FinishedBatchJson } from "@/lib/certificates/contract";
import { isCodeShape } from "@/lib/certificates/rules";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { POST } = await import("@/app/api/v1/training/batches/[id]/finish/route");
const { PUT: resultRoute } = await import("@/app/api/v1/training/enrollments/[id]/result/route");
const { PUT: attendanceRoute } = await import("@/app/api/v1/training/sessions/[id]/attendance/route");
const { finishBatchAction } = await import("@/lib/certificates/actions");
const { trainerBatch } = await import("@/lib/academy/service/trainer");
const { session } = await import("@/tests/helpers/mock-guards");

const finish = (as: SessionUser | null, id: string) => callRoute(POST, { as, method: "POST", path: `/api/v1/training/batches/${id}/finish`, params: { id } });
const score = (as: SessionUser, id: string, value: number) =>
  callRoute(resultRoute, { as, method: "PUT", path: `/api/v1/training/enrollments/${id}/result`, params: { id }, body: { score: value } });

/** A programme teaching React and Node, a batch of `sessions` ended sessions. */
async function batchOf(sessions: number) {
  const { programme, skills } = await createProgramme("Web Technologies", "React", "Node");
  const { batch, trainer } = await createBatch(programme.id, { sessions, title: "January evenings" });
  return { programme, skills, batch, trainer };
}

/** A candidate present at `attended` sessions with a draft `score` (none when undefined). */
async function candidate(batchId: string, trainer: SessionUser, name: string, attended: number, value?: number) {
  const made = await enrolCandidate(batchId, { attended, name });
  if (value !== undefined) expect((await score(trainer, made.enrollment.id, value)).status).toBe(200);
  return made;
}

describe("POST training/batches/{id}/finish", () => {
  it("completes those with score >= 60 and attendance >= 75 % (a certificate each), fails the rest with the reason", async () => {
    const { programme, skills, batch, trainer } = await batchOf(4);
    const pass = await candidate(batch.id, trainer, "Asha Rao", 3, 60);
    const low = await candidate(batch.id, trainer, "Ravi Kumar", 4, 59);
    const absent = await candidate(batch.id, trainer, "Zoya Khan", 2, 95);
    const none = await candidate(batch.id, trainer, "Dev Patel", 4);
    const waiting = await enrolCandidate(batch.id, { status: "waitlisted", name: "Wait Listed" });

    const res = await finish(trainer, batch.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const json = res.body.response as FinishedBatchJson;
    expect(json).toMatchObject({ id: batch.id, status: "completed", finishedAt: expect.any(String) });
    expect(json.enrollments.map(({ name, status, score: s, attendance, reason }) => ({ name, status, score: s, attendance, reason }))).toEqual([
      { name: "Asha Rao", status: "completed", score: 60, attendance: 75, reason: undefined },
      { name: "Dev Patel", status: "failed", score: undefined, attendance: 100, reason: "no_score" },
      { name: "Ravi Kumar", status: "failed", score: 59, attendance: 100, reason: "score" },
      { name: "Zoya Khan", status: "failed", score: 95, attendance: 50, reason: "attendance" },
    ]);
    const code = json.enrollments[0].certificate!.code;
    expect(isCodeShape(code)).toBe(true);

    const certificate = await db.certificate.findUniqueOrThrow({ where: { code } });
    expect(certificate).toMatchObject({
      enrollmentId: pass.enrollment.id,
      candidateId: pass.candidate.id,
      name: "Asha Rao",
      programmeTitle: programme.title,
      batchTitle: "January evenings",
      skills: [skills.Node.name, skills.React.name].sort(),
      score: 60,
      revokedAt: null,
    });
    const rows = await db.candidateSkill.findMany({ where: { userId: pass.candidate.id }, orderBy: { skillId: "asc" } });
    expect(rows.map((r) => [r.skillId, r.source, r.level, r.certificateCode])).toEqual([skills.Node.id, skills.React.id].sort().map((id) => [id, "verified", 3, code]));
    const mails = mailsTo(pass.candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Certificate issued: ${programme.title}`);
    expect(mails[0].text).toContain(`/certificates/${code}`);
    expect(await wasSent(`certificate-issued:${code}`)).toBe(true);

    for (const other of [low, absent, none]) {
      expect(await db.certificate.count({ where: { candidateId: other.candidate.id } })).toBe(0);
      expect(await db.candidateSkill.count({ where: { userId: other.candidate.id } })).toBe(0);
      expect(mailsTo(other.candidate.email)).toHaveLength(0);
    }
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: waiting.enrollment.id } })).toMatchObject({ status: "waitlisted" });
    // The batch is completed for everyone from now on, its end date notwithstanding.
    expect((await trainerBatch(trainer, batch.id)).status).toBe("completed");
  });

  it("85 or more gives level 4, and a declared skill becomes verified", async () => {
    const { skills, batch, trainer } = await batchOf(2);
    const { candidate: person } = await candidate(batch.id, trainer, "Asha Rao", 2, 85);
    await db.candidateSkill.create({ data: { userId: person.id, skillId: skills.React.id, level: 5, source: "self" } });
    expect((await finish(trainer, batch.id)).status).toBe(200);
    const rows = await db.candidateSkill.findMany({ where: { userId: person.id } });
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ source: "verified", level: 4 });
  });

  it("two finishes at once: one 200, one 409 BATCH_FINISHED, each certificate and mail exactly once", async () => {
    const { batch, trainer } = await batchOf(2);
    const people = [];
    for (const name of ["Asha Rao", "Ravi Kumar", "Zoya Khan"]) people.push(await candidate(batch.id, trainer, name, 2, 80));
    const answers = await Promise.all([finish(trainer, batch.id), finish(trainer, batch.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe("BATCH_FINISHED");
    for (const { candidate: person } of people) {
      expect(await db.certificate.count({ where: { candidateId: person.id } })).toBe(1);
      expect(mailsTo(person.email)).toHaveLength(1);
    }
    // And again later: nothing more.
    const again = await finish(trainer, batch.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("BATCH_FINISHED");
    expect(await db.certificate.count({ where: { enrollment: { batchId: batch.id } } })).toBe(3);
  });

  it("a finish racing a score and a register correction: no deadlock, and the finish decides on what it read", async () => {
    for (let round = 0; round < 3; round++) {
      const { batch, trainer } = await batchOf(2);
      const { enrollment } = await candidate(batch.id, trainer, `Asha Rao ${round}`, 2, 50);
      const sessionId = (await db.trainingSession.findFirstOrThrow({ where: { batchId: batch.id }, orderBy: { startsAt: "asc" } })).id;
      const [finished, scored, register] = await Promise.all([
        finish(trainer, batch.id),
        score(trainer, enrollment.id, 90),
        callRoute(attendanceRoute, { as: trainer, method: "PUT", params: { id: sessionId }, body: { present: [enrollment.id] } }),
      ]);
      expect(finished.status).toBe(200);
      expect([200, 409]).toContain(scored.status);
      expect([200, 409]).toContain(register.status);
      const row = await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id }, select: { status: true, score: true, certificate: { select: { score: true } } } });
      // A score saved before the finish is the one it judged (90 passes); one refused after it left 50 (fails).
      expect(row).toEqual(scored.status === 200 ? { status: "completed", score: 90, certificate: { score: 90 } } : { status: "failed", score: 50, certificate: null });
    }
  });

  it("before the last session has ended: 409 NOT_FINISHED naming when, and nothing changes", async () => {
    const { batch, trainer } = await batchOf(2);
    const { enrollment } = await candidate(batch.id, trainer, "Asha Rao", 2, 90);
    const endsAt = new Date(Date.now() + 60 * 60_000);
    await db.trainingSession.create({ data: { batchId: batch.id, startsAt: new Date(Date.now() - 60_000), endsAt, topic: "Running now" } });
    const res = await finish(trainer, batch.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("NOT_FINISHED");
    expect(res.body.message).toMatch(/^You can finish the batch after its last session ends on .+ IST\.$/);
    expect(await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).toMatchObject({ finishedAt: null });
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({ status: "enrolled", score: 90 });
    expect(await db.certificate.count({ where: { enrollmentId: enrollment.id } })).toBe(0);
  });

  it("after the finish, results and registers are final: 409 BATCH_FINISHED", async () => {
    const { batch, trainer } = await batchOf(2);
    const { enrollment } = await candidate(batch.id, trainer, "Asha Rao", 1, 90);
    expect((await finish(trainer, batch.id)).status).toBe(200);
    const result = await score(trainer, enrollment.id, 100);
    expect(result.status).toBe(409);
    expect(result.body.code).toBe("BATCH_FINISHED");
    const sessionId = (await db.trainingSession.findFirstOrThrow({ where: { batchId: batch.id } })).id;
    const register = await callRoute(attendanceRoute, { as: trainer, method: "PUT", params: { id: sessionId }, body: { present: [] } });
    expect(register.status).toBe(409);
    expect(register.body.code).toBe("BATCH_FINISHED");
    expect(await db.attendance.count({ where: { enrollmentId: enrollment.id } })).toBe(1);
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({ status: "failed", score: 90 });
  });

  it("keeps a certificate issued before results were drafts", async () => {
    const { programme, batch, trainer } = await batchOf(2);
    const { candidate: person, enrollment } = await candidate(batch.id, trainer, "Asha Rao", 2);
    await db.enrollment.update({ where: { id: enrollment.id }, data: { status: "completed", score: 77 } });
    const code = `LEGACY${randomBytes(5).toString("hex").toUpperCase()}`;
    await db.certificate.create({
      data: { code, enrollmentId: enrollment.id, candidateId: person.id, name: person.name, programmeTitle: programme.title, batchTitle: batch.title, startDate: batch.startDate, endDate: batch.endDate, score: 77 },
    });
    const res = await finish(trainer, batch.id);
    expect(res.status).toBe(200);
    expect((res.body.response as FinishedBatchJson).enrollments[0]).toMatchObject({ status: "completed", certificate: { code } });
    expect(await db.certificate.count({ where: { enrollmentId: enrollment.id } })).toBe(1);
  });

  it("another trainer's batch or an unknown id: 404; a candidate or an admin: 403; a cancelled batch: 409", async () => {
    const { batch, trainer } = await batchOf(2);
    const stranger = await createUser({ role: "Trainer" });
    expect((await finish(stranger, batch.id)).status).toBe(404);
    expect((await finish(trainer, "no-such-batch")).status).toBe(404);
    expect((await finish(await createUser({ role: "Candidate" }), batch.id)).status).toBe(403);
    expect((await finish(await createUser({ role: "Admin" }), batch.id)).status).toBe(403);
    expect((await finish(null, batch.id)).status).toBe(401);
    await db.batch.update({ where: { id: batch.id }, data: { cancelledAt: new Date() } });
    const cancelled = await finish(trainer, batch.id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe("INVALID_TRANSITION");
    expect(await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).toMatchObject({ finishedAt: null });
  });

  it("no mail to a person who asked to delete their account (the certificate still stands)", async () => {
    const { batch, trainer } = await batchOf(2);
    const { candidate: person } = await candidate(batch.id, trainer, "Asha Rao", 2, 75);
    await db.user.update({ where: { id: person.id }, data: { deletionRequestedAt: new Date() } });
    expect((await finish(trainer, batch.id)).status).toBe(200);
    expect(await db.certificate.count({ where: { candidateId: person.id } })).toBe(1);
    expect(mailsTo(person.email)).toHaveLength(0);
  });

  it("finishBatchAction: the dialog's confirm, the same service", async () => {
    const { batch, trainer } = await batchOf(2);
    await candidate(batch.id, trainer, "Asha Rao", 2, 70);
    session.user = await createUser({ role: "Candidate" });
    expect(await finishBatchAction({ id: batch.id })).toMatchObject({ ok: false, status: 403 });
    session.user = trainer;
    expect(await finishBatchAction({ id: batch.id })).toMatchObject({ ok: true, message: "Batch finished", data: { status: "completed" } });
    expect(await finishBatchAction({ id: batch.id })).toMatchObject({ ok: false, code: "BATCH_FINISHED" });
  });
});
