// Rosters as spreadsheets write them, and CGPA (decisions.md section 20): header names match ignoring case,
// spaces and underscores, in any order; a `cgpa` column (0-10) may stand instead of `marks`; roll numbers
// compare without case or surrounding spaces; a drive's minimum marks compares a CGPA times 9.5 unless the
// institute sets `cgpaFactor` (PATCH university/policy), read in SQL by eligibility.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { callRoute } from "@/tests/helpers/call-route";
import { createUser } from "@/tests/factories";
import { accept, COURSE, driveBody, YEAR } from "@/tests/campus/drive-fixtures";
import { createInstitute, csvFile } from "@/tests/campus/roster-fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { importStudents } = await import("@/lib/campus/service/roster-import");
const { createDrive } = await import("@/lib/campus/service/drives");
const { listDrives } = await import("@/lib/campus/service/drive-lists");
const { registerForDrive } = await import("@/lib/campus/service/drive-register");
const policyRoute = await import("@/app/api/v1/university/policy/route");

const EMPTY = { created: 0, updated: 0, awaitingConfirmation: 0 };
const HEADER = "Roll No,NAME,E_mail,Course,Passing Year,CGPA,backlogs";
let n = 0;
/** A line of HEADER's columns: a new student of the drive's course and year with this CGPA. */
const line = (rollNo: string, cgpa: string) => `${rollNo},Student ${rollNo.trim()},cgpa${++n}-${rollNo.trim().toLowerCase()}@test.example,${COURSE},${YEAR},${cgpa},0`;

const patchPolicy = (as: SessionUser, body: unknown) => callRoute(policyRoute.PATCH, { as, method: "PATCH", path: "/api/v1/university/policy", body });

async function accountOf(universityId: string, rollNo: string): Promise<SessionUser> {
  const student = await db.student.findFirstOrThrow({ where: { universityId, rollNo }, select: { user: { select: { id: true, email: true, name: true, role: true } } } });
  return student.user as SessionUser;
}

describe("a spreadsheet's roster", () => {
  it("takes its own header names in any order, and a CGPA instead of marks (kept as given; the profile says CGPA)", async () => {
    const { user, university } = await createInstitute("Header Institute");
    const report = await importStudents(user, csvFile(`${HEADER}\n${line("H-1", "8.4")}\n${line("H-2", "7")}\n`));
    expect(report).toEqual({ ...EMPTY, created: 2, errors: [] });
    const record = await db.student.findFirstOrThrow({ where: { universityId: university.id, rollNo: "H-1" }, select: { marks: true, cgpa: true, userId: true } });
    expect([record.marks, record.cgpa?.toNumber()]).toEqual([null, 8.4]);
    expect((await db.candidateProfile.findUniqueOrThrow({ where: { userId: record.userId } })).marks).toBe("8.4 CGPA");
  });

  it("refuses a header it cannot read: an unknown or repeated column, or no marks nor cgpa", async () => {
    const { user } = await createInstitute();
    const first = async (header: string) => (await importStudents(user, csvFile(`${header}\nx\n`))).errors[0].message;
    expect(await first("name,email,Roll Number,course,passingYear,marks,backlogs")).toMatch(/; "Roll Number" is not one of them\.$/);
    expect(await first("name,email,rollNo,roll_no,course,passingYear,marks,backlogs")).toMatch(/; rollNo is named twice\.$/);
    expect(await first("name,email,rollNo,course,passingYear,backlogs")).toMatch(/; missing: marks \(or cgpa\)\.$/);
  });

  it("with both columns, each line gives one: neither or both is refused, and a CGPA over 10", async () => {
    const { user, university } = await createInstitute();
    const header = "name,email,rollNo,course,passingYear,marks,cgpa,backlogs";
    const row = (roll: string, marks: string, cgpa: string) => `S ${roll},${roll.toLowerCase()}-${++n}@test.example,${roll},B.Tech,2027,${marks},${cgpa},0`;
    const report = await importStudents(user, csvFile([header, row("B-1", "72", ""), row("B-2", "", "8.1"), row("B-3", "", ""), row("B-4", "70", "7"), row("B-5", "", "11")].join("\n")));
    expect(report.errors).toEqual([
      { line: 4, message: "marks (or cgpa) is required" },
      { line: 5, message: "marks and cgpa: give one of them, not both" },
      { line: 6, message: "cgpa is a number from 0 to 10" },
    ]);
    expect(await db.student.count({ where: { universityId: university.id } })).toBe(0);
  });

  it("matches roll numbers without case or surrounding spaces: in the file, and against the students it has", async () => {
    const { user, university } = await createInstitute();
    expect((await importStudents(user, csvFile(`${HEADER}\n${line("Cs-1", "8")}\n`))).created).toBe(1);
    const again = await importStudents(user, csvFile(`${HEADER}\n${line(" cs-1 ", "8.5")}\n`));
    expect(again).toEqual({ ...EMPTY, updated: 1, errors: [] });
    const records = await db.student.findMany({ where: { universityId: university.id }, select: { rollNo: true, cgpa: true } });
    expect(records.map((r) => [r.rollNo, r.cgpa?.toNumber()])).toEqual([["Cs-1", 8.5]]);
    const twice = await importStudents(user, csvFile(`${HEADER}\n${line("A-7", "8")}\n${line("a-7", "8")}\n`));
    expect(twice.errors).toEqual([{ line: 3, message: "rollNo a-7 is already on line 2" }]);
  });
});

