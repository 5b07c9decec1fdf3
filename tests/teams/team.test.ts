// The company's team (decisions.md section 16): GET employer/team, invitations (owner only, limits,
// ALREADY_MEMBER), role changes and removal, the last owner (also when two owners demote each other at
// once), a removed member's sessions and login, and what each role may do with jobs.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { createCandidate, createEmployer, createJob, TEST_PASSWORD, uniqueEmail } from "@/tests/factories";
import { addMember, ownerMemberId } from "@/tests/teams/helpers";
import { validJob } from "@/tests/employer/helpers";
import type { SessionUser } from "@/lib/auth/types";
import type { InvitationCreated, TeamJson, TeamMember } from "@/lib/teams/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const teamRoute = await import("@/app/api/v1/employer/team/route");
const invitationsRoute = await import("@/app/api/v1/employer/team/invitations/route");
const memberRoute = await import("@/app/api/v1/employer/team/[memberId]/route");
const listJobRoute = await import("@/app/api/v1/jobs/list-job/route");
const { authenticate } = await import("@/lib/auth/credentials");
const { createSessionRow, liveSessionUser } = await import("@/lib/auth/session-rows");
const { hashResetToken } = await import("@/lib/accounts/service/password-reset");
const { changeMemberRole } = await import("@/lib/teams/service/team");

const getTeam = (as: SessionUser) => callRoute(teamRoute.GET, { as, path: "/api/v1/employer/team" });
const invite = (as: SessionUser, body: unknown) => callRoute(invitationsRoute.POST, { as, method: "POST", path: "/api/v1/employer/team/invitations", body });
const patch = (as: SessionUser, memberId: string, body: unknown) =>
  callRoute(memberRoute.PATCH, { as, method: "PATCH", path: `/api/v1/employer/team/${memberId}`, params: { memberId }, body });
const remove = (as: SessionUser, memberId: string) =>
  callRoute(memberRoute.DELETE, { as, method: "DELETE", path: `/api/v1/employer/team/${memberId}`, params: { memberId } });

async function company(orgName?: string) {
  const { user: owner, employer } = await createEmployer({ orgName });
  return { owner, employer, ownerId: await ownerMemberId(owner.id) };
}

const ONLY_OWNERS = { code: "FORBIDDEN", message: "Only the company's owners can manage the team." };
const LAST_OWNER = { code: "LAST_OWNER", message: "A company needs at least one owner. Make someone else an owner first." };

describe("GET employer/team", () => {
  it("lists the members, owners first then by name; pending invitations for owners only", async () => {
    const { owner, employer } = await company("Zeta Works");
    await addMember(employer.id, "interviewer", "anita rao");
    await addMember(employer.id, "recruiter", "Bala Iyer");
    const { user: second } = await addMember(employer.id, "owner", "Yusuf Khan");
    const { user: recruiter } = await addMember(employer.id, "recruiter", "Chitra Das");
    expect((await invite(owner, { email: "new.person@example.com", role: "interviewer" })).status).toBe(201);
    // An expired and an accepted invitation are not pending.
    const common = { employerId: employer.id, role: "recruiter" as const };
    await db.teamInvitation.create({ data: { ...common, email: "old@example.com", tokenHash: "x1", expiresAt: new Date(Date.now() - 1000) } });
    await db.teamInvitation.create({ data: { ...common, email: "done@example.com", tokenHash: "x2", expiresAt: new Date(Date.now() + 86_400_000), acceptedAt: new Date() } });

    const res = await getTeam(second);
    expect(res.status).toBe(200);
    const team = res.body.response as TeamJson;
    expect(team.members.map((m) => [m.name, m.role])).toEqual([
      ["Yusuf Khan", "owner"],
      ["Zeta Works", "owner"],
      ["anita rao", "interviewer"],
      ["Bala Iyer", "recruiter"],
      ["Chitra Das", "recruiter"],
    ]);
    expect(team.members[1]).toEqual({ id: expect.any(String), name: "Zeta Works", email: owner.email, role: "owner" });
    expect(team.invitations).toEqual([{ id: expect.any(String), email: "new.person@example.com", role: "interviewer", expiresAt: expect.any(String) }]);

    const asRecruiter = (await getTeam(recruiter)).body.response as TeamJson;
    expect(asRecruiter.members).toHaveLength(5);
    expect(asRecruiter.invitations).toEqual([]);
  });
});

