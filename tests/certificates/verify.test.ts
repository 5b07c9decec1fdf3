// GET certificates/{code} (public) and POST admin/certificates/{code}/revoke (decisions.md section 15):
// anyone verifies a code (valid or revoked, never the revocation's reason); an unknown code of any shape
// is the same 404 after the same primary-key look-up; revoking takes back the verified skills the
// certificate gave, except one another valid certificate verifies; twice is 409; admins only.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";
import { createBatch, createProgramme, enrolCandidate } from "@/tests/certificates/fixtures";
import type { SessionUser } from "@/lib/auth/types";
import type { AdminCertificateJson, CertificateJson, FinishedBatchJson } from "@/lib/certificates/contract";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { GET } = await import("@/app/api/v1/certificates/[code]/route");
const { POST } = await import("@/app/api/v1/admin/certificates/[code]/revoke/route");
const { GET: list } = await import("@/app/api/v1/admin/certificates/route");
const { PUT } = await import("@/app/api/v1/training/enrollments/[id]/result/route");
const { POST: FINISH } = await import("@/app/api/v1/training/batches/[id]/finish/route");
const { revokeCertificateAction } = await import("@/lib/certificates/actions");
const { session } = await import("@/tests/helpers/mock-guards");

const verify = (code: string, as: SessionUser | null = null) => callRoute(GET, { as, path: `/api/v1/certificates/${code}`, params: { code } });
const revoke = (as: SessionUser | null, code: string, body: unknown) =>
  callRoute(POST, { as, method: "POST", path: `/api/v1/admin/certificates/${code}/revoke`, params: { code }, body });

/** A candidate who passed a batch of a programme teaching `skills`: the certificate's code. */
async function passed(programmeId: string, candidate?: SessionUser, score = 80) {
  const { batch, trainer } = await createBatch(programmeId, { sessions: 2, title: "Weekend batch" });
  let enrollmentId: string;
  if (candidate) {
    const enrollment = await db.enrollment.create({ data: { batchId: batch.id, candidateId: candidate.id, status: "enrolled" } });
    const sessions = await db.trainingSession.findMany({ where: { batchId: batch.id }, select: { id: true } });
    await db.attendance.createMany({ data: sessions.map((s) => ({ sessionId: s.id, enrollmentId: enrollment.id })) });
    enrollmentId = enrollment.id;
  } else {
    const made = await enrolCandidate(batch.id, { attended: 2, name: "Arjun Mehta" });
    candidate = made.candidate;
    enrollmentId = made.enrollment.id;
  }
  expect((await callRoute(PUT, { as: trainer, method: "PUT", params: { id: enrollmentId }, body: { score } })).status).toBe(200);
  // The draft becomes the certificate when the trainer finishes the batch (decisions.md section 20).
  const res = await callRoute(FINISH, { as: trainer, method: "POST", params: { id: batch.id } });
  expect(res.status).toBe(200);
  return { code: (res.body.response as FinishedBatchJson).enrollments[0].certificate!.code, candidate };
}

describe("GET certificates/{code}", () => {
  it("a valid certificate, to anyone, in any case of its code", async () => {
    const { programme, skills } = await createProgramme("Robotics", "ROS", "Arduino");
    const { code } = await passed(programme.id);
    for (const asked of [code, code.toLowerCase()]) {
      const res = await verify(asked);
      expect(res.status).toBe(200);
      const json = res.body.response as CertificateJson;
      expect(Object.keys(json).sort()).toEqual(["batch", "code", "issuedAt", "name", "programme", "score", "skills", "status"]);
      expect(json).toMatchObject({
        code,
        name: "Arjun Mehta",
        programme: programme.title,
        batch: { title: "Weekend batch", startDate: "2026-01-05", endDate: "2026-02-27" },
        skills: [skills.Arduino.name, skills.ROS.name].sort(),
        score: 80,
        status: "valid",
      });
    }
  });

  it("a revoked one says so and when, never why", async () => {
    const { programme } = await createProgramme("Automation", "PLC");
    const { code } = await passed(programme.id);
    expect((await revoke(await createUser({ role: "Admin" }), code, { reason: "Exam irregularity" })).status).toBe(200);
    const json = (await verify(code)).body.response as CertificateJson;
    expect(json.status).toBe("revoked");
    expect(json.revokedAt).toEqual(expect.any(String));
    expect(JSON.stringify(json)).not.toContain("irregularity");
  });

  it("unknown codes, well-formed or not, are the same 404 after the same primary-key look-up; a huge one is 400", async () => {
    const spy = vi.spyOn(db.certificate, "findUnique");
    const answers = [];
    for (const code of ["0123456789ABCDEF", "not-a-code", "ILOU0000ILOU0000", "x"]) {
      const res = await verify(code);
      answers.push({ status: res.status, body: res.body });
    }
    expect(spy).toHaveBeenCalledTimes(4);
    spy.mockRestore();
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 404, body: { success: false, code: "NOT_FOUND", message: "Certificate not found" } });
    expect((await verify("A".repeat(65))).status).toBe(400);
  });
});

