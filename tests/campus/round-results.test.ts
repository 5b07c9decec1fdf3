// Round results (decisions.md section 18): POST drives/{id}/rounds/{roundId}/results as a CSV file
// (multipart) or JSON; the per-line report (bad header, unknown roll number, not in this round, twice,
// two institutes), all or nothing, the moves (advance, eliminate), the students' notifications, and
// who may record (the company side; the placement officer in officer-rounds.test.ts).
import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { callRoute } from "@/tests/helpers/call-route";
import { session } from "@/tests/helpers/mock-guards";
import { db } from "@/lib/db";
import { createEmployer, createUser } from "@/tests/factories";
import type { SessionUser } from "@/lib/auth/types";
import { companyDriveSetup, createDrive, createStudent, createUniversity, register } from "@/tests/campus/offer-fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const route = await import("@/app/api/v1/drives/[id]/rounds/[roundId]/results/route");

type Report = { updated: number; errors: { line: number; message: string }[] };

const pathOf = (id: string, roundId: string) => `/api/v1/drives/${id}/rounds/${roundId}/results`;

async function upload(as: SessionUser, id: string, roundId: string, csv: string) {
  session.user = as;
  const form = new FormData();
  form.append("file", new File([csv], "results.csv", { type: "text/csv" }));
  const req = new NextRequest(new URL(pathOf(id, roundId), "http://localhost"), { method: "POST", body: form });
  const res = await route.POST(req, { params: Promise.resolve({ id, roundId }) });
  return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; message?: string; response?: Report } };
}

const postJson = (as: SessionUser, id: string, roundId: string, body: unknown) =>
  callRoute(route.POST, { as, method: "POST", path: pathOf(id, roundId), params: { id, roundId }, body });

describe("POST drives/{id}/rounds/{roundId}/results (CSV)", () => {
  it("refuses a wrong header at line 1 and changes nothing", async () => {
    const { owner, drive } = await companyDriveSetup();
    const res = await upload(owner, drive.id, drive.rounds[0].id, "roll,result\nCS-1,advance\n");
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ updated: 0, errors: [{ line: 1, message: 'The first line must be "rollNo,result" (case, spaces and underscores do not matter).' }] });
    expect(await db.driveResult.count({ where: { roundId: drive.rounds[0].id } })).toBe(0);
  });

  it("reports each faulty line (unknown, not in this round, twice, bad result) and records nothing: all or nothing", async () => {
    const { owner, drive, students } = await companyDriveSetup({ students: 4 });
    await db.driveRegistration.update({ where: { id: students[1].registration.id }, data: { currentRound: 2 } });
    await db.driveRegistration.update({ where: { id: students[2].registration.id }, data: { eliminatedAt: new Date() } });
    const csv = ["rollNo,result", "CS-1,advance", "NOPE-9,advance", "CS-2,eliminate", "CS-3,advance", "CS-1,eliminate", "CS-4,promote"].join("\n");
    const res = await upload(owner, drive.id, drive.rounds[0].id, csv);
    expect(res.body.response).toEqual({
      updated: 0,
      errors: [
        { line: 3, message: "Roll number NOPE-9 is not registered for this drive." },
        { line: 4, message: "Roll number CS-2 is already past Round 1." },
        { line: 5, message: "Roll number CS-3 was eliminated in an earlier round." },
        { line: 6, message: "Roll number CS-1 appears more than once (first on line 2)." },
        { line: 7, message: "result must be advance or eliminate" },
      ],
    });
    const first = await db.driveRegistration.findUniqueOrThrow({ where: { id: students[0].registration.id } });
    expect(first.currentRound).toBe(1);
    expect(await db.driveResult.count({ where: { roundId: drive.rounds[0].id } })).toBe(0);
    expect(await db.notification.count({ where: { userId: students[0].user.id } })).toBe(0);
  });

  it("advances and eliminates in one go, and notifies each student", async () => {
    const { owner, drive, students } = await companyDriveSetup({ students: 3 });
    const csv = "\uFEFFrollNo,result\r\nCS-1,advance\r\nCS-2,eliminate\r\n\r\nCS-3,advance\r\n";
    const res = await upload(owner, drive.id, drive.rounds[0].id, csv);
    expect(res.body.response).toEqual({ updated: 3, errors: [] });

    const regs = await db.driveRegistration.findMany({ where: { driveId: drive.id }, orderBy: { student: { rollNo: "asc" } } });
    expect(regs.map((r) => [r.currentRound, r.eliminatedAt !== null])).toEqual([
      [2, false],
      [1, true],
      [2, false],
    ]);
    const results = await db.driveResult.findMany({ where: { roundId: drive.rounds[0].id }, select: { registrationId: true, result: true } });
    expect(new Map(results.map((r) => [r.registrationId, r.result]))).toEqual(
      new Map([
        [students[0].registration.id, "advance"],
        [students[1].registration.id, "eliminate"],
        [students[2].registration.id, "advance"],
      ]),
    );
    const [advanced] = await db.notification.findMany({ where: { userId: students[0].user.id } });
    expect(advanced).toMatchObject({ kind: "drive_round", title: `You advanced past Round 1 of ${drive.title}`, body: "Your next round is Round 2." });
    const [out] = await db.notification.findMany({ where: { userId: students[1].user.id } });
    expect(out.title).toBe(`You did not advance past Round 1 of ${drive.title}`);

    // The next round: the eliminated student is no longer in it; the last round's advance says so.
    const again = await upload(owner, drive.id, drive.rounds[1].id, "rollNo,result\nCS-1,advance\nCS-2,advance\n");
    expect(again.body.response?.errors).toEqual([{ line: 3, message: "Roll number CS-2 was eliminated in an earlier round." }]);
    const last = await upload(owner, drive.id, drive.rounds[1].id, "rollNo,result\nCS-1,advance\n");
    expect(last.body.response).toEqual({ updated: 1, errors: [] });
    const latest = await db.notification.findFirstOrThrow({ where: { userId: students[0].user.id }, orderBy: { createdAt: "desc" } });
    expect(latest.body).toContain("You have cleared every round");
  });

  it("refuses a file without a file part, and a round of another drive", async () => {
    const { owner, drive } = await companyDriveSetup({ students: 1 });
    const other = await createDrive({ universityIds: [] });
    session.user = owner;
    const form = new FormData();
    form.append("results", "CS-1,advance");
    const req = new NextRequest(new URL(pathOf(drive.id, drive.rounds[0].id), "http://localhost"), { method: "POST", body: form });
    const res = await route.POST(req, { params: Promise.resolve({ id: drive.id, roundId: drive.rounds[0].id }) });
    expect(res.status).toBe(400);
    expect((await upload(owner, drive.id, other.rounds[0].id, "rollNo,result\nCS-1,advance\n")).status).toBe(404);
  });
});

