// The placement officer's bulk tools (decisions.md section 20, issue 44): "Verify all" locks the records
// shown in one call (own students only, at most 200); the eligible students who have not registered for a
// drive, and the reminder to them: a notification and a mail, each student at most once per drive a day,
// guarded by the database (two reminders at once remind once).
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { accept, closeRegistration, createStudent, createUniversity, driveBody } from "@/tests/campus/drive-fixtures";
import { createUser } from "@/tests/factories";
import { createInstitute, csv, csvFile, row } from "@/tests/campus/roster-fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { importStudents } = await import("@/lib/campus/service/roster-import");
const { createDrive } = await import("@/lib/campus/service/drives");
const { findTask } = await import("@/lib/registry/tasks");
const { readCandidate } = await import("@/lib/registry/personal-data/candidate");
const verifyRoute = await import("@/app/api/v1/university/students/verify/route");
const unregisteredRoute = await import("@/app/api/v1/drives/[id]/unregistered/route");
const remindersRoute = await import("@/app/api/v1/drives/[id]/reminders/route");

const verify = (as: SessionUser, body: unknown) => callRoute(verifyRoute.POST, { as, method: "POST", path: "/api/v1/university/students/verify", body });
const unregistered = (as: SessionUser, id: string, query = "") => callRoute(unregisteredRoute.GET, { as, path: `/api/v1/drives/${id}/unregistered${query}`, params: { id } });
const remind = (as: SessionUser, id: string, studentIds: string[]) =>
  callRoute(remindersRoute.POST, { as, method: "POST", path: `/api/v1/drives/${id}/reminders`, params: { id }, body: { studentIds } });

describe("POST university/students/verify", () => {
  it("locks the institute's own records shown, writes their academics to the profiles, and counts the newly locked", async () => {
    const { user, university } = await createInstitute("Verify Institute");
    await importStudents(user, csvFile(csv([row({ marks: "71" }), row({ marks: "64.5" })])));
    const ids = (await db.student.findMany({ where: { universityId: university.id }, select: { id: true } })).map((s) => s.id);
    await db.student.update({ where: { id: ids[0] }, data: { verifiedAt: new Date("2026-01-01T00:00:00Z") } });

    const res = await verify(user, { studentIds: ids });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ verified: 1 });
    const records = await db.student.findMany({ where: { id: { in: ids } }, select: { verifiedAt: true, userId: true, marks: true } });
    expect(records.every((r) => r.verifiedAt !== null)).toBe(true);
    // The first lock keeps its time.
    expect(records.some((r) => r.verifiedAt?.toISOString() === "2026-01-01T00:00:00.000Z")).toBe(true);
    const profiles = await db.candidateProfile.findMany({ where: { userId: { in: records.map((r) => r.userId) } }, select: { marks: true } });
    expect(profiles.map((p) => p.marks).sort()).toEqual(["64.5", "71"]);
  });

  it("another institute's student or a line awaiting confirmation: 404, nothing locked; more than 200 or none: 400", async () => {
    const mine = await createInstitute();
    const theirs = await createInstitute();
    await importStudents(mine.user, csvFile(csv([row()])));
    await importStudents(theirs.user, csvFile(csv([row()])));
    const own = await db.student.findFirstOrThrow({ where: { universityId: mine.university.id }, select: { id: true } });
    const other = await db.student.findFirstOrThrow({ where: { universityId: theirs.university.id }, select: { id: true } });
    const res = await verify(mine.user, { studentIds: [own.id, other.id] });
    expect(res.status).toBe(404);
    expect(await db.student.count({ where: { id: { in: [own.id, other.id] }, verifiedAt: { not: null } } })).toBe(0);
    expect((await verify(mine.user, { studentIds: [] })).status).toBe(400);
    expect((await verify(mine.user, { studentIds: Array.from({ length: 201 }, (_, i) => `id-${i}`) })).status).toBe(400);
    expect((await verify(await createUser({ role: "Employer" }), { studentIds: [own.id] })).status).toBe(403);
  });
});

