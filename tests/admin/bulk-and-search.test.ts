// Issue 30, admin lists: a text search in SQL on each moderation list (kept with the status filter and
// paging), and bulk approval through POST admin/{employers,jobs}/bulk-approve and admin/requests/bulk-accept:
// each id its own conditional decision from pending, logged and mailed once; an id decided meanwhile or
// missing is reported per item, never failing the batch; a race with single decisions decides nothing twice.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session, db, mailCount, createEmployer, createJob, createUniversityRequest, createUser, call } = await import("@/tests/helpers/moderation-kit");
const employersRoute = await import("@/app/api/v1/admin/employers/route");
const jobsRoute = await import("@/app/api/v1/admin/jobs/route");
const requestsRoute = await import("@/app/api/v1/admin/requests/route");
const jobRoute = await import("@/app/api/v1/admin/jobs/[id]/route");
const bulkEmployers = await import("@/app/api/v1/admin/employers/bulk-approve/route");
const bulkJobs = await import("@/app/api/v1/admin/jobs/bulk-approve/route");
const bulkRequests = await import("@/app/api/v1/admin/requests/bulk-accept/route");
const actions = await import("@/lib/moderation/actions");

type BulkAnswer = { decided: number; results: { id: string; outcome: string; status: string | null }[] };

const makeAdmin = () => createUser({ role: "Admin", name: "Bulk Admin" });

function list(route: { GET: unknown }, as: SessionUser, query: string) {
  return call(route.GET as Handler, { as, path: `/api/v1/admin/x?${query}` });
}

async function bulk(route: { POST: unknown }, as: SessionUser, body: unknown) {
  const res = await call(route.POST as Handler, { as, method: "POST", body });
  return { status: res.status, body: res.body, answer: res.body.response as BulkAnswer };
}

describe("searching the moderation lists", () => {
  it("jobs: by title or organisation, any case, with the status filter and the total; LIKE wildcards are literal", async () => {
    const admin = await makeAdmin();
    const { employer } = await createEmployer({ orgName: "Zephyr Quantics Pvt Ltd" });
    await createJob({ employerId: employer.id, post: "Kotlin Developer", status: "pending" });
    await createJob({ employerId: employer.id, post: "Accountant", status: "approved" });
    await createJob({ post: "Senior KOTLIN Engineer", status: "pending" });

    const byTitle = await list(jobsRoute, admin, "search=kotlin");
    expect(byTitle.status).toBe(200);
    expect((byTitle.body.response as { post: string }[]).map((j) => j.post).sort()).toEqual(["Kotlin Developer", "Senior KOTLIN Engineer"]);
    expect(byTitle.headers.get("X-Total-Count")).toBe("2");

    const byOrg = await list(jobsRoute, admin, "search=zephyr%20quantics&status=approved");
    expect((byOrg.body.response as { post: string }[]).map((j) => j.post)).toEqual(["Accountant"]);

    // "%" and "_" match themselves only, not everything.
    expect((await list(jobsRoute, admin, "search=%25")).body.response).toEqual([]);
    expect((await list(jobsRoute, admin, "search=_")).body.response).toEqual([]);
  });

  it("employers by name or account e-mail; requests by programme or institute; paging keeps the search", async () => {
    const admin = await makeAdmin();
    await createEmployer({ orgName: "Umbrella Widgets", status: "pending" });
    await createEmployer({ orgName: "Other Co", email: "hr@umbrella-hq.example" });
    await createEmployer({ orgName: "Nobody Else" });
    const first = await list(employersRoute, admin, "search=UMBRELLA&limit=1");
    expect(first.headers.get("X-Total-Count")).toBe("2");
    expect(first.body.response).toHaveLength(1);
    const second = await list(employersRoute, admin, "search=umbrella&limit=1&page=2");
    expect(second.body.response).toHaveLength(1);
    expect((second.body.response as { id: string }[])[0].id).not.toBe((first.body.response as { id: string }[])[0].id);

    await createUniversityRequest();
    const requests = await list(requestsRoute, admin, "search=test%20institute");
    expect((requests.body.response as unknown[]).length).toBeGreaterThan(0);
    expect((await list(requestsRoute, admin, "search=no-such-programme")).body.response).toEqual([]);
  });

  it("a search over 200 characters is a 400 naming the field", async () => {
    const res = await list(jobsRoute, await makeAdmin(), `search=${"x".repeat(201)}`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.search).toBeTruthy();
  });
});

