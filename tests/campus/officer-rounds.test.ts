// The placement officer runs rounds too (decisions.md section 20, issue 44): a participating approved
// university records round results (JSON, or the company's CSV) and offers for its own students; another
// institute's student is 404, a drive it did not accept 404, before approval 403 NOT_APPROVED; roll numbers
// compare without case or surrounding spaces (the company's calls too); the same result recorded by the
// company and the officer at once is one result and one notification.
import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { callRoute } from "@/tests/helpers/call-route";
import { session } from "@/tests/helpers/mock-guards";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { companyDriveSetup, createStudent, createUniversity, register } from "@/tests/campus/offer-fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const resultsRoute = await import("@/app/api/v1/drives/[id]/rounds/[roundId]/results/route");
const offersRoute = await import("@/app/api/v1/drives/[id]/offers/route");
const { recordOneResultAction } = await import("@/lib/campus/actions/offers");

const results = (as: SessionUser, id: string, roundId: string, body: unknown) =>
  callRoute(resultsRoute.POST, { as, method: "POST", path: `/api/v1/drives/${id}/rounds/${roundId}/results`, params: { id, roundId }, body });
const offer = (as: SessionUser, id: string, body: unknown) => callRoute(offersRoute.POST, { as, method: "POST", path: `/api/v1/drives/${id}/offers`, params: { id }, body });

async function upload(as: SessionUser, id: string, roundId: string, csv: string) {
  session.user = as;
  const form = new FormData();
  form.append("file", new File([csv], "results.csv", { type: "text/csv" }));
  const req = new NextRequest(new URL(`/api/v1/drives/${id}/rounds/${roundId}/results`, "http://localhost"), { method: "POST", body: form });
  const res = await resultsRoute.POST(req, { params: Promise.resolve({ id, roundId }) });
  return { status: res.status, body: (await res.json()) as { code?: string; response?: { updated: number; errors: { line: number; message: string }[] } } };
}

/** The company's drive for a university (accepted, CS-1..CS-n registered) and a second institute's student registered as EE-1. */
async function twoInstitutes(students = 2) {
  const setup = await companyDriveSetup({ students });
  const other = await createUniversity();
  await db.driveUniversity.create({ data: { driveId: setup.drive.id, universityId: other.university.id, response: "accepted" } });
  const theirs = await createStudent(other.university.id, { rollNo: "EE-1", name: "Other Student" });
  await register(setup.drive.id, theirs.student.id);
  return { ...setup, other, theirs };
}

const terms = { salary: 650_000, joiningDate: "2027-07-01" };

describe("the officer records round results", () => {
  it("for its own students, by JSON or the company's CSV (any header case), roll numbers matched without case or spaces", async () => {
    const { drive, universityUser, university, students } = await companyDriveSetup({ students: 3 });
    const one = await results(universityUser, drive.id, drive.rounds[0].id, { results: [{ rollNo: "  cs-1 ", result: "advance", universityId: university.id }] });
    expect(one.status).toBe(200);
    expect(one.body.response).toEqual({ updated: 1, errors: [] });
    const note = await db.notification.findFirstOrThrow({ where: { userId: students[0].user.id } });
    expect(note).toMatchObject({ kind: "drive_round", title: `You advanced past Round 1 of ${drive.title}` });

    const csv = await upload(universityUser, drive.id, drive.rounds[0].id, "Roll No,RESULT\ncs-2,eliminate\n Cs-3 ,advance\n");
    expect(csv.body.response).toEqual({ updated: 2, errors: [] });
    const regs = await db.driveRegistration.findMany({ where: { driveId: drive.id }, orderBy: { student: { rollNo: "asc" } }, select: { currentRound: true, eliminatedAt: true } });
    expect(regs.map((r) => [r.currentRound, r.eliminatedAt !== null])).toEqual([
      [2, false],
      [1, true],
      [2, false],
    ]);
  });

  it("another institute's student: 404 when named by its institute, and never looked up by roll number", async () => {
    const { drive, universityUser, other, theirs } = await twoInstitutes(1);
    const named = await results(universityUser, drive.id, drive.rounds[0].id, { results: [{ rollNo: "EE-1", result: "eliminate", universityId: other.university.id }] });
    expect(named.status).toBe(404);
    const byRoll = await results(universityUser, drive.id, drive.rounds[0].id, { results: [{ rollNo: "EE-1", result: "eliminate" }] });
    expect(byRoll.body.response).toEqual({ updated: 0, errors: [{ line: 1, message: "Roll number EE-1 is not registered for this drive." }] });
    const csv = await upload(universityUser, drive.id, drive.rounds[0].id, "rollNo,result\nEE-1,eliminate\n");
    expect(csv.body.response?.updated).toBe(0);
    expect((await db.driveRegistration.findFirstOrThrow({ where: { studentId: theirs.student.id } })).eliminatedAt).toBeNull();
    expect(await db.notification.count({ where: { userId: theirs.user.id } })).toBe(0);
  });

  it("a drive the university did not accept (pending, declined, not invited) is 404; before approval 403 NOT_APPROVED", async () => {
    const { drive, university, universityUser } = await companyDriveSetup({ students: 1 });
    const body = { results: [{ rollNo: "CS-1", result: "advance" }] };
    const key = { driveId_universityId: { driveId: drive.id, universityId: university.id } };
    for (const response of ["pending", "declined"] as const) {
      await db.driveUniversity.update({ where: key, data: { response } });
      expect((await results(universityUser, drive.id, drive.rounds[0].id, body)).status).toBe(404);
    }
    const stranger = await createUniversity();
    expect((await results(stranger.user, drive.id, drive.rounds[0].id, body)).status).toBe(404);

    await db.driveUniversity.update({ where: key, data: { response: "accepted" } });
    for (const status of ["pending", "rejected"] as const) {
      await db.university.update({ where: { id: university.id }, data: { status } });
      const refused = await results(universityUser, drive.id, drive.rounds[0].id, body);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("NOT_APPROVED");
      expect((await offer(universityUser, drive.id, { rollNo: "CS-1", universityId: university.id, ...terms })).body.code).toBe("NOT_APPROVED");
    }
    expect(await db.driveResult.count({ where: { round: { driveId: drive.id } } })).toBe(0);
  });

  it("the row buttons' action: the officer's refusal says why", async () => {
    const { drive, universityUser, university } = await companyDriveSetup({ students: 1 });
    session.user = universityUser;
    const input = { id: drive.id, roundId: drive.rounds[0].id, rollNo: "CS-1", universityId: university.id, result: "advance" as const };
    expect(await recordOneResultAction(input)).toMatchObject({ ok: true, data: { updated: 1 } });
    expect(await recordOneResultAction(input)).toMatchObject({ ok: false, code: "INVALID_TRANSITION", message: "Roll number CS-1 is already past Round 1." });
  });
});

