// Issue 12: 20 identical simultaneous job posts made 20 jobs. The same post by the same employer
// within 10 minutes is refused with 409 DUPLICATE_POST and the existing job's id (docs/decisions/0010).
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const { createEmployer } = await import("@/tests/factories");
const { call, validJob } = await import("@/tests/employer/helpers");
const listJobRoute = await import("@/app/api/v1/jobs/list-job/route");
const actions = await import("@/lib/job-posting/actions");

describe("jobs/list-job refuses a duplicate post", () => {
  it("20 identical simultaneous posts make exactly 1 job; the 19 others get 409 DUPLICATE_POST with its id", async () => {
    const { user, employer } = await createEmployer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(listJobRoute.POST, { as: user, method: "POST", body: validJob })),
    );
    const jobs = await db.job.findMany({ where: { employerId: employer.id }, select: { id: true } });
    expect(jobs).toHaveLength(1);
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect((created[0].body.response as { id: string }).id).toBe(jobs[0].id);
    for (const answer of refused) {
      expect(answer.body).toEqual({
        success: false,
        code: "DUPLICATE_POST",
        message: "You posted this job a few minutes ago. It is already waiting for review.",
        errors: { jobId: jobs[0].id },
      });
    }
  });

  it("the same qualifications in another order, or spelled as the form sends them, are the same post", async () => {
    const { user } = await createEmployer();
    expect((await call(listJobRoute.POST, { as: user, method: "POST", body: validJob })).status).toBe(201);
    const reordered = { ...validJob, qualifications: ["Diploma", "B.Tech"], openings: "2", employmentType: "Full-time" };
    const res = await call(listJobRoute.POST, { as: user, method: "POST", body: reordered });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("DUPLICATE_POST");
  });

  it("a post that differs in any compared field, another employer's post, or a later one is accepted", async () => {
    const { user, employer } = await createEmployer();
    const post = (body: object, as = user) => call(listJobRoute.POST, { as, method: "POST", body });
    expect((await post(validJob)).status).toBe(201);
    for (const change of [
      { post: "QA Lead" },
      { description: "Test our APIs." },
      { payroll: "6-8 LPA" },
      { employmentType: "Part Time" },
      { hiringProcess: "Online" },
      { openings: 3 },
      { minExperience: 1 },
      { qualifications: ["B.Tech"] },
    ]) {
      expect((await post({ ...validJob, ...change })).status, JSON.stringify(change)).toBe(201);
    }
    const { user: other } = await createEmployer();
    expect((await post(validJob, other)).status).toBe(201);

    // 10 minutes later the same post is a new job (e.g. a second round of hiring).
    await db.job.updateMany({ where: { employerId: employer.id }, data: { createdAt: new Date(Date.now() - 10 * 60_000 - 1000) } });
    expect((await post(validJob)).status).toBe(201);
  });

  it("a deleted job does not block posting it again, and the server action answers the same 409", async () => {
    const { user } = await createEmployer();
    session.user = user;
    const first = await actions.postJobAction(validJob);
    expect(first.ok).toBe(true);
    const again = await actions.postJobAction(validJob);
    expect(again).toMatchObject({ ok: false, status: 409, code: "DUPLICATE_POST", errors: { jobId: first.ok ? first.data.id : "" } });
    if (first.ok) expect((await actions.deleteJobAction({ id: first.data.id })).ok).toBe(true);
    expect((await actions.postJobAction(validJob)).ok).toBe(true);
  });
});