describe("bulk approval", () => {
  it("approves pending jobs (one log row and one mail each) and reports decided, missing and repeated ids per item", async () => {
    const admin = await makeAdmin();
    const { user, employer } = await createEmployer({ status: "approved" });
    const a = await createJob({ employerId: employer.id, status: "pending", post: "A" });
    const b = await createJob({ employerId: employer.id, status: "pending", post: "B" });
    const rejected = await createJob({ employerId: employer.id, status: "rejected", post: "C" });
    const approved = await createJob({ employerId: employer.id, status: "approved", post: "D" });

    const { status, answer } = await bulk(bulkJobs, admin, { ids: [a.id, b.id, rejected.id, approved.id, "missing-id", a.id] });
    expect(status).toBe(200);
    expect(answer.decided).toBe(2);
    expect(answer.results).toEqual([
      { id: a.id, outcome: "decided", status: "approved" },
      { id: b.id, outcome: "decided", status: "approved" },
      { id: rejected.id, outcome: "alreadyDecided", status: "rejected" },
      { id: approved.id, outcome: "alreadyDecided", status: "approved" },
      { id: "missing-id", outcome: "notFound", status: null },
    ]);
    for (const job of [a, b]) {
      const row = await db.job.findUniqueOrThrow({ where: { id: job.id } });
      expect(row.status).toBe("approved");
      expect(row.openedAt).not.toBeNull(); // approval opens the job, as a single approval does
      expect(await db.adminDecision.count({ where: { jobId: job.id, adminId: admin.id, status: "approved" } })).toBe(1);
    }
    expect(await db.adminDecision.count({ where: { jobId: { in: [rejected.id, approved.id] } } })).toBe(0);
    expect(mailCount(user.email)).toBe(2);
  });

  it("employers and university requests too", async () => {
    const admin = await makeAdmin();
    // Their login e-mails are on their website's domain: no signal keeps them out of a bulk approval.
    const one = await createEmployer({ status: "pending", email: `hr-${Date.now()}@acme.example` });
    const two = await createEmployer({ status: "pending", email: `jobs-${Date.now()}@acme.example` });
    const employers = await bulk(bulkEmployers, admin, { ids: [one.employer.id, two.employer.id] });
    expect(employers.answer.decided).toBe(2);
    expect(mailCount(one.user.email)).toBe(1);
    expect(await db.adminDecision.count({ where: { employerId: two.employer.id, status: "approved" } })).toBe(1);

    const { user, request } = await createUniversityRequest();
    const requests = await bulk(bulkRequests, admin, { ids: [request.id] });
    expect(requests.answer.results).toEqual([{ id: request.id, outcome: "decided", status: "accepted" }]);
    expect(mailCount(user.email)).toBe(1);
  });

  it("refuses bad bodies with 400 (none, more than 50, not a list) and non-admins", async () => {
    const admin = await makeAdmin();
    expect((await bulk(bulkJobs, admin, { ids: [] })).status).toBe(400);
    const tooMany = await bulk(bulkJobs, admin, { ids: Array.from({ length: 51 }, (_, i) => `id-${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.ids).toBe("Select at most 50 items at a time");
    expect((await bulk(bulkJobs, admin, { ids: "abc" })).status).toBe(400);
    expect((await bulk(bulkJobs, null as unknown as SessionUser, { ids: ["x"] })).status).toBe(401);
    expect((await bulk(bulkEmployers, await createUser({ role: "Employer" }), { ids: ["x"] })).status).toBe(403);

    session.user = await createUser({ role: "Candidate" });
    expect(await actions.bulkApproveJobsAction({ ids: ["x"] })).toMatchObject({ ok: false, status: 403 });
  });

  it("the server action answers the same per-item results", async () => {
    const job = await createJob("pending");
    session.user = await makeAdmin();
    const result = await actions.bulkApproveJobsAction({ ids: [job.id] });
    expect(result).toEqual({ ok: true, data: { decided: 1, results: [{ id: job.id, outcome: "decided", status: "approved" }] } });
  });

  it("racing single rejections: every item is decided exactly once, one log row and one mail each", async () => {
    const admin = await makeAdmin();
    const { user, employer } = await createEmployer({ status: "approved" });
    const jobs = await Promise.all(Array.from({ length: 6 }, (_, i) => createJob({ employerId: employer.id, status: "pending", post: `Race ${i}` })));
    const ids = jobs.map((j) => j.id);
    const singles = ids.map((id) => call(jobRoute.PATCH as Handler, { as: admin, method: "PATCH", params: { id }, body: { status: "rejected", reason: "Spam" } }));
    const [answer, ...rejections] = await Promise.all([bulk(bulkJobs, admin, { ids }), ...singles]);

    expect(answer.status).toBe(200);
    for (const [i, id] of ids.entries()) {
      const final = (await db.job.findUniqueOrThrow({ where: { id } })).status;
      const item = answer.answer.results[i];
      expect(await db.adminDecision.count({ where: { jobId: id } })).toBe(1);
      // Whoever won, the bulk answer tells the truth about the item.
      if (final === "approved") expect(item).toEqual({ id, outcome: "decided", status: "approved" });
      else {
        expect(item).toEqual({ id, outcome: "alreadyDecided", status: "rejected" });
        expect(rejections[i].status).toBe(200);
      }
      if (final === "approved") expect(rejections[i]).toMatchObject({ status: 409, body: { code: "STALE_STATE" } });
    }
    expect(mailCount(user.email)).toBe(6);
  });
});
