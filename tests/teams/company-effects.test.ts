// What the team changes around it (decisions.md section 16): the company's mails about applicants go
// to its owners and recruiters; only owners change the company profile (another owner than the one
// who signed up changes the company fields only); deleting an account leaves the team unless the
// person is the last owner; the export names the team; the purge removes the membership.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { createCandidate, createEmployer, createJob, TEST_PASSWORD, uniqueEmail } from "@/tests/factories";
import { addMember } from "@/tests/teams/helpers";
import { profileFields } from "@/tests/employer/helpers";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const updateProfileRoute = await import("@/app/api/v1/employer/update-profile/route");
const { createApplication } = await import("@/lib/applications/service/apply");
const { withdrawApplication } = await import("@/lib/applications/service/withdraw");
const { staleApplicantsTask } = await import("@/lib/pipeline/tasks/stale-applicants");
const { requestDeletion } = await import("@/lib/privacy/service/account-deletion");
const { purgeTask } = await import("@/lib/privacy/tasks/purge");
const { readEmployer } = await import("@/lib/registry/personal-data/company");
const { inviteMember } = await import("@/lib/teams/service/invitations");

/** A company with an owner, a recruiter, an interviewer, and a recruiter whose deletion is pending. */
async function team() {
  const { user: owner, employer } = await createEmployer({ orgName: "Mail Co" });
  const { user: recruiter } = await addMember(employer.id, "recruiter", "Rec One");
  const { user: interviewer } = await addMember(employer.id, "interviewer", "Int One");
  const { user: leaving } = await addMember(employer.id, "recruiter", "Leaving One");
  await db.user.update({ where: { id: leaving.id }, data: { deletionRequestedAt: new Date() } });
  const job = await createJob({ employerId: employer.id, post: "Team Job" });
  return { owner, employer, recruiter, interviewer, leaving, job };
}

describe("mails about applicants go to the owners and recruiters", () => {
  it("a new application and a withdrawal: each owner and recruiter, never an interviewer or a leaving account", async () => {
    const { owner, recruiter, interviewer, leaving, job } = await team();
    const { user: candidate } = await createCandidate({ complete: true });
    const application = await createApplication(candidate, { jobId: job.id });
    for (const person of [owner, recruiter]) expect(mailsTo(person.email).map((m) => m.subject)).toEqual([expect.stringContaining("Team Job")]);
    for (const person of [interviewer, leaving]) expect(mailsTo(person.email)).toHaveLength(0);

    await withdrawApplication(candidate, { id: application.id, reason: "Took another offer" });
    for (const person of [owner, recruiter]) {
      expect(mailsTo(person.email)).toHaveLength(2);
      expect(await db.notification.count({ where: { userId: person.id, kind: "application_withdrawn" } })).toBe(1);
    }
    for (const person of [interviewer, leaving]) {
      expect(mailsTo(person.email)).toHaveLength(0);
      expect(await db.notification.count({ where: { userId: person.id } })).toBe(0);
    }
  });

  it("stale applicants: one mail per owner and recruiter a week, counted once per employer", async () => {
    const { owner, recruiter, interviewer, job } = await team();
    const { user: candidate } = await createCandidate();
    const now = new Date("2026-11-25T06:00:00.000Z");
    const longAgo = new Date(now.getTime() - 10 * 86_400_000);
    await db.application.create({ data: { jobId: job.id, candidateId: candidate.id, createdAt: longAgo, statusChangedAt: longAgo } });
    expect((await staleApplicantsTask.run({ now })).summary).toBe("Mailed 1 employer");
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mailsTo(recruiter.email)).toHaveLength(1);
    expect(mailsTo(interviewer.email)).toHaveLength(0);
    expect((await staleApplicantsTask.run({ now })).summary).toBe("Mailed 0 employers");
    expect(mailsTo(owner.email)).toHaveLength(1);
  });
});

