// Applying answers before its mails go (issue 28, README "Where apply's time went"): the application
// and its first event are written by one statement, the answer is what the database then holds, and
// the mails (the company's owners and recruiters, the candidate's receipt) are sent after the answer,
// once, and only by the call that inserted the application.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { jobRowSelect, serializeJob } from "@/lib/job-search/service/serialize";
import { createCandidate, createEmployer, createJob, createUser } from "@/tests/factories";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
// Next's after(): the work waits here until the test runs it, as Next runs it once the answer is out.
const afterResponse = vi.hoisted(() => [] as (() => unknown)[]);
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => unknown) => {
    afterResponse.push(task);
  },
}));

const { POST } = await import("@/app/api/v1/applications/create-application/route");

const apply = (as: Parameters<typeof callRoute>[1]["as"], jobId: string) =>
  callRoute(POST, { as, method: "POST", path: "/api/v1/applications/create-application", body: { jobId } });

async function runAfterResponse() {
  await Promise.all(afterResponse.splice(0).map((task) => task()));
}

beforeEach(() => {
  afterResponse.length = 0;
});

describe("POST applications/create-application: mails after the answer", () => {
  it("answers 201 before any mail, then mails each company contact and the candidate once", async () => {
    const { user: owner, employer } = await createEmployer({ orgName: "After Works" });
    const recruiter = await createUser({ role: "Employer" });
    await db.employerMember.create({ data: { employerId: employer.id, userId: recruiter.id, role: "recruiter" } });
    const job = await createJob({ employerId: employer.id, post: "Forklift Operator" });
    const { user } = await createCandidate({ complete: true, name: "Ravi Kumar" });

    const res = await apply(user, job.id);
    expect(res.status).toBe(201);
    for (const to of [owner.email, recruiter.email, user.email]) expect(mailsTo(to), to).toHaveLength(0);
    expect(afterResponse).toHaveLength(1);

    await runAfterResponse();
    for (const to of [owner.email, recruiter.email]) {
      expect(mailsTo(to).map((m) => m.subject), to).toEqual(["New application for Forklift Operator"]);
    }
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual(["Application received: Forklift Operator at After Works"]);

    // The second attempt inserts nothing and leaves nothing to send.
    expect((await apply(user, job.id)).status).toBe(409);
    expect(afterResponse).toHaveLength(0);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("still sends the receipt when the company's contacts cannot be read", async () => {
    const { user: owner, employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id });
    const { user } = await createCandidate({ complete: true });
    expect((await apply(user, job.id)).status).toBe(201);

    const contacts = vi.spyOn(db.employerMember, "findMany").mockRejectedValueOnce(new Error("connection lost"));
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await runAfterResponse();
    expect(log).toHaveBeenCalled();
    contacts.mockRestore();
    log.mockRestore();
    expect(mailsTo(owner.email)).toHaveLength(0);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("refuses in order within the one statement and writes nothing: profile (403) before the job (404), a job under review (409)", async () => {
    const { user: incomplete } = await createCandidate({ complete: false });
    expect(await apply(incomplete, "no-such-job")).toMatchObject({ status: 403, body: { code: "PROFILE_INCOMPLETE" } });
    const { user } = await createCandidate({ complete: true });
    expect(await apply(user, "no-such-job")).toMatchObject({ status: 404, body: { message: "Job not found" } });
    const hidden = await createJob();
    await db.job.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
    expect(await apply(user, hidden.id)).toMatchObject({ status: 409, body: { code: "JOB_CLOSED" } });
    expect(await apply(incomplete, hidden.id)).toMatchObject({ status: 403, body: { code: "PROFILE_INCOMPLETE" } });
    expect(await db.application.count({ where: { candidateId: { in: [user.id, incomplete.id] } } })).toBe(0);
    expect(afterResponse).toHaveLength(0);
  });

  it("answers the application as stored: the job as its page shows it (skills required first) and the first event", async () => {
    const { employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id, post: "Site Engineer" });
    const skills = await db.skill.findMany({ orderBy: { name: "asc" }, take: 3, select: { id: true } });
    expect(skills).toHaveLength(3);
    await db.jobSkill.createMany({ data: skills.map((skill, i) => ({ jobId: job.id, skillId: skill.id, required: i === 2 })) });
    const { user } = await createCandidate({ complete: true });

    const res = await apply(user, job.id);
    expect(res.status).toBe(201);
    const answer = res.body.response as { id: string; status: string; createdAt: string; job: unknown; jobRemoved: boolean; events: unknown[]; interview: unknown };

    const stored = await db.application.findUniqueOrThrow({
      where: { id: answer.id },
      select: { candidateId: true, jobId: true, status: true, createdAt: true, statusChangedAt: true, source: true, events: true },
    });
    expect(stored).toMatchObject({ candidateId: user.id, jobId: job.id, status: "applied", source: "direct" });
    expect(stored.statusChangedAt).toEqual(stored.createdAt);
    expect(answer.createdAt).toBe(stored.createdAt.toISOString());
    expect(stored.events).toEqual([
      expect.objectContaining({ from: null, to: "applied", actorRole: "Candidate", actorId: user.id, actorTeamRole: null, createdAt: stored.createdAt }),
    ]);
    expect(answer.events).toEqual([{ id: stored.events[0].id, from: null, to: "applied", actorRole: "Candidate", createdAt: answer.createdAt }]);
    expect(answer).toMatchObject({ status: "applied", jobRemoved: false, interview: null });

    const jobJson = serializeJob(await db.job.findUniqueOrThrow({ where: { id: job.id }, select: jobRowSelect }), { applied: true });
    expect(answer.job).toEqual(jobJson);
    expect((answer.job as { skills: { required: boolean }[] }).skills.map((s) => s.required)).toEqual([true, false, false]);
    await runAfterResponse();
  });
});