describe("POST employer/team/invitations", () => {
  it("201: stores only the token's hash, valid 7 days, and mails the link 'Join <company> on TalentBridge'", async () => {
    const { owner, employer } = await company("Invite Co");
    const email = uniqueEmail("invitee");
    const res = await invite(owner, { email: email.toUpperCase(), role: "recruiter" });
    expect(res.status).toBe(201);
    const created = res.body.response as InvitationCreated;
    expect(Object.keys(created).sort()).toEqual(["email", "expiresAt", "id", "role"]);
    expect(created).toMatchObject({ email, role: "recruiter" });
    const days = (new Date(created.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const [mail] = mailsTo(email);
    expect(mail.subject).toBe("Join Invite Co on TalentBridge");
    const token = /\/team\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toHaveLength(43);
    const row = await db.teamInvitation.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ employerId: employer.id, invitedById: owner.id, tokenHash: hashResetToken(token!), acceptedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("owners only (403); not for a company awaiting approval; 404 for a login in no company", async () => {
    const { employer } = await company();
    const { user: recruiter } = await addMember(employer.id, "recruiter");
    const { user: interviewer } = await addMember(employer.id, "interviewer");
    for (const as of [recruiter, interviewer]) {
      const res = await invite(as, { email: uniqueEmail("x"), role: "interviewer" });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(ONLY_OWNERS);
    }
    const { user: pendingOwner } = await createEmployer({ status: "pending" });
    const pending = await invite(pendingOwner, { email: uniqueEmail("x"), role: "recruiter" });
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe("Your company can invite members once an administrator has approved it.");
    expect(await db.teamInvitation.count({ where: { employerId: employer.id } })).toBe(0);
  });

  it("409 ALREADY_MEMBER for someone in this team or an Employer login of another company", async () => {
    const { owner, employer } = await company();
    const { user: colleague } = await addMember(employer.id, "interviewer");
    const { user: elsewhere } = await createEmployer();
    const mine = await invite(owner, { email: colleague.email, role: "recruiter" });
    expect(mine.status).toBe(409);
    expect(mine.body).toMatchObject({ code: "ALREADY_MEMBER", message: "This person is already in your team." });
    const other = await invite(owner, { email: elsewhere.email, role: "recruiter" });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: "ALREADY_MEMBER", message: "This address already belongs to another company's team." });
    // A candidate with that address is no Employer login: invited.
    const { user: candidate } = await createCandidate();
    expect((await invite(owner, { email: candidate.email, role: "recruiter" })).status).toBe(201);
  });

  it("inviting an address again replaces its link; at most 20 wait at once (409 LIMIT_REACHED)", async () => {
    const { owner, employer } = await company();
    const again = uniqueEmail("again");
    const first = (await invite(owner, { email: again, role: "recruiter" })).body.response as InvitationCreated;
    const second = (await invite(owner, { email: again, role: "owner" })).body.response as InvitationCreated;
    const team = (await getTeam(owner)).body.response as TeamJson;
    expect(team.invitations.map((i) => i.id)).toEqual([second.id]);
    expect((await db.teamInvitation.findUniqueOrThrow({ where: { id: first.id } })).expiresAt.getTime()).toBeLessThanOrEqual(Date.now());

    for (let i = 1; i < 20; i++) expect((await invite(owner, { email: uniqueEmail(`bulk${i}`), role: "interviewer" })).status).toBe(201);
    const over = await invite(owner, { email: uniqueEmail("over"), role: "interviewer" });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe("LIMIT_REACHED");
    expect(await db.teamInvitation.count({ where: { employerId: employer.id, acceptedAt: null, expiresAt: { gt: new Date() } } })).toBe(20);
  });

  it("400 for a bad address or role", async () => {
    const { owner } = await company();
    const res = await invite(owner, { email: "not-an-email", role: "boss" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(["email", "role"]);
  });
});

describe("PATCH employer/team/{memberId}", () => {
  it("an owner changes roles and passes the ownership on; then steps down", async () => {
    const { owner, ownerId, employer } = await company();
    const { user: recruiter, memberId } = await addMember(employer.id, "recruiter", "Rita Recruiter");
    const promoted = await patch(owner, memberId, { role: "owner" });
    expect(promoted.status).toBe(200);
    expect(promoted.body.response as TeamMember).toEqual({ id: memberId, name: "Rita Recruiter", email: recruiter.email, role: "owner" });
    const stepDown = await patch(owner, ownerId, { role: "recruiter" });
    expect(stepDown.status).toBe(200);
    expect((stepDown.body.response as TeamMember).role).toBe("recruiter");
    // Now a recruiter: no longer manages the team.
    const refused = await patch(owner, memberId, { role: "interviewer" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject(ONLY_OWNERS);
  });

  it("409 LAST_OWNER for demoting the only owner (themselves included)", async () => {
    const { owner, ownerId } = await company();
    const res = await patch(owner, ownerId, { role: "interviewer" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject(LAST_OWNER);
    expect(await db.employerMember.findUniqueOrThrow({ where: { id: ownerId }, select: { role: true } })).toEqual({ role: "owner" });
  });

  it("a member of another company is 404, whatever the caller's role there", async () => {
    const a = await company();
    const b = await company();
    const { memberId: bRecruiter } = await addMember(b.employer.id, "recruiter");
    expect((await patch(a.owner, bRecruiter, { role: "owner" })).status).toBe(404);
    expect((await patch(a.owner, b.ownerId, { role: "recruiter" })).status).toBe(404);
    expect((await remove(a.owner, b.ownerId)).status).toBe(404);
    expect(await db.employerMember.findUniqueOrThrow({ where: { id: bRecruiter }, select: { role: true } })).toEqual({ role: "recruiter" });
  });

  it("two owners demoting each other at once: exactly one succeeds, the company keeps an owner", async () => {
    for (let round = 0; round < 5; round++) {
      const { owner, ownerId, employer } = await company();
      const { user: other, memberId: otherId } = await addMember(employer.id, "owner");
      const results = await Promise.allSettled([
        changeMemberRole(owner, { memberId: otherId }, { role: "recruiter" }),
        changeMemberRole(other, { memberId: ownerId }, { role: "recruiter" }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(failed.reason).toMatchObject({ status: 403 });
      expect(await db.employerMember.count({ where: { employerId: employer.id, role: "owner" } })).toBe(1);
    }
  });
});

describe("DELETE employer/team/{memberId}", () => {
  it("removes the member: sessions end at once, login refused, assignments go, their work stays", async () => {
    const { owner, employer } = await company();
    const { user: member, memberId } = await addMember(employer.id, "recruiter");
    const job = await createJob({ employerId: employer.id });
    const { user: candidate } = await createCandidate();
    const application = await db.application.create({ data: { jobId: job.id, candidateId: candidate.id } });
    await db.applicationInterviewer.create({ data: { applicationId: application.id, userId: member.id } });
    const sid = await createSessionRow(member.id);
    expect(await liveSessionUser(sid, member.id)).not.toBeNull();

    const res = await remove(owner, memberId);
    expect(res.status).toBe(200);
    expect(res.body.response).toBeNull();
    expect(await liveSessionUser(sid, member.id)).toBeNull();
    expect(await db.employerMember.count({ where: { userId: member.id } })).toBe(0);
    expect(await db.applicationInterviewer.count({ where: { userId: member.id } })).toBe(0);
    expect(await db.job.count({ where: { id: job.id } })).toBe(1);

    await expect(authenticate({ email: member.email, password: TEST_PASSWORD, role: "Employer", ip: "10.9.8.7" })).rejects.toMatchObject({
      status: 403,
      code: "FORBIDDEN",
      message: "This login is no longer part of a company's team.",
    });
    // A wrong password still answers the plain 401: nothing is told without the password.
    await expect(authenticate({ email: member.email, password: "Wrong@1234", role: "Employer", ip: "10.9.8.6" })).rejects.toMatchObject({ status: 401 });
  });

  it("any member may leave; only owners remove others; the last owner cannot go", async () => {
    const { owner, ownerId, employer } = await company();
    const { user: recruiter, memberId: recruiterId } = await addMember(employer.id, "recruiter");
    const { memberId: interviewerId } = await addMember(employer.id, "interviewer");
    const refused = await remove(recruiter, interviewerId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject(ONLY_OWNERS);
    expect((await remove(owner, ownerId)).body).toMatchObject(LAST_OWNER);
    expect((await remove(recruiter, recruiterId)).status).toBe(200);
    expect(await db.employerMember.count({ where: { employerId: employer.id } })).toBe(2);
  });
});

describe("what each role may do with jobs", () => {
  it("a recruiter posts a job; an interviewer gets 403", async () => {
    const { employer } = await company();
    const { user: recruiter } = await addMember(employer.id, "recruiter");
    const { user: interviewer } = await addMember(employer.id, "interviewer");
    const post = (as: SessionUser) => callRoute(listJobRoute.POST, { as, method: "POST", path: "/api/v1/jobs/list-job", body: validJob });
    const posted = await post(recruiter);
    expect(posted.status).toBe(201);
    expect(await db.job.count({ where: { employerId: employer.id } })).toBe(1);
    const res = await post(interviewer);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Interviewers see only the applications assigned to them.");
  });
});