describe("the company profile", () => {
  const update = (as: SessionUser, body: unknown) =>
    callRoute(updateProfileRoute.POST, { as, method: "POST", path: "/api/v1/employer/update-profile", body, ip: "203.0.113.9" });

  it("recruiters and interviewers may not change it (403)", async () => {
    const { owner, recruiter, interviewer } = await team();
    for (const as of [recruiter, interviewer]) {
      const res = await update(as, { ...profileFields, email: owner.email });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "FORBIDDEN", message: "Only the company's owners can change its profile." });
    }
  });

  it("another owner changes the company's fields only: the login's e-mail and mobile stay the signing-up account's", async () => {
    const { owner, employer } = await team();
    const { user: second } = await addMember(employer.id, "owner", "Second Owner");
    const res = await update(second, { ...profileFields, orgName: "Renamed Co", email: uniqueEmail("ignored"), mobile: "9000000001" });
    expect(res.status).toBe(200);
    expect(await db.employer.findUniqueOrThrow({ where: { id: employer.id }, select: { orgName: true, city: true } })).toEqual({ orgName: "Renamed Co", city: "Mumbai" });
    const signedUp = await db.user.findUniqueOrThrow({ where: { id: owner.id }, select: { email: true, pendingEmail: true, mobile: true, name: true } });
    expect(signedUp).toEqual({ email: owner.email, pendingEmail: null, mobile: "9876543210", name: "Renamed Co" });
    expect(await db.user.findUniqueOrThrow({ where: { id: second.id }, select: { name: true, mobile: true } })).toEqual({ name: "Second Owner", mobile: "9876543210" });
    expect(mailsTo(owner.email)).toHaveLength(0);
  });
});

describe("deleting an account in a team", () => {
  it("the last owner is refused while others remain (409 LAST_OWNER); nothing changes", async () => {
    const { owner, job } = await team();
    await expect(requestDeletion(owner, { password: TEST_PASSWORD })).rejects.toMatchObject({
      status: 409,
      code: "LAST_OWNER",
      message: "Make another member an owner before you delete your account.",
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: owner.id }, select: { deletionRequestedAt: true } })).toEqual({ deletionRequestedAt: null });
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { closedAt: true } })).toEqual({ closedAt: null });
  });

  it("anyone else leaves the team and no job closes; the only member closes the company's jobs as before", async () => {
    const { recruiter, employer, job } = await team();
    await requestDeletion(recruiter, { password: TEST_PASSWORD });
    expect(await db.employerMember.count({ where: { userId: recruiter.id } })).toBe(0);
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { closedAt: true } })).toEqual({ closedAt: null });
    expect(await db.employerMember.count({ where: { employerId: employer.id } })).toBe(3);

    const alone = await createEmployer();
    const theirs = await createJob({ employerId: alone.employer.id });
    await requestDeletion(alone.user, { password: TEST_PASSWORD });
    expect(await db.job.findUniqueOrThrow({ where: { id: theirs.id }, select: { closeReason: true } })).toEqual({ closeReason: "cancelled" });
  });
});

describe("personal data", () => {
  it("the export names the team and the invitations sent; the purge removes the membership", async () => {
    const { owner, employer } = await team();
    const { user: member } = await addMember(employer.id, "owner", "Exported Person");
    const invitee = uniqueEmail("sent");
    await inviteMember(member, { email: invitee, role: "interviewer" });
    const data = await readEmployer(member.id);
    expect(data.company).toBeNull();
    expect(data.team).toMatchObject({ company: "Mail Co", role: "owner" });
    expect(data.teamInvitationsSent).toEqual([{ email: invitee, role: "interviewer", createdAt: expect.any(Date) }]);
    expect((await readEmployer(owner.id)).team).toMatchObject({ company: "Mail Co", role: "owner" });

    await requestDeletion(member, { password: TEST_PASSWORD });
    await purgeTask.run({ now: new Date(Date.now() + 8 * 86_400_000) });
    expect(await db.employerMember.count({ where: { userId: member.id } })).toBe(0);
    expect(await db.teamInvitation.findFirstOrThrow({ where: { email: invitee }, select: { invitedById: true } })).toEqual({ invitedById: null });
  });
});
