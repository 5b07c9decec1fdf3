// POST jobs/{id}/invite (decisions.md section 14): 201 with the invitation; the candidate's notification
// in the same transaction and a mail whose subject starts 'Invitation to apply' after it; once per
// (job, candidate), also under concurrency (409 ALREADY_INVITED); an open job of one's own only; a
// discoverable candidate only. The candidate then sees `invited` on the job (get-job, get-jobs).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mail } from "@/tests/helpers/mail-outage";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { wasSent } from "@/lib/email/once";
import { createCandidate, createEmployer } from "@/tests/factories";
import { createJobWithSkills, createMatchCandidate, createSkills } from "@/tests/matching/fixtures";
import type { SessionUser } from "@/lib/auth/types";
import type { InvitationJson } from "@/lib/matching/contract/candidates";
import type { JobJson } from "@/lib/job-search/service/serialize";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("@/lib/email", async (importOriginal) => (await import("@/tests/helpers/mail-outage")).failingMail(importOriginal));

const { POST } = await import("@/app/api/v1/jobs/[id]/invite/route");
const { GET: getJob } = await import("@/app/api/v1/jobs/get-job/[id]/route");
const { GET: getJobs } = await import("@/app/api/v1/jobs/get-jobs/route");
const { inviteToApplyAction } = await import("@/lib/matching/actions");
const { session } = await import("@/tests/helpers/mock-guards");

const invite = (as: SessionUser | null, jobId: string, body: unknown) =>
  callRoute(POST, { as, method: "POST", path: `/api/v1/jobs/${jobId}/invite`, params: { id: jobId }, body });

async function setup(opts: { post?: string; orgName?: string } = {}) {
  const { A } = await createSkills("A");
  const { user: owner, employer } = await createEmployer({ orgName: opts.orgName });
  const job = await createJobWithSkills([{ id: A.id }], { employerId: employer.id, post: opts.post ?? "Data Engineer" });
  const candidate = await createMatchCandidate({ name: "Priya Nair", skills: [{ id: A.id }] });
  return { A, owner, employer, job, candidate };
}

beforeEach(() => {
  mail.fail = false;
});