describe("the company and the officer at once", () => {
  // Without the conditional move (the registration still in the round) both would save and notify.
  it("the same result recorded by both: one result, one notification, the other 409 STALE_STATE", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { owner, drive, universityUser, university, students } = await companyDriveSetup({ students: 1 });
      const body = { results: [{ rollNo: "CS-1", result: "advance", universityId: university.id }] };
      const answers = await Promise.all([results(owner, drive.id, drive.rounds[0].id, body), results(universityUser, drive.id, drive.rounds[0].id, body)]);
      const ok = answers.filter((a) => a.status === 200 && (a.body.response as { updated: number }).updated === 1);
      expect(ok).toHaveLength(1);
      const other = answers.find((a) => a !== ok[0])!;
      // Lost the race inside the write (409), or read after the winner committed (the line's report).
      if (other.status === 409) expect(other.body.code).toBe("STALE_STATE");
      else expect(other.body.response).toEqual({ updated: 0, errors: [{ line: 1, message: "Roll number CS-1 is already past Round 1." }] });
      expect(await db.driveResult.count({ where: { registrationId: students[0].registration.id } })).toBe(1);
      expect(await db.notification.count({ where: { userId: students[0].user.id } })).toBe(1);
      expect((await db.driveRegistration.findUniqueOrThrow({ where: { id: students[0].registration.id } })).currentRound).toBe(2);
    }
  });
});

describe("roll numbers in the company's calls", () => {
  it("results and offers find the student whatever the case and surrounding spaces", async () => {
    const { owner, drive, university, students } = await companyDriveSetup({ students: 1 });
    expect((await results(owner, drive.id, drive.rounds[0].id, { results: [{ rollNo: " cs-1", result: "advance" }] })).body.response).toEqual({ updated: 1, errors: [] });
    const made = await offer(owner, drive.id, { rollNo: "Cs-1 ", universityId: university.id, ...terms });
    expect(made.status).toBe(201);
    expect(await db.offer.count({ where: { studentId: students[0].student.id } })).toBe(1);
    // A roll number with LIKE's wildcards is no pattern.
    expect((await offer(owner, drive.id, { rollNo: "CS_1", universityId: university.id, ...terms })).body.code).toBe("INVALID_TRANSITION");
  });
});

describe("the officer records an offer", () => {
  it("201 for its own student: the student is notified and mailed, the company told; another institute's 404", async () => {
    const { owner, drive, universityUser, university, students, other } = await twoInstitutes(1);
    const res = await offer(universityUser, drive.id, { rollNo: "cs-1", universityId: university.id, ...terms });
    expect(res.status).toBe(201);
    expect(res.body.response).toEqual({ id: expect.any(String), status: "pending" });
    expect(await db.notification.count({ where: { userId: students[0].user.id, title: `Offer from ${drive.companyName}` } })).toBe(1);
    expect(mailsTo(students[0].user.email).map((m) => m.subject)).toEqual([`Offer from ${drive.companyName}`]);
    expect(await db.notification.findFirstOrThrow({ where: { userId: owner.id } })).toMatchObject({ title: `${university.instituteName} recorded an offer to Student 1` });
    // The officer is not told of their own record.
    expect(await db.notification.count({ where: { userId: universityUser.id } })).toBe(0);

    const theirs = await offer(universityUser, drive.id, { rollNo: "EE-1", universityId: other.university.id, ...terms });
    expect(theirs.status).toBe(404);
    // The same student again, by the company: one offer per student and drive.
    expect((await offer(owner, drive.id, { rollNo: "CS-1", universityId: university.id, ...terms })).body.code).toBe("CONFLICT");
  });

  it("a drive the university did not accept: 404", async () => {
    const { drive, universityUser, university } = await companyDriveSetup({ students: 1 });
    await db.driveUniversity.update({ where: { driveId_universityId: { driveId: drive.id, universityId: university.id } }, data: { response: "declined" } });
    expect((await offer(universityUser, drive.id, { rollNo: "CS-1", universityId: university.id, ...terms })).status).toBe(404);
  });
});
