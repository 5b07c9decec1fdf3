// PUT training/enrollments/{id}/result (decisions.md section 15): score >= 60 with attendance >= 75%
// completes the enrolment and issues a certificate (copied facts, verified skills with its code, one
// "Certificate issued" mail); anything less fails it. Only the batch's trainer; only a seat-holder;
// final once a certificate exists (409 CERTIFICATE_ISSUED), also when two results race.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { wasSent } from "@/lib/email/once";
import { createUser } from "@/tests/factories";
import { createBatch, createProgramme, enrolCandidate } from "@/tests/certificates/fixtures";
import type { SessionUser } from "@/lib/auth/types";
import type { EnrollmentJson } from "@/lib/academy/contract/common";
import { isCodeShape } from "@/lib/certificates/rules";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { PUT } = await import("@/app/api/v1/training/enrollments/[id]/result/route");
const { recordResultAction } = await import("@/lib/certificates/actions");
const { session } = await import("@/tests/helpers/mock-guards");

const record = (as: SessionUser | null, id: string, body: unknown) =>
  callRoute(PUT, { as, method: "PUT", path: `/api/v1/training/enrollments/${id}/result`, params: { id }, body });

/** A programme of two skills, a batch of `sessions`, a candidate present at `attended` of them. */
async function setup(opts: { sessions?: number; attended: number; status?: "enrolled" | "waitlisted" | "withdrawn"; discoverable?: boolean }) {
  const { programme, skills } = await createProgramme("Web Technologies", "React", "Node");
  const { batch, trainer } = await createBatch(programme.id, { sessions: opts.sessions ?? 4, title: "January evenings" });
  const { candidate, enrollment } = await enrolCandidate(batch.id, { attended: opts.attended, status: opts.status, discoverable: opts.discoverable });
  return { programme, skills, batch, trainer, candidate, enrollment };
}

