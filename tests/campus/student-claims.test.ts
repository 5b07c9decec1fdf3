// A roster never takes over an account (issue 42, finding 1; decisions.md section 20). Each of these failed
// on the code before the fix, where a line with an existing candidate's e-mail linked the account at once,
// overwrote its course and marks, showed the importer whether the person had logged in, let it lock the
// record, and made the real institute's import fail ("student of another institute").
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import type { StudentJson } from "@/lib/campus/contract/common";
import { createCandidate } from "@/tests/factories";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { createInstitute, csv, csvFile, row, type Row } from "@/tests/campus/roster-fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { importStudents } = await import("@/lib/campus/service/roster-import");
const { listStudents, setStudentVerified } = await import("@/lib/campus/service/students");
const { mailStudentInvitations, MAILS_PER_UNIVERSITY } = await import("@/lib/campus/service/student-invitations");
const { POST: confirmRoute } = await import("@/app/api/v1/university/students/confirm/route");
const { readCandidate } = await import("@/lib/registry/personal-data/candidate");
const { readUniversity } = await import("@/lib/registry/personal-data/common");
const { purgeTask } = await import("@/lib/privacy/tasks/purge");

type Institute = Awaited<ReturnType<typeof createInstitute>>;
const importRows = (institute: Institute, rows: Row[]) => importStudents(institute.user, csvFile(csv(rows)));
const confirm = (as: SessionUser, token: string) => callRoute(confirmRoute, { as, method: "POST", path: "/api/v1/university/students/confirm", body: { token } });
const tokenOf = (email: string) => /student-confirm\?token=([\w-]+)/.exec(mailsTo(email).at(-1)?.text ?? "")?.[1] ?? "";
const listed = async (institute: Institute) => (await listStudents(institute.user, { page: 1 })).students;

async function candidateWithProfile(name: string) {
  const { user } = await createCandidate({ complete: true, name });
  return user as SessionUser;
}