describe("POST jobs/{id}/invite", () => {
  it("201: the invitation, the candidate's notification and an 'Invitation to apply' mail with the message", async () => {
    const { owner, job, candidate } = await setup({ post: "Data Engineer", orgName: "Invite Works" });
    const res = await invite(owner, job.id, { candidateId: candidate.id, message: "We liked your profile.\nCall us!" });
    expect(res.status).toBe(201);
    const invitation = res.body.response as InvitationJson;
    expect(Object.keys(invitation).sort()).toEqual(["candidateId", "createdAt", "id", "jobId"]);
    expect(invitation).toMatchObject({ jobId: job.id, candidateId: candidate.id });

    const row = await db.jobInvitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(row).toMatchObject({ invitedById: owner.id, message: "We liked your profile.\nCall us!" });

    const notes = await db.notification.findMany({ where: { userId: candidate.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "invitation", title: "Invitation to apply: Data Engineer", link: `/jobs/${job.id}` });

    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject.startsWith("Invitation to apply")).toBe(true);
    expect(mails[0].subject).toBe("Invitation to apply: Data Engineer at Invite Works");
    expect(mails[0].text).toContain("We liked your profile.\nCall us!");
    expect(mails[0].text).toContain(`/jobs/${job.id}`);
    expect(await wasSent(`job-invitation:${invitation.id}`)).toBe(true);
  });

  it("escapes the employer's text in the mail's HTML", async () => {
    const { owner, job, candidate } = await setup({ post: "Fitter <Grade 2>", orgName: "A & B <Tools>" });
    expect((await invite(owner, job.id, { candidateId: candidate.id, message: "<script>x</script>" })).status).toBe(201);
    const [sent] = mailsTo(candidate.email);
    expect(sent.html).toContain("Fitter &lt;Grade 2&gt;");
    expect(sent.html).toContain("A &amp; B &lt;Tools&gt;");
    expect(sent.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(sent.html).not.toContain("<script>");
  });

  it("a second invitation is 409 ALREADY_INVITED, with no second notification or mail", async () => {
    const { owner, job, candidate } = await setup();
    expect((await invite(owner, job.id, { candidateId: candidate.id })).status).toBe(201);
    const again = await invite(owner, job.id, { candidateId: candidate.id, message: "Again" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_INVITED");
    expect(await db.jobInvitation.count({ where: { jobId: job.id } })).toBe(1);
    expect(await db.notification.count({ where: { userId: candidate.id } })).toBe(1);
    expect(mailsTo(candidate.email)).toHaveLength(1);
  });

  it("two concurrent invitations: one 201, one 409 ALREADY_INVITED", async () => {
    const { owner, job, candidate } = await setup();
    // Both pass every check before either inserts: the unique key decides (P2002 becomes the 409).
    const answers = await Promise.all([invite(owner, job.id, { candidateId: candidate.id }), invite(owner, job.id, { candidateId: candidate.id })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)?.body.code).toBe("ALREADY_INVITED");
    expect(await db.jobInvitation.count({ where: { jobId: job.id } })).toBe(1);
    expect(await db.notification.count({ where: { userId: candidate.id } })).toBe(1);
  });

  it("a closed or expired job is 409 JOB_CLOSED", async () => {
    const { owner, job, candidate } = await setup();
    await db.job.update({ where: { id: job.id }, data: { closedAt: new Date(), closeReason: "filled" } });
    const closed = await invite(owner, job.id, { candidateId: candidate.id });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe("JOB_CLOSED");
    await db.job.update({ where: { id: job.id }, data: { closedAt: null, closeReason: null, validThrough: new Date(Date.now() - 1000) } });
    expect((await invite(owner, job.id, { candidateId: candidate.id })).body.code).toBe("JOB_CLOSED");
    expect(await db.jobInvitation.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("only the job's owner: another employer's or a deleted job is 404; a candidate is 403", async () => {
    const { owner, job, candidate } = await setup();
    const { user: stranger } = await createEmployer();
    expect((await invite(stranger, job.id, { candidateId: candidate.id })).status).toBe(404);
    expect((await invite(candidate, job.id, { candidateId: candidate.id })).status).toBe(403);
    await db.job.update({ where: { id: job.id }, data: { deletedAt: new Date() } });
    expect((await invite(owner, job.id, { candidateId: candidate.id })).status).toBe(404);
    expect(mailsTo(candidate.email)).toHaveLength(0);
  });

  it("only a discoverable candidate: hidden, unknown, leaving or an employer's id are all 404, and nothing is sent", async () => {
    const { A, owner, job } = await setup();
    const hidden = await createMatchCandidate({ discoverable: false, skills: [{ id: A.id }] });
    const leaving = await createMatchCandidate({ skills: [{ id: A.id }] });
    await db.user.update({ where: { id: leaving.id }, data: { deletionRequestedAt: new Date() } });
    for (const candidateId of [hidden.id, leaving.id, "no-such-user", owner.id]) {
      const res = await invite(owner, job.id, { candidateId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Candidate not found");
    }
    expect(await db.jobInvitation.count({ where: { jobId: job.id } })).toBe(0);
    expect(mailsTo(hidden.email)).toHaveLength(0);
    expect(mailsTo(leaving.email)).toHaveLength(0);
  });

  it("someone who already applied is 409 ALREADY_APPLIED", async () => {
    const { owner, job, candidate } = await setup();
    await db.application.create({ data: { jobId: job.id, candidateId: candidate.id } });
    const res = await invite(owner, job.id, { candidateId: candidate.id });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ALREADY_APPLIED");
  });

  it("validates the body: a missing candidate, a message over 1000 characters (400 with the field)", async () => {
    const { owner, job, candidate } = await setup();
    const missing = await invite(owner, job.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty("candidateId");
    const long = await invite(owner, job.id, { candidateId: candidate.id, message: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors?.message).toBe("Please keep the message under 1000 characters");
    expect((await invite(owner, job.id, { candidateId: candidate.id, message: "x".repeat(1000) })).status).toBe(201);
  });

  it("keeps the invitation (201) when the mail cannot be sent", async () => {
    const { owner, job, candidate } = await setup();
    mail.fail = true;
    const res = await invite(owner, job.id, { candidateId: candidate.id });
    expect(res.status).toBe(201);
    expect(await db.jobInvitation.count({ where: { jobId: job.id } })).toBe(1);
    expect(mailsTo(candidate.email)).toHaveLength(0);
    expect(await wasSent(`job-invitation:${(res.body.response as InvitationJson).id}`)).toBe(false);
  });

  it("the invite dialog's action calls the same service", async () => {
    const { owner, job, candidate } = await setup();
    session.user = owner;
    const result = await inviteToApplyAction({ jobId: job.id, candidateId: candidate.id, message: "Hello" });
    expect(result).toMatchObject({ ok: true, message: "Invitation sent", data: { jobId: job.id, candidateId: candidate.id } });
    expect(await inviteToApplyAction({ jobId: job.id, candidateId: candidate.id })).toMatchObject({ ok: false, code: "ALREADY_INVITED", status: 409 });
  });
});

describe("the invited candidate sees it on the job", () => {
  it("get-job and get-jobs carry invited: true for them, false for others", async () => {
    const { owner, job, candidate } = await setup({ post: "Invited Role" });
    expect((await invite(owner, job.id, { candidateId: candidate.id })).status).toBe(201);
    const { user: other } = await createCandidate({ complete: true });

    const one = (as: SessionUser) => callRoute(getJob, { as, path: `/api/v1/jobs/get-job/${job.id}`, params: { id: job.id } });
    expect(((await one(candidate)).body.response as JobJson).invited).toBe(true);
    expect(((await one(other)).body.response as JobJson).invited).toBe(false);

    const search = (as: SessionUser) => callRoute(getJobs, { as, path: `/api/v1/jobs/get-jobs?search=${encodeURIComponent("Invited Role")}` });
    const listed = (await search(candidate)).body.response as { jobs: JobJson[] };
    expect(listed.jobs.find((j) => j.id === job.id)?.invited).toBe(true);
    const otherList = (await search(other)).body.response as { jobs: JobJson[] };
    expect(otherList.jobs.find((j) => j.id === job.id)?.invited).toBe(false);
  });
});