describe("POST drives/{id}/rounds/{roundId}/results (JSON, one by one)", () => {
  it("records one row; a roll number registered from two institutes needs its institute", async () => {
    const { owner, drive, university, students } = await companyDriveSetup({ students: 1 });
    const second = await createUniversity();
    await db.driveUniversity.create({ data: { driveId: drive.id, universityId: second.university.id, response: "accepted" } });
    const twin = await createStudent(second.university.id, { rollNo: "CS-1" });
    await register(drive.id, twin.student.id);

    const ambiguous = await postJson(owner, drive.id, drive.rounds[0].id, { results: [{ rollNo: "CS-1", result: "advance" }] });
    expect(ambiguous.status).toBe(200);
    expect(ambiguous.body.response).toEqual({
      updated: 0,
      errors: [{ line: 1, message: "Roll number CS-1 is registered from two institutes; record it one by one with the institute." }],
    });

    const one = await postJson(owner, drive.id, drive.rounds[0].id, { results: [{ rollNo: "CS-1", result: "eliminate", universityId: university.id }] });
    expect(one.body.response).toEqual({ updated: 1, errors: [] });
    expect((await db.driveRegistration.findUniqueOrThrow({ where: { id: students[0].registration.id } })).eliminatedAt).not.toBeNull();
    expect((await db.driveRegistration.findFirstOrThrow({ where: { studentId: twin.student.id } })).eliminatedAt).toBeNull();
  });

  it("400 for a bad result in JSON", async () => {
    const { owner, drive } = await companyDriveSetup({ students: 1 });
    const res = await postJson(owner, drive.id, drive.rounds[0].id, { results: [{ rollNo: "CS-1", result: "maybe" }] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION");
  });
});

describe("who may record results", () => {
  it("another company 404, a student 403, an admin may (the placement officer: tests/campus/officer-rounds.test.ts)", async () => {
    const { drive, students } = await companyDriveSetup({ students: 1 });
    const { user: stranger } = await createEmployer();
    const body = { results: [{ rollNo: "CS-1", result: "advance" }] };
    expect((await postJson(stranger, drive.id, drive.rounds[0].id, body)).status).toBe(404);
    expect((await postJson(students[0].user, drive.id, drive.rounds[0].id, body)).status).toBe(403);
    const admin = await createUser({ role: "Admin" });
    const res = await postJson(admin, drive.id, drive.rounds[0].id, body);
    expect(res.body.response).toEqual({ updated: 1, errors: [] });
  });

  it("a cancelled drive: 409 NOT_OPEN", async () => {
    const { owner, drive } = await companyDriveSetup({ students: 1 });
    await db.drive.update({ where: { id: drive.id }, data: { cancelledAt: new Date() } });
    const res = await postJson(owner, drive.id, drive.rounds[0].id, { results: [{ rollNo: "CS-1", result: "advance" }] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("NOT_OPEN");
  });
});