describe("eligible students who have not registered, and reminders", () => {
  /** A drive accepted by a university with: two eligible students, one registered, one ineligible; and another institute's eligible student. */
  async function setup() {
    const uni = await createUniversity();
    const drive = await createDrive(await createUser({ role: "Admin" }), driveBody([uni.university.id], { companyName: "Globex" }) as never);
    await accept(drive.id, uni.university.id);
    const [a, b] = [await createStudent(uni.university.id, { rollNo: "U-1", name: "Asha" }), await createStudent(uni.university.id, { rollNo: "U-2", name: "Bilal" })];
    const registered = await createStudent(uni.university.id, { rollNo: "U-3" });
    await db.driveRegistration.create({ data: { driveId: drive.id, studentId: registered.student.id } });
    await createStudent(uni.university.id, { rollNo: "U-4", marks: 40 });
    const other = await createUniversity();
    const stranger = await createStudent(other.university.id, { rollNo: "U-1" });
    return { ...uni, drive, a, b, stranger };
  }

  it("lists only the institute's eligible students who have not registered, with the total", async () => {
    const { user, drive } = await setup();
    const res = await unregistered(user, drive.id);
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({
      students: [
        { id: expect.any(String), name: "Asha", rollNo: "U-1", course: expect.any(String), remindedToday: false },
        { id: expect.any(String), name: "Bilal", rollNo: "U-2", course: expect.any(String), remindedToday: false },
      ],
      total: 2,
      hasNextPage: false,
    });
  });

  it("reminds once a day: notified now, mailed once by the task; a second reminder that day (even at once) is skipped", async () => {
    const { user, drive, a, b } = await setup();
    const ids = [a.student.id, b.student.id];
    const [first, second] = await Promise.all([remind(user, drive.id, ids), remind(user, drive.id, ids)]);
    const reports = [first.body.response, second.body.response] as { reminded: number; skipped: number }[];
    expect(reports.map((r) => r.reminded).sort()).toEqual([0, 2]);
    expect(await db.notification.count({ where: { userId: a.user.id, title: `Reminder: register for ${drive.title} by Globex` } })).toBe(1);
    expect(await db.driveReminder.count({ where: { driveId: drive.id } })).toBe(2);
    expect(((await unregistered(user, drive.id)).body.response as { students: { remindedToday: boolean }[] }).students.every((s) => s.remindedToday)).toBe(true);

    const task = findTask("drive-reminders")!;
    await task.run({ now: new Date() });
    await task.run({ now: new Date() });
    expect(mailsTo(a.user.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^Register for Campus Hiring 2027 by Globex before /)]);
    expect(await db.driveReminder.count({ where: { driveId: drive.id, mailedAt: null } })).toBe(0);

    const again = await remind(user, drive.id, ids);
    expect(again.body.response).toEqual({ reminded: 0, skipped: 2 });
    expect(await db.notification.count({ where: { userId: a.user.id, kind: "drive", title: { startsWith: "Reminder" } } })).toBe(1);
    // The student's export holds it.
    expect((await readCandidate(a.user.id, () => null)).driveReminders).toEqual([{ drive: drive.title, company: "Globex", day: expect.any(String), mailedAt: expect.any(Date) }]);
  });

  it("another institute's student: 404, nobody reminded; a closed registration: 409 NOT_OPEN; a drive not accepted: 404", async () => {
    const { user, university, drive, a, stranger } = await setup();
    expect((await remind(user, drive.id, [a.student.id, stranger.student.id])).status).toBe(404);
    expect(await db.driveReminder.count({ where: { driveId: drive.id } })).toBe(0);
    await closeRegistration(drive.id);
    expect((await remind(user, drive.id, [a.student.id])).body.code).toBe("NOT_OPEN");
    await db.driveUniversity.update({ where: { driveId_universityId: { driveId: drive.id, universityId: university.id } }, data: { response: "declined" } });
    expect((await unregistered(user, drive.id)).status).toBe(404);
    expect((await remind(user, drive.id, [a.student.id])).status).toBe(404);
  });
});