describe("POST admin/certificates/{code}/revoke", () => {
  it("revokes with the reason, and takes back the verified skills except one another valid certificate verifies", async () => {
    const admin = await createUser({ role: "Admin" });
    const web = await createProgramme("Web", "React", "Node");
    const first = await passed(web.programme.id, undefined, 90);
    // A second programme teaching React again (the same catalogue skill), passed with a lower score.
    const other = await db.programme.create({ data: { id: `${web.programme.id}-b`, slug: `${web.programme.id}-b`, title: `${web.programme.title} B`, summary: "x", durationWeeks: 2, position: 9999 } });
    await db.programmeSkill.create({ data: { programmeId: other.id, skillId: web.skills.React.id } });
    const second = await passed(other.id, first.candidate, 70);

    const before = await db.candidateSkill.findMany({ where: { userId: first.candidate.id }, orderBy: { skillId: "asc" } });
    // React stays with the first certificate, which proves the higher level (4 from a score of 85).
    expect(before.map((r) => [r.skillId, r.certificateCode, r.level])).toEqual(
      [
        [web.skills.Node.id, first.code, 4],
        [web.skills.React.id, first.code, 4],
      ].sort(),
    );

    const res = await revoke(admin, first.code, { reason: "Issued by mistake" });
    expect(res.status).toBe(200);
    const json = res.body.response as AdminCertificateJson;
    expect(json).toMatchObject({ code: first.code, status: "revoked", revokeReason: "Issued by mistake" });
    expect(await db.certificate.findUniqueOrThrow({ where: { code: first.code } })).toMatchObject({ revokeReason: "Issued by mistake", revokedAt: expect.any(Date) });

    // Node is gone; React now rests on the second certificate, at its level.
    const after = await db.candidateSkill.findMany({ where: { userId: first.candidate.id } });
    expect(after.map((r) => [r.skillId, r.source, r.certificateCode, r.level])).toEqual([[web.skills.React.id, "verified", second.code, 3]]);

    // Revoking the second one too leaves no verified skill.
    expect((await revoke(admin, second.code, { reason: "Also wrong" })).status).toBe(200);
    expect(await db.candidateSkill.count({ where: { userId: first.candidate.id } })).toBe(0);
  });

  it("twice is 409 (also when two admins revoke at once); an unknown code 404", async () => {
    const admin = await createUser({ role: "Admin" });
    const { programme } = await createProgramme("HR", "Payroll");
    const { code } = await passed(programme.id);
    const answers = await Promise.all([revoke(admin, code, { reason: "One" }), revoke(admin, code, { reason: "Two" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const again = await revoke(admin, code, { reason: "Three" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("CONFLICT");
    expect((await db.certificate.findUniqueOrThrow({ where: { code } })).revokeReason).toMatch(/^(One|Two)$/);
    expect((await revoke(admin, "0123456789ABCDEF", { reason: "x" })).status).toBe(404);
  });

  it("admins only: a trainer or candidate 403, a visitor 401; the reason is required, one line, at most 500", async () => {
    const { programme } = await createProgramme("Sales", "CRM");
    const { code, candidate } = await passed(programme.id);
    expect((await revoke(await createUser({ role: "Trainer" }), code, { reason: "x" })).status).toBe(403);
    expect((await revoke(candidate, code, { reason: "x" })).status).toBe(403);
    expect((await revoke(null, code, { reason: "x" })).status).toBe(401);
    const admin = await createUser({ role: "Admin" });
    for (const body of [{}, { reason: "  " }, { reason: "two\nlines" }, { reason: "x".repeat(501) }]) {
      const res = await revoke(admin, code, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.reason).toBeTruthy();
    }
    expect((await verify(code)).body.response).toMatchObject({ status: "valid" });
  });

  it("the console: search by code or name, paged, and the Revoke dialog's action", async () => {
    const admin = await createUser({ role: "Admin" });
    const { programme } = await createProgramme("Design", "Figma");
    const { code } = await passed(programme.id);
    const byCode = await callRoute(list, { as: admin, path: `/api/v1/admin/certificates?search=${code.slice(0, 6).toLowerCase()}` });
    expect((byCode.body.response as AdminCertificateJson[]).map((c) => c.code)).toContain(code);
    const byName = await callRoute(list, { as: admin, path: "/api/v1/admin/certificates?search=arjun%20meh&limit=1" });
    expect(byName.status).toBe(200);
    expect(byName.body.response as unknown[]).toHaveLength(1);
    expect(Number(byName.headers.get("x-total-count"))).toBeGreaterThanOrEqual(1);
    expect((await callRoute(list, { as: await createUser({ role: "Trainer" }) })).status).toBe(403);

    session.user = admin;
    expect(await revokeCertificateAction({ code, reason: "Duplicate" })).toMatchObject({ ok: true, data: { status: "revoked" } });
    expect(await revokeCertificateAction({ code, reason: "Again" })).toMatchObject({ ok: false, status: 409 });
  });
});