describe("eligibility with a CGPA", () => {
  async function setup() {
    const { user, university } = await createInstitute("CGPA Institute");
    await importStudents(user, csvFile(`${HEADER}\n${line("G-1", "6.4")}\n${line("G-2", "6.2")}\n`));
    const drive = await createDrive(await createUser({ role: "Admin" }), driveBody([university.id], { companyName: "Globex" }) as never);
    return { user, university, drive, pass: await accountOf(university.id, "G-1"), short: await accountOf(university.id, "G-2") };
  }
  const view = async (user: SessionUser, driveId: string) => (await listDrives(user, { page: 1 })).drives.find((d) => d.id === driveId);

  it("CGPA × 9.5 against the minimum (60%): 6.4 passes, 6.2 does not and is told why; the factor changes it for every drive", async () => {
    const { user, university, drive, pass, short } = await setup();
    await accept(drive.id, university.id);
    expect(await view(pass, drive.id)).toMatchObject({ eligible: true, reasons: [] });
    const reason = "Minimum marks 60%; your CGPA 6.2 counts as 58.9% (CGPA × 9.5).";
    expect(await view(short, drive.id)).toMatchObject({ eligible: false, reasons: [reason] });
    await expect(registerForDrive(short, { id: drive.id })).rejects.toMatchObject({ code: "NOT_ELIGIBLE", reasons: [reason] });

    const res = await patchPolicy(user, { cgpaFactor: 10 });
    expect(res.body.response).toEqual({ policy: "one_offer", cgpaFactor: 10 });
    expect(await view(short, drive.id)).toMatchObject({ eligible: true, reasons: [] });
    expect(await registerForDrive(short, { id: drive.id })).toMatchObject({ driveId: drive.id });
  });

  it("accepting a drive notifies the students the factor makes eligible (SQL)", async () => {
    const { user, drive, pass, short } = await setup();
    await patchPolicy(user, { cgpaFactor: 9.4 });
    const { respondToDrive } = await import("@/lib/campus/service/drives");
    await respondToDrive(user, { id: drive.id }, { accept: true });
    // 6.4 × 9.4 = 60.16 meets 60%; 6.2 × 9.4 = 58.28 does not.
    expect(await db.notification.count({ where: { userId: pass.id, kind: "drive" } })).toBe(1);
    expect(await db.notification.count({ where: { userId: short.id, kind: "drive" } })).toBe(0);
  });
});

describe("PATCH university/policy { policy?, cgpaFactor? }", () => {
  it("stores the factor (two decimals) or null (the default); keeps what is not sent; refuses a bad body", async () => {
    const { user, university } = await createInstitute();
    expect((await patchPolicy(user, { cgpaFactor: "9.25" })).body.response).toEqual({ policy: "one_offer", cgpaFactor: 9.25 });
    expect((await patchPolicy(user, { policy: "dream" })).body.response).toEqual({ policy: "dream", cgpaFactor: 9.25 });
    expect((await patchPolicy(user, { cgpaFactor: null })).body.response).toEqual({ policy: "dream", cgpaFactor: null });
    for (const body of [{}, { cgpaFactor: 0.5 }, { cgpaFactor: 25 }, { cgpaFactor: "abc" }, { cgpaFactor: true }]) {
      const res = await patchPolicy(user, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await db.university.findUniqueOrThrow({ where: { id: university.id }, select: { cgpaFactor: true } })).cgpaFactor).toBeNull();
  });
});
