// Accepting a team invitation (decisions.md section 16): POST employer/team/accept and the accept
// page's reading of a link. A new login (name and password) or an existing one in no company joins;
// a used, expired, altered or foreign link says why; two accepts at once: one wins.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { createCandidate, createEmployer, createUser, TEST_PASSWORD, uniqueEmail } from "@/tests/factories";
import { addMember } from "@/tests/teams/helpers";
import type { SessionUser } from "@/lib/auth/types";
import type { TeamMember } from "@/lib/teams/contract/common";
import type { TeamRoleName } from "@/lib/teams/schemas/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const acceptRoute = await import("@/app/api/v1/employer/team/accept/route");
const { authenticate } = await import("@/lib/auth/credentials");
const { inviteMember, acceptInvitation, describeInvitation } = await import("@/lib/teams/service/invitations");
const { removeMember } = await import("@/lib/teams/service/team");
const { acceptInvitationAction } = await import("@/lib/teams/actions/members");
const { loadInvitation } = await import("@/lib/teams/loaders/members");
const { session } = await import("@/tests/helpers/mock-guards");

const NEW_PASSWORD = "Joined@2026";

const accept = (as: SessionUser | null, body: unknown) => callRoute(acceptRoute.POST, { as, method: "POST", path: "/api/v1/employer/team/accept", body });

/** Invites `email` into a new approved company and answers the mailed token. */
async function invited(email: string, role: TeamRoleName = "recruiter", orgName?: string) {
  const { user: owner, employer } = await createEmployer({ orgName });
  await inviteMember(owner, { email, role });
  const mail = mailsTo(email).at(-1)!;
  const token = /\/team\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  return { owner, employer, token };
}

const invalid = (message: string) => ({ code: "INVALID_TOKEN", message });

describe("a new login", () => {
  it("the page reads the invitation; accepting needs a name and a password, then makes the login and the member", async () => {
    const email = uniqueEmail("newbie");
    const { employer, token } = await invited(email, "interviewer", "Accept Labs");
    expect(await describeInvitation(token)).toEqual({ orgName: "Accept Labs", role: "interviewer", email, needsAccount: true });

    const missing = await accept(null, { token });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "VALIDATION" });
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(["fullName", "password"]);
    const weak = await accept(null, { token, fullName: "Neha K", password: "weak" });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toHaveProperty("password");
    expect(await db.user.count({ where: { email, role: "Employer" } })).toBe(0);

    const res = await accept(null, { token, fullName: "Neha Kulkarni", password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    const member = res.body.response as TeamMember;
    expect(member).toEqual({ id: expect.any(String), name: "Neha Kulkarni", email, role: "interviewer" });
    const row = await db.employerMember.findUniqueOrThrow({ where: { id: member.id }, select: { employerId: true, user: { select: { role: true, consents: true } } } });
    expect(row.employerId).toBe(employer.id);
    expect(row.user.role).toBe("Employer");
    expect(row.user.consents).toHaveLength(2);
    // They log in as an Employer with the password they chose.
    expect(await authenticate({ email, password: NEW_PASSWORD, role: "Employer", ip: "10.1.2.3" })).toMatchObject({ name: "Neha Kulkarni", role: "Employer" });
  });

  it("the accept page's action does the same (public)", async () => {
    const email = uniqueEmail("action");
    const { token } = await invited(email);
    session.user = null;
    expect(await acceptInvitationAction({ token, fullName: "Action Person", password: NEW_PASSWORD })).toMatchObject({ ok: true, data: { email, role: "recruiter" } });
    expect(await loadInvitation(token)).toEqual({ ok: false, message: "This invitation has already been used." });
  });
});

describe("an existing Employer login", () => {
  it("in no company (removed elsewhere) joins as it is; name and password are not asked", async () => {
    const { employer: old } = await createEmployer();
    const { user: person, memberId } = await addMember(old.id, "recruiter", "Moving Person");
    await removeMember(person, { memberId });
    const { employer, token } = await invited(person.email, "owner");
    expect((await describeInvitation(token)).needsAccount).toBe(false);
    const res = await accept(null, { token });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ name: "Moving Person", email: person.email, role: "owner" });
    expect(await db.employerMember.findUniqueOrThrow({ where: { userId: person.id }, select: { employerId: true } })).toEqual({ employerId: employer.id });
    expect((await authenticate({ email: person.email, password: TEST_PASSWORD, role: "Employer", ip: "10.1.2.4" })).id).toBe(person.id);
  });

  it("in a company: 409 ALREADY_MEMBER, and the link stays unused", async () => {
    const email = uniqueEmail("busy");
    const { token, employer } = await invited(email);
    // The address signed its own company up after it was invited.
    await createEmployer({ email });
    const res = await accept(null, { token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ALREADY_MEMBER");
    expect(await db.teamInvitation.count({ where: { employerId: employer.id, acceptedAt: { not: null } } })).toBe(0);
  });
});

describe("links that do not work", () => {
  it("used, expired, altered: 400 INVALID_TOKEN saying which", async () => {
    const usedEmail = uniqueEmail("used");
    const used = await invited(usedEmail);
    expect((await accept(null, { token: used.token, fullName: "First", password: NEW_PASSWORD })).status).toBe(200);
    const again = await accept(null, { token: used.token, fullName: "Second", password: NEW_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject(invalid("This invitation has already been used."));

    const late = await invited(uniqueEmail("late"));
    await db.teamInvitation.updateMany({ where: { employerId: late.employer.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await accept(null, { token: late.token, fullName: "Late", password: NEW_PASSWORD })).body).toMatchObject(
      invalid("This invitation has expired. Ask for a new one."),
    );
    expect(await loadInvitation(late.token)).toEqual({ ok: false, message: "This invitation has expired. Ask for a new one." });

    const altered = `${used.token.slice(0, -1)}${used.token.endsWith("A") ? "B" : "A"}`;
    expect((await accept(null, { token: altered, fullName: "X", password: NEW_PASSWORD })).body).toMatchObject(invalid("This invitation link is not valid."));
    await expect(describeInvitation("nonsense")).rejects.toMatchObject({ status: 400, code: "INVALID_TOKEN" });
  });

  it("a logged-in viewer with another e-mail: 403; with the invited address: accepted", async () => {
    const email = uniqueEmail("viewer");
    const { token } = await invited(email);
    const stranger = await createUser({ role: "Candidate" });
    const res = await accept(stranger, { token, fullName: "Someone", password: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "FORBIDDEN", message: "This invitation was sent to another e-mail address." });
    const { user: same } = await createCandidate({ email });
    expect((await accept(same, { token, fullName: "Same Person", password: NEW_PASSWORD })).status).toBe(200);
  });

  it("two accepts of one link at once: one joins, the other is told it was used", async () => {
    const email = uniqueEmail("twice");
    const { token, employer } = await invited(email);
    const results = await Promise.allSettled([
      acceptInvitation(null, { token, fullName: "One", password: NEW_PASSWORD }),
      acceptInvitation(null, { token, fullName: "Two", password: NEW_PASSWORD }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ status: expect.any(Number) });
    expect([400, 409]).toContain((failed.reason as { status: number }).status);
    expect(await db.user.count({ where: { email, role: "Employer" } })).toBe(1);
    expect(await db.employerMember.count({ where: { employerId: employer.id } })).toBe(2);
  });
});