describe("PUT training/enrollments/{id}/result", () => {
  it("score 60 with 75% attendance: completed, a certificate with the copied facts, verified skills with its code, one mail", async () => {
    const { programme, skills, trainer, candidate, enrollment } = await setup({ sessions: 4, attended: 3 });
    const res = await record(trainer, enrollment.id, { score: 60 });
    expect(res.status).toBe(200);
    const json = res.body.response as EnrollmentJson;
    expect(json).toMatchObject({ id: enrollment.id, status: "completed", attendance: 75, score: 60 });
    expect(json.batch).toMatchObject({ title: "January evenings", startDate: "2026-01-05", endDate: "2026-02-27" });
    expect(json.batch.sessions).toHaveLength(4);
    const code = json.certificate!.code;
    expect(isCodeShape(code)).toBe(true);

    const certificate = await db.certificate.findUniqueOrThrow({ where: { code } });
    expect(certificate).toMatchObject({
      enrollmentId: enrollment.id,
      candidateId: candidate.id,
      name: "Priya Nair",
      programmeTitle: programme.title,
      batchTitle: "January evenings",
      skills: [skills.Node.name, skills.React.name].sort(),
      score: 60,
      revokedAt: null,
    });
    expect(certificate.startDate.toISOString().slice(0, 10)).toBe("2026-01-05");

    const rows = await db.candidateSkill.findMany({ where: { userId: candidate.id }, orderBy: { skillId: "asc" } });
    expect(rows.map((r) => [r.skillId, r.source, r.level, r.certificateCode])).toEqual(
      [skills.Node.id, skills.React.id].sort().map((id) => [id, "verified", 3, code]),
    );

    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Certificate issued: ${programme.title}`);
    expect(mails[0].text).toContain(`/certificates/${code}`);
    expect(await wasSent(`certificate-issued:${code}`)).toBe(true);
  });

  it("85 or more gives level 4; a declared skill becomes verified; the discoverable switch is copied", async () => {
    const { skills, trainer, candidate, enrollment } = await setup({ attended: 4, discoverable: true });
    await db.candidateSkill.create({ data: { userId: candidate.id, skillId: skills.React.id, level: 5, source: "self", discoverable: true } });
    const res = await record(trainer, enrollment.id, { score: 85 });
    expect(res.status).toBe(200);
    const code = (res.body.response as EnrollmentJson).certificate!.code;
    const rows = await db.candidateSkill.findMany({ where: { userId: candidate.id } });
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ source: "verified", level: 4, certificateCode: code, discoverable: true });
  });

  it("score 59: failed, no certificate, no skill, no mail", async () => {
    const { trainer, candidate, enrollment } = await setup({ attended: 4 });
    const res = await record(trainer, enrollment.id, { score: 59 });
    expect(res.status).toBe(200);
    const json = res.body.response as EnrollmentJson;
    expect(json).toMatchObject({ status: "failed", score: 59, attendance: 100 });
    expect(json.certificate).toBeUndefined();
    expect(await db.certificate.count({ where: { candidateId: candidate.id } })).toBe(0);
    expect(await db.candidateSkill.count({ where: { userId: candidate.id } })).toBe(0);
    expect(mailsTo(candidate.email)).toHaveLength(0);
  });

  it("attendance 74% (37 of 50 sessions) fails even with a score of 100", async () => {
    const { trainer, candidate, enrollment } = await setup({ sessions: 50, attended: 37 });
    const res = await record(trainer, enrollment.id, { score: 100 });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ status: "failed", score: 100, attendance: 74 });
    expect(await db.certificate.count({ where: { candidateId: candidate.id } })).toBe(0);
  });

  it("a failed result may be corrected: recorded again, it passes and issues the certificate", async () => {
    const { trainer, enrollment } = await setup({ attended: 3 });
    expect((await record(trainer, enrollment.id, { score: 40 })).body.response).toMatchObject({ status: "failed" });
    const again = await record(trainer, enrollment.id, { score: "72" });
    expect(again.status).toBe(200);
    expect(again.body.response).toMatchObject({ status: "completed", score: 72, certificate: { code: expect.any(String) } });
  });

  it("once a certificate exists the result is final: 409 CERTIFICATE_ISSUED and nothing changes", async () => {
    const { trainer, enrollment } = await setup({ attended: 4 });
    const first = await record(trainer, enrollment.id, { score: 70 });
    const code = (first.body.response as EnrollmentJson).certificate!.code;
    const again = await record(trainer, enrollment.id, { score: 20 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("CERTIFICATE_ISSUED");
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({ status: "completed", score: 70 });
    expect(await db.certificate.findUniqueOrThrow({ where: { code } })).toMatchObject({ score: 70 });
  });

  it("two results at once: one certificate, the other answer 409 CERTIFICATE_ISSUED", async () => {
    const { trainer, candidate, enrollment } = await setup({ attended: 4 });
    const answers = await Promise.all([record(trainer, enrollment.id, { score: 80 }), record(trainer, enrollment.id, { score: 90 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe("CERTIFICATE_ISSUED");
    expect(await db.certificate.count({ where: { candidateId: candidate.id } })).toBe(1);
    expect(mailsTo(candidate.email)).toHaveLength(1);
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

  it("waitlisted or withdrawn: 409 INVALID_TRANSITION", async () => {
    const waiting = await setup({ attended: 0, status: "waitlisted" });
    const res = await record(waiting.trainer, waiting.enrollment.id, { score: 90 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("INVALID_TRANSITION");
    const gone = await setup({ attended: 4, status: "withdrawn" });
    expect((await record(gone.trainer, gone.enrollment.id, { score: 90 })).body.code).toBe("INVALID_TRANSITION");
    expect(await db.certificate.count({ where: { candidateId: { in: [waiting.candidate.id, gone.candidate.id] } } })).toBe(0);
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: waiting.enrollment.id } })).toMatchObject({ status: "waitlisted", score: null });
  });

  it("a score outside 0-100, not whole, or missing is 400 on score", async () => {
    const { trainer, enrollment } = await setup({ attended: 4 });
    for (const body of [{ score: 101 }, { score: -1 }, { score: 59.5 }, { score: "abc" }, {}]) {
      const res = await record(trainer, enrollment.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.score).toBe("Score must be a whole number from 0 to 100");
    }
  });

  it("no mail to a person who asked to delete their account (the certificate still stands)", async () => {
    const { trainer, candidate, enrollment } = await setup({ attended: 4 });
    await db.user.update({ where: { id: candidate.id }, data: { deletionRequestedAt: new Date() } });
    expect((await record(trainer, enrollment.id, { score: 75 })).status).toBe(200);
    expect(await db.certificate.count({ where: { candidateId: candidate.id } })).toBe(1);
    expect(mailsTo(candidate.email)).toHaveLength(0);
  });

  it("recordResultAction: the trainer page's form, the same service", async () => {
    const { trainer, enrollment } = await setup({ attended: 3 });
    session.user = trainer;
    const result = await recordResultAction({ id: enrollment.id, score: 65 });
    expect(result).toMatchObject({ ok: true, data: { status: "completed", score: 65 } });
    session.user = await createUser({ role: "Candidate" });
    expect(await recordResultAction({ id: enrollment.id, score: 65 })).toMatchObject({ ok: false, status: 403 });
  });
});
