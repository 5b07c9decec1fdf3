// A university's students (decisions.md section 18): the list (own students, search, pages), the officer's
// lock (another institute's student 404) and the profile lock it puts on the candidate's course, passing
// year and marks; the universities look-up and the offer policy; the student record in the data export
// and the purge.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { StudentJson } from "@/lib/campus/contract/common";
import type { SessionUser } from "@/lib/auth/types";
import { createCandidate, createEmployer } from "@/tests/factories";
import { callRoute } from "@/tests/helpers/call-route";
import { as, callStep, callUpdate, formOf } from "@/tests/candidate-profile/helpers";
import { createInstitute, csv, csvFile, row } from "@/tests/campus/roster-fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { importStudents } = await import("@/lib/campus/service/roster-import");
const { getOwnStudentRecord } = await import("@/lib/campus/service/students");
const { readCandidate } = await import("@/lib/registry/personal-data/candidate");
const { readUniversity } = await import("@/lib/registry/personal-data/common");
const { purgeTask } = await import("@/lib/privacy/tasks/purge");
const studentsRoute = await import("@/app/api/v1/university/students/route");
const studentRoute = await import("@/app/api/v1/university/students/[id]/route");
const universitiesRoute = await import("@/app/api/v1/universities/route");
const policyRoute = await import("@/app/api/v1/university/policy/route");

const LOCKED = "Your institute has verified your course, passing year and marks; ask your placement officer to change them.";

const list = (user: SessionUser, query = "") => callRoute(studentsRoute.GET, { as: user, path: `/api/v1/university/students${query}` });
const lock = (user: SessionUser | null, id: string, verified: unknown) =>
  callRoute(studentRoute.PATCH, { as: user, method: "PATCH", path: `/api/v1/university/students/${id}`, params: { id }, body: { verified } });
const page = (res: Awaited<ReturnType<typeof list>>) => res.body.response as { students: StudentJson[]; hasNextPage: boolean };

/** An institute with one imported student; answers the institute, the student's record id and their account. */
async function instituteWithStudent(name = "Lock Institute") {
  const institute = await createInstitute(name);
  const student = row({ course: "B.Tech", passingYear: "2026", marks: "72.5" });
  await importStudents(institute.user, csvFile(csv([student])));
  const record = await db.student.findFirstOrThrow({ where: { universityId: institute.university.id }, select: { id: true, userId: true } });
  const account = await db.user.findUniqueOrThrow({ where: { id: record.userId }, select: { id: true, name: true, email: true, role: true } });
  return { ...institute, recordId: record.id, student: account };
}

describe("GET university/students", () => {
  it("lists only the institute's own students by roll number, searched by name, e-mail or roll number, a page at a time", async () => {
    const { user } = await createInstitute("List Institute");
    const rows = Array.from({ length: 51 }, (_, i) => row({ rollNo: `L-${String(i).padStart(3, "0")}`, name: i === 7 ? "Zoya Merchant" : `Student L${i}` }));
    await importStudents(user, csvFile(csv(rows)));
    const { user: other } = await createInstitute("Other Institute");
    await importStudents(other, csvFile(csv([row({ name: "Zoya Elsewhere" })])));

    const first = page(await list(user));
    expect(first.students).toHaveLength(50);
    expect(first.hasNextPage).toBe(true);
    expect(first.students[0]).toMatchObject({ rollNo: "L-000", course: "B.Tech", passingYear: 2026, marks: 72.5, backlogs: 0, verified: false, status: "invited" });
    const second = page(await list(user, "?page=2"));
    expect(second.students.map((s) => s.rollNo)).toEqual(["L-050"]);
    expect(second.hasNextPage).toBe(false);

    expect(page(await list(user, "?search=zoya")).students.map((s) => s.name)).toEqual(["Zoya Merchant"]);
    expect(page(await list(user, "?search=l-05")).students.map((s) => s.rollNo)).toEqual(["L-050"]);
    expect(page(await list(user, `?search=${encodeURIComponent(rows[3].email.toUpperCase())}`)).students.map((s) => s.rollNo)).toEqual(["L-003"]);

    const { user: candidate } = await createCandidate();
    expect((await list(candidate)).status).toBe(403);
  });
});