describe("a roster line with an address that already has an account", () => {
  it("changes and links nothing, shows the institute only its own line, and cannot be locked", async () => {
    const person = await candidateWithProfile("Priya Real");
    const institute = await createInstitute("Importing Institute");
    const line = row({ email: person.email, name: "Name In The File", course: "MBA", marks: "55" });
    expect(await importRows(institute, [line])).toEqual({ created: 0, updated: 0, awaitingConfirmation: 1, errors: [] });

    const account = await db.user.findUniqueOrThrow({
      where: { id: person.id },
      select: { name: true, studentRecord: true, candidate: { select: { course: true, marks: true, passingYear: true } } },
    });
    expect(account).toEqual({ name: "Priya Real", studentRecord: null, candidate: { course: "B.Tech", marks: "8.0 CGPA", passingYear: 2020 } });

    const [shown] = await listed(institute);
    expect(shown).toEqual({
      id: expect.any(String),
      name: "Name In The File",
      email: person.email,
      rollNo: line.rollNo,
      course: "MBA",
      passingYear: 2026,
      marks: 55,
      cgpa: null,
      backlogs: 0,
      verified: false,
      status: "awaiting_confirmation",
    } satisfies StudentJson);
    await expect(setStudentVerified(institute.user, { id: shown.id }, { verified: true })).rejects.toMatchObject({ status: 404 });
  });

  it("the person confirms with the mailed link: the record is made from the line and the profile follows it", async () => {
    const person = await candidateWithProfile("Confirming Student");
    const institute = await createInstitute("Confirmed Institute");
    const line = row({ email: person.email, course: "MCA", marks: "81.25", passingYear: "2027" });
    await importRows(institute, [line]);
    await mailStudentInvitations(new Date());
    // Once: a second run mails nothing more.
    await mailStudentInvitations(new Date());
    const mails = mailsTo(person.email);
    expect(mails.map((m) => m.subject)).toEqual(["Do you study at Confirmed Institute?"]);
    expect(mails[0].text).not.toContain("reset-password");
    const token = tokenOf(person.email);

    // Someone else's account cannot use the link (as unknown as a wrong one).
    const other = await candidateWithProfile("Someone Else");
    expect((await confirm(other, token)).body).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await confirm(person, "not-a-token")).body).toMatchObject({ code: "INVALID_TOKEN" });

    const res = await confirm(person, token);
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({
      institute: { id: institute.university.id, instituteName: "Confirmed Institute" },
      rollNo: line.rollNo,
      course: "MCA",
      passingYear: 2027,
      marks: 81.25,
      cgpa: null,
      backlogs: 0,
    });
    const record = await db.student.findUniqueOrThrow({ where: { userId: person.id }, select: { universityId: true, rollNo: true } });
    expect(record).toEqual({ universityId: institute.university.id, rollNo: line.rollNo });
    expect(await db.candidateProfile.findUniqueOrThrow({ where: { userId: person.id }, select: { course: true, marks: true, passingYear: true } })).toEqual({
      course: "MCA",
      marks: "81.25",
      passingYear: 2027,
    });
    expect((await listed(institute)).map((s) => s.status)).toEqual(["active"]);
    // The link works once.
    expect((await confirm(person, token)).body).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("another institute's line neither blocks the real institute's import nor moves its student", async () => {
    const person = await candidateWithProfile("Sought After");
    const impostor = await createInstitute("Impostor Institute");
    const real = await createInstitute("Real Institute");
    await importRows(impostor, [row({ email: person.email, rollNo: "FAKE-1" })]);
    expect(await importRows(real, [row({ email: person.email, rollNo: "REAL-1" })])).toEqual({ created: 0, updated: 0, awaitingConfirmation: 1, errors: [] });
    await mailStudentInvitations(new Date());
    const links = mailsTo(person.email).map((mail) => ({ subject: mail.subject, token: /token=([\w-]+)/.exec(mail.text)![1] }));
    const realLink = links.find((link) => link.subject.includes("Real Institute"))!;
    const fakeLink = links.find((link) => link.subject.includes("Impostor Institute"))!;
    expect((await confirm(person, realLink.token)).status).toBe(200);

    // Already a student: the impostor's link cannot move them (and its line stays unconfirmed).
    const refused = await confirm(person, fakeLink.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "ALREADY_A_STUDENT" });
    expect((await db.student.findUniqueOrThrow({ where: { userId: person.id } })).universityId).toBe(real.university.id);
    expect((await listed(impostor)).map((s) => s.status)).toEqual(["awaiting_confirmation"]);
  });

  it("mails go out at a bounded rate per institute: a large roster waits its turn, another institute's does not", async () => {
    const big = await createInstitute("Big Institute");
    const small = await createInstitute("Small Institute");
    // Earlier tests' mails are out of the way first.
    await mailStudentInvitations(new Date());
    const many = Array.from({ length: MAILS_PER_UNIVERSITY + 20 }, () => row());
    const few = [row(), row()];
    await importRows(big, many);
    await importRows(small, few);
    const first = await mailStudentInvitations(new Date());
    expect(first).toEqual({ sent: MAILS_PER_UNIVERSITY + 2, failed: 0 });
    for (const line of few) expect(mailsTo(line.email)).toHaveLength(1);
    expect(await mailStudentInvitations(new Date())).toEqual({ sent: 20, failed: 0 });
    expect(many.every((line) => mailsTo(line.email).length === 1)).toBe(true);
  });

  it("a line awaiting its owner is in their export and the institute's count, and goes with the purge", async () => {
    const person = await candidateWithProfile("Exported Person");
    const institute = await createInstitute("Exporting Institute");
    await importRows(institute, [row({ email: person.email, rollNo: "EXP-1", course: "MBA" })]);
    const exported = await readCandidate(person.id, () => null);
    expect(exported.awaitingConfirmation).toEqual([expect.objectContaining({ institute: "Exporting Institute", rollNo: "EXP-1", course: "MBA" })]);
    expect(await readUniversity(institute.user.id)).toMatchObject({ studentCount: 0, awaitingConfirmationCount: 1 });

    await db.user.update({ where: { id: person.id }, data: { deletionRequestedAt: new Date(Date.now() - 8 * 86_400_000) } });
    await purgeTask.run({ now: new Date() });
    expect(await db.studentClaim.count({ where: { userId: person.id } })).toBe(0);
  });
});