describe("PATCH university/students/{id}", () => {
  it("locks and unlocks the institute's own students; another institute's is 404, another role 403", async () => {
    const { user, recordId, student } = await instituteWithStudent();
    const locked = await lock(user, recordId, true);
    expect(locked.status).toBe(200);
    expect(locked.body.response).toMatchObject({ id: recordId, verified: true });
    const first = await db.student.findUniqueOrThrow({ where: { id: recordId }, select: { verifiedAt: true } });
    // Locking again keeps the first verification's time.
    await lock(user, recordId, true);
    expect((await db.student.findUniqueOrThrow({ where: { id: recordId }, select: { verifiedAt: true } })).verifiedAt).toEqual(first.verifiedAt);

    const { user: stranger } = await createInstitute("Stranger Institute");
    const foreign = await lock(stranger, recordId, false);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("NOT_FOUND");
    expect((await lock(student, recordId, false)).status).toBe(403);
    expect((await lock(user, recordId, "yes")).status).toBe(400);
    expect((await lock(user, "missing-id", false)).status).toBe(404);

    const unlocked = await lock(user, recordId, false);
    expect(unlocked.body.response).toMatchObject({ verified: false });
    expect(await getOwnStudentRecord(student)).toMatchObject({ id: recordId, verified: false, institute: { instituteName: "Lock Institute" }, marks: 72.5 });
  });

  it("a locked record refuses a change of course, passing year or marks in the candidate's profile; the same values pass", async () => {
    const { user, recordId, student } = await instituteWithStudent("Profile Lock Institute");
    // Before the lock the student may change them (the institute's record stays as it is).
    as(student);
    expect((await callStep(formOf({ step: "education", course: "B.Tech CSE", passingYear: "2026", marks: "8.1 CGPA" }))).status).toBe(200);

    // Locking writes the verified values into the profile.
    await lock(user, recordId, true);
    expect(await db.candidateProfile.findUniqueOrThrow({ where: { userId: student.id }, select: { course: true, passingYear: true, marks: true } })).toEqual({
      course: "B.Tech",
      passingYear: 2026,
      marks: "72.5",
    });
    as(student);
    const changed = await callStep(formOf({ step: "education", course: "B.Tech", passingYear: "2026", marks: "95" }));
    expect(changed.status).toBe(403);
    expect(changed.body).toMatchObject({ code: "FORBIDDEN", message: LOCKED });
    const submit = await callUpdate(formOf({ course: "M.Tech" }));
    expect(submit.status).toBe(403);
    expect(submit.body.message).toBe(LOCKED);
    const same = await callStep(formOf({ step: "education", course: "B.Tech", passingYear: "2026", marks: "72.5" }));
    expect(same.status).toBe(200);
    // Other fields still save.
    expect((await callUpdate(formOf({ fullName: "Renamed Student" }))).status).toBe(200);

    await lock(user, recordId, false);
    as(student);
    expect((await callStep(formOf({ step: "education", course: "B.Tech", passingYear: "2026", marks: "95" }))).status).toBe(200);
    as(null);
  });
});

describe("GET universities and PATCH university/policy", () => {
  it("any logged-in account finds at most 20 institutes by name; logged out is 401", async () => {
    const prefix = `Zenith ${Date.now()}`;
    for (let i = 0; i < 22; i++) await createInstitute(`${prefix} College ${String(i).padStart(2, "0")}`, i === 5 ? "Nashik" : "Pune");
    const { user: employer } = await createEmployer();
    const res = await callRoute(universitiesRoute.GET, { as: employer, path: `/api/v1/universities?search=${encodeURIComponent(prefix.toLowerCase())}` });
    expect(res.status).toBe(200);
    const { universities } = res.body.response as { universities: { id: string; instituteName: string; city: string }[] };
    expect(universities).toHaveLength(20);
    expect(universities[0]).toMatchObject({ instituteName: `${prefix} College 00`, city: "Pune" });
    expect(Object.keys(universities[0]).sort()).toEqual(["city", "id", "instituteName"]);
    expect(universities.map((u) => u.instituteName)).toEqual([...universities.map((u) => u.instituteName)].sort());

    const { user: candidate } = await createCandidate();
    const byCity = await callRoute(universitiesRoute.GET, { as: candidate, path: "/api/v1/universities?search=nashik" });
    expect((byCity.body.response as { universities: { instituteName: string }[] }).universities.map((u) => u.instituteName)).toContain(`${prefix} College 05`);
    expect((await callRoute(universitiesRoute.GET, { as: null, path: "/api/v1/universities" })).status).toBe(401);
  });

  it("the institute sets its offer policy; other roles 403, a bad value 400", async () => {
    const { user, university } = await createInstitute("Policy Institute");
    const patch = (as: SessionUser, body: unknown) => callRoute(policyRoute.PATCH, { as, method: "PATCH", path: "/api/v1/university/policy", body });
    const res = await patch(user, { policy: "dream" });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ policy: "dream", cgpaFactor: null });
    expect((await db.university.findUniqueOrThrow({ where: { id: university.id }, select: { policy: true } })).policy).toBe("dream");
    expect((await patch(user, { policy: "two_offers" })).status).toBe(400);
    const { user: employer } = await createEmployer();
    expect((await patch(employer, { policy: "one_offer" })).status).toBe(403);
  });
});

describe("personal data", () => {
  it("the student's export holds their record, the institute's a count; the purge deletes the record", async () => {
    const { user, university, recordId, student } = await instituteWithStudent("Export Institute");
    await lock(user, recordId, true);
    const exported = await readCandidate(student.id, () => null);
    expect(exported.student).toMatchObject({ institute: "Export Institute", course: "B.Tech", passingYear: 2026, marks: 72.5, backlogs: 0, verified: true });
    expect((await readUniversity(user.id)).studentCount).toBe(1);

    await db.user.update({ where: { id: student.id }, data: { deletionRequestedAt: new Date(Date.now() - 8 * 86_400_000) } });
    await purgeTask.run({ now: new Date() });
    expect(await db.student.count({ where: { id: recordId } })).toBe(0);
    expect(await db.university.count({ where: { id: university.id } })).toBe(1);
  });
});
