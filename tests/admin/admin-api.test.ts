// Admin console calls through their route handlers: role checks (401/403), status filters and paging,
// the decision log (who/when/what/reason) written with the status change, the reason rule, the
// e-mails, and that rejecting an employer hides its jobs from the public search.
// The session is replaced by a mocked current user; mails go to the process's private outbox file.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const { getEnv } = await import("@/lib/env");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { createEmployer, createJob, createUniversityRequest, createUser } = await import("@/tests/factories");
const { callRoute: call } = await import("@/tests/helpers/call-route");
const employersRoute = await import("@/app/api/v1/admin/employers/route");
const employerRoute = await import("@/app/api/v1/admin/employers/[id]/route");
const jobsRoute = await import("@/app/api/v1/admin/jobs/route");
const jobRoute = await import("@/app/api/v1/admin/jobs/[id]/route");
const requestsRoute = await import("@/app/api/v1/admin/requests/route");
const requestRoute = await import("@/app/api/v1/admin/requests/[id]/route");
const messagesRoute = await import("@/app/api/v1/admin/contact-messages/route");
const { searchJobs } = await import("@/lib/job-search/service/search");
const actions = await import("@/lib/moderation/actions");

type Decision = { id: string; status: string; reason: string | null; createdAt: string; admin: { id: string; name: string; email: string } };
type EmployerItem = { id: string; status: string; orgName: string; email: string; mobile: string | null; decisions: Decision[] } & Record<string, unknown>;
type JobItem = { id: string; status: string; post: string; employer: { id: string; email: string; status: string }; decisions: Decision[] } & Record<string, unknown>;

async function makeAdmin() {
  return createUser({ role: "Admin", name: "Test Admin" });
}

/** PATCH admin/employers/{id}, admin/jobs/{id} or admin/requests/{id} as `as`. */
function decide(route: { PATCH: unknown }, as: SessionUser, id: string, body: unknown) {
  return call(route.PATCH as Handler, { as, method: "PATCH", params: { id }, body });
}

// ---------------------------------------------------------------------------------------------------

describe("who may call the admin API", () => {
  const calls: [string, Handler, { method?: string; params?: Record<string, string>; body?: unknown }][] = [
    ["GET admin/employers", employersRoute.GET as Handler, {}],
    ["PATCH admin/employers/{id}", employerRoute.PATCH as Handler, { method: "PATCH", params: { id: "x" }, body: { status: "approved" } }],
    ["GET admin/jobs", jobsRoute.GET as Handler, {}],
    ["PATCH admin/jobs/{id}", jobRoute.PATCH as Handler, { method: "PATCH", params: { id: "x" }, body: { status: "approved" } }],
    ["GET admin/requests", requestsRoute.GET as Handler, {}],
    ["PATCH admin/requests/{id}", requestRoute.PATCH as Handler, { method: "PATCH", params: { id: "x" }, body: { status: "accepted" } }],
    ["GET admin/contact-messages", messagesRoute.GET as Handler, {}],
  ];

  it.each(calls)("%s: 401 when logged out, 403 for every other role", async (_name, handler, opts) => {
    const loggedOut = await call(handler, { as: null, ...opts });
    expect(loggedOut.status).toBe(401);
    expect(loggedOut.body.success).toBe(false);
    for (const role of ["Candidate", "Employer", "University"] as const) {
      const user = await createUser({ role });
      const res = await call(handler, { as: user, ...opts });
      expect(res.status, role).toBe(403);
      expect(res.body.success).toBe(false);
    }
  });

  it("the server actions refuse non-admins too", async () => {
    const { employer } = await createEmployer("pending");
    session.user = null;
    expect(await actions.decideEmployerAction({ id: employer.id, status: "approved" })).toMatchObject({
      ok: false,
      status: 401,
      code: "UNAUTHENTICATED",
    });
    session.user = await createUser({ role: "Employer" });
    expect(await actions.decideEmployerAction({ id: employer.id, status: "approved" })).toMatchObject({ ok: false, status: 403, code: "FORBIDDEN" });
    session.user = await createUser({ role: "University" });
    expect(await actions.decideJobAction({ id: "x", status: "approved" })).toMatchObject({ ok: false, status: 403, code: "FORBIDDEN" });
    expect(await actions.decideRequestAction({ id: "x", status: "accepted" })).toMatchObject({ ok: false, status: 403, code: "FORBIDDEN" });
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("pending");
  });
});

describe("GET admin/employers", () => {
  it("lists employers with the account e-mail and mobile, filtered by status", async () => {
    const admin = await makeAdmin();
    const pending = await createEmployer({ status: "pending", orgName: "Pending Filter Co" });
    const approved = await createEmployer({ status: "approved", orgName: "Approved Filter Co" });
    const rejected = await createEmployer({ status: "rejected", orgName: "Rejected Filter Co" });

    const res = await call(employersRoute.GET as Handler, { as: admin, path: "/api/v1/admin/employers?status=pending&limit=100" });
    expect(res.status).toBe(200);
    const items = res.body.response as EmployerItem[];
    expect(Array.isArray(items)).toBe(true);
    expect(items.every((e) => e.status === "pending")).toBe(true);
    const item = items.find((e) => e.id === pending.employer.id);
    expect(item).toMatchObject({
      id: pending.employer.id,
      status: "pending",
      orgName: "Pending Filter Co",
      city: "Pune",
      state: "Maharashtra",
      website: "https://acme.example",
      email: pending.user.email,
      mobile: "9876543210",
      decisions: [],
    });
    expect(typeof item?.about).toBe("string");
    expect(new Date(item?.createdAt as string).toString()).not.toBe("Invalid Date");
    expect(items.some((e) => e.id === approved.employer.id || e.id === rejected.employer.id)).toBe(false);
    expect(Number(res.headers.get("X-Total-Count"))).toBeGreaterThanOrEqual(1);

    const approvedList = (await call(employersRoute.GET as Handler, { as: admin, path: "/api/v1/admin/employers?status=approved&limit=100" }))
      .body.response as EmployerItem[];
    expect(approvedList.some((e) => e.id === approved.employer.id)).toBe(true);
    expect(approvedList.every((e) => e.status === "approved")).toBe(true);

    const all = (await call(employersRoute.GET as Handler, { as: admin, path: "/api/v1/admin/employers?limit=100" })).body.response as EmployerItem[];
    for (const id of [pending.employer.id, approved.employer.id, rejected.employer.id]) expect(all.some((e) => e.id === id)).toBe(true);
  });

  it("never returns password hashes", async () => {
    const admin = await makeAdmin();
    await createEmployer("pending");
    const res = await call(employersRoute.GET as Handler, { as: admin, path: "/api/v1/admin/employers" });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$argon2/);
  });

  it("pages in SQL: page and limit, newest first, no overlap", async () => {
    const admin = await makeAdmin();
    for (let i = 0; i < 3; i++) await createEmployer({ status: "rejected", orgName: `Paged ${i}` });
    const first = await call(employersRoute.GET as Handler, { as: admin, path: "/api/v1/admin/employers?status=rejected&limit=2" });
    const second = await call(employersRoute.GET as Handler, { as: admin, path: "/api/v1/admin/employers?status=rejected&limit=2&page=2" });
    const a = first.body.response as EmployerItem[];
    const b = second.body.response as EmployerItem[];
    expect(a).toHaveLength(2);
    expect(b.length).toBeGreaterThanOrEqual(1);
    expect(a.some((x) => b.some((y) => y.id === x.id))).toBe(false);
    const total = Number(first.headers.get("X-Total-Count"));
    expect(total).toBeGreaterThanOrEqual(3);
    const times = a.map((e) => new Date(e.createdAt as string).getTime());
    expect(times[0]).toBeGreaterThanOrEqual(times[1]);
  });

  it("rejects a bad status or paging value with 400", async () => {
    const admin = await makeAdmin();
    const bad = await call(employersRoute.GET as Handler, { as: admin, path: "/api/v1/admin/employers?status=weird" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.status).toBe("Status must be pending, approved or rejected");
    expect((await call(employersRoute.GET as Handler, { as: admin, path: "/api/v1/admin/employers?limit=1000" })).status).toBe(400);
    expect((await call(employersRoute.GET as Handler, { as: admin, path: "/api/v1/admin/employers?page=0" })).status).toBe(400);
  });
});

describe("PATCH admin/employers/{id}", () => {
  it("approves: logs who/when/what in the same change, returns the object, mails the employer", async () => {
    const admin = await makeAdmin();
    const { user, employer } = await createEmployer({ status: "pending", orgName: "Approve Me Ltd" });
    const before = Date.now();
    const res = await decide(employerRoute, admin, employer.id, { status: "approved" });
    expect(res.status).toBe(200);
    const item = res.body.response as EmployerItem;
    expect(item).toMatchObject({ id: employer.id, status: "approved", email: user.email, orgName: "Approve Me Ltd" });
    expect(item.decisions).toHaveLength(1);
    expect(item.decisions[0]).toMatchObject({ status: "approved", reason: null, admin: { id: admin.id, email: admin.email, name: "Test Admin" } });
    expect(new Date(item.decisions[0].createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("approved");
    const log = await db.adminDecision.findMany({ where: { employerId: employer.id } });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ adminId: admin.id, status: "approved", reason: null, jobId: null, requestId: null });

    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your employer account has been approved");
    expect(mails[0].text).toContain("Approve Me Ltd");
    expect(mails[0].html).toContain("<!doctype html>");
  });

  it("requires a reason to reject (400, errors.reason) and changes nothing then", async () => {
    const admin = await makeAdmin();
    const { user, employer } = await createEmployer({ status: "pending" });
    for (const body of [{ status: "rejected" }, { status: "rejected", reason: "   " }]) {
      const res = await decide(employerRoute, admin, employer.id, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors?.reason).toBe("A reason is required to reject");
    }
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("pending");
    expect(await db.adminDecision.count({ where: { employerId: employer.id } })).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it("rejects with a reason: logged with the reason, mailed with the reason", async () => {
    const admin = await makeAdmin();
    const { user, employer } = await createEmployer({ status: "pending", orgName: "Shady Co" });
    const res = await decide(employerRoute, admin, employer.id, { status: "rejected", reason: "  Website does not match the company  " });
    expect(res.status).toBe(200);
    const item = res.body.response as EmployerItem;
    expect(item.status).toBe("rejected");
    expect(item.decisions[0]).toMatchObject({ status: "rejected", reason: "Website does not match the company" });
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your employer account has been rejected");
    expect(mails[0].text).toContain("Reason: Website does not match the company");
  });

  it("keeps the whole history, newest first, and a repeat of the same status logs nothing", async () => {
    const admin = await makeAdmin();
    const other = await createUser({ role: "Admin", name: "Second Admin" });
    const { user, employer } = await createEmployer({ status: "pending" });
    const patch = (as: SessionUser, body: unknown) => decide(employerRoute, as, employer.id, body);
    expect((await patch(admin, { status: "rejected", reason: "Incomplete details" })).status).toBe(200);
    // Re-deciding a decided item names the status it is in now.
    expect((await patch(other, { status: "approved", from: "rejected" })).status).toBe(200);
    const repeat = await patch(other, { status: "approved" });
    expect(repeat.status).toBe(200);
    expect((await patch(other, { status: "approved", from: "approved" })).status).toBe(200);
    const item = repeat.body.response as EmployerItem;
    expect(item.decisions.map((d) => [d.status, d.admin.name, d.reason])).toEqual([
      ["approved", "Second Admin", null],
      ["rejected", "Test Admin", "Incomplete details"],
    ]);
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it("404 for an unknown id; 400 for a bad status", async () => {
    const admin = await makeAdmin();
    const missing = await decide(employerRoute, admin, "does-not-exist", { status: "approved" });
    expect(missing.status).toBe(404);
    const { employer } = await createEmployer("pending");
    const bad = await decide(employerRoute, admin, employer.id, { status: "pending" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.status).toBe("Status must be approved or rejected");
  });

  it("rejecting an employer hides its approved jobs from the public search; approving again shows them", async () => {
    const admin = await makeAdmin();
    const { employer } = await createEmployer({ status: "approved", orgName: "Hidden Jobs Co" });
    const post = `Visibility Tester ${Date.now()}`;
    const job = await createJob({ employerId: employer.id, status: "approved", post });
    const visible = async () =>
      (await searchJobs({ search: post, page: 1, limit: 50 } as Parameters<typeof searchJobs>[0])).jobs.some((j) => j.id === job.id);
    expect(await visible()).toBe(true);

    const reject = { status: "rejected", reason: "Fake company", from: "approved" };
    expect((await decide(employerRoute, admin, employer.id, reject)).status).toBe(200);
    expect(await visible()).toBe(false);
    // the job itself keeps its own status; only its employer changed
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("approved");

    const approve = { status: "approved", from: "rejected" };
    expect((await decide(employerRoute, admin, employer.id, approve)).status).toBe(200);
    expect(await visible()).toBe(true);
  });

  it("the decision stands when the mail cannot be sent", async () => {
    const admin = await makeAdmin();
    const { employer } = await createEmployer("pending");
    // An outbox path below a file cannot be created, so sendMail throws a MailError.
    const env = getEnv();
    const outbox = env.mailOutbox;
    env.mailOutbox = "/dev/null/cannot/outbox.jsonl";
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await decide(employerRoute, admin, employer.id, { status: "approved" });
      expect(res.status).toBe(200);
      expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("approved");
      expect(await db.adminDecision.count({ where: { employerId: employer.id } })).toBe(1);
      expect(quiet).toHaveBeenCalledWith(expect.stringContaining("e-mail failed"), expect.anything());
    } finally {
      env.mailOutbox = outbox;
      quiet.mockRestore();
    }
  });
});

describe("GET admin/jobs and PATCH admin/jobs/{id}", () => {
  it("lists Job JSON with the employer (incl. its e-mail), filtered by status, without deleted jobs", async () => {
    const admin = await makeAdmin();
    const { user, employer } = await createEmployer({ status: "pending", orgName: "Jobs Employer" });
    const pendingJob = await createJob({ employerId: employer.id, status: "pending", post: "Pending Post" });
    const approvedJob = await createJob({ employerId: employer.id, status: "approved" });
    const deletedJob = await createJob({ employerId: employer.id, status: "pending", deletedAt: new Date() });

    const res = await call(jobsRoute.GET as Handler, { as: admin, path: "/api/v1/admin/jobs?status=pending&limit=100" });
    expect(res.status).toBe(200);
    const items = res.body.response as JobItem[];
    expect(items.every((j) => j.status === "pending")).toBe(true);
    const item = items.find((j) => j.id === pendingJob.id);
    expect(item).toMatchObject({
      id: pendingJob.id,
      status: "pending",
      post: "Pending Post",
      employmentType: "Full Time",
      hiringProcess: "Online",
      organisationDetails: { orgName: "Jobs Employer", city: "Pune", state: "Maharashtra" },
      employer: { id: employer.id, email: user.email, status: "pending", orgName: "Jobs Employer" },
      decisions: [],
    });
    expect(items.some((j) => j.id === approvedJob.id || j.id === deletedJob.id)).toBe(false);
    const approved = (await call(jobsRoute.GET as Handler, { as: admin, path: "/api/v1/admin/jobs?status=approved&limit=100" })).body
      .response as JobItem[];
    expect(approved.some((j) => j.id === approvedJob.id)).toBe(true);
  });

  it("approves and rejects a job with the log, the reason rule and a mail to the employer", async () => {
    const admin = await makeAdmin();
    const { user, employer } = await createEmployer({ status: "approved", orgName: "Posting Co" });
    const job = await createJob({ employerId: employer.id, status: "pending", post: "Data Analyst" });
    const patch = (body: unknown) => decide(jobRoute, admin, job.id, body);

    const noReason = await patch({ status: "rejected" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBe("A reason is required to reject");

    const approved = await patch({ status: "approved" });
    expect(approved.status).toBe(200);
    expect(approved.body.response).toMatchObject({ id: job.id, status: "approved", employer: { email: user.email } });
    const rejected = await patch({ status: "rejected", reason: "Salary missing", from: "approved" });
    const item = rejected.body.response as JobItem;
    expect(item.status).toBe("rejected");
    expect(item.decisions.map((d) => [d.status, d.reason, d.admin.id])).toEqual([
      ["rejected", "Salary missing", admin.id],
      ["approved", null, admin.id],
    ]);
    expect(await db.adminDecision.count({ where: { jobId: job.id } })).toBe(2);

    const mails = mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your job "Data Analyst" has been approved',
      'Your job "Data Analyst" has been rejected',
    ]);
    expect(mails[1].text).toContain("Reason: Salary missing");
  });

  it("an approved job appears in the public search only once approved (with an approved employer)", async () => {
    const admin = await makeAdmin();
    const { employer } = await createEmployer("approved");
    const post = `Moderated Role ${Date.now()}`;
    const job = await createJob({ employerId: employer.id, status: "pending", post });
    const visible = async () =>
      (await searchJobs({ search: post, page: 1, limit: 50 } as Parameters<typeof searchJobs>[0])).jobs.some((j) => j.id === job.id);
    expect(await visible()).toBe(false);
    await decide(jobRoute, admin, job.id, { status: "approved" });
    expect(await visible()).toBe(true);
  });

  it("404 for an unknown or deleted job", async () => {
    const admin = await makeAdmin();
    const deleted = await createJob({ status: "pending", deletedAt: new Date() });
    for (const id of ["nope", deleted.id]) {
      const res = await decide(jobRoute, admin, id, { status: "approved" });
      expect(res.status).toBe(404);
    }
  });
});

describe("university requests in the console", () => {
  it("lists requests by status and accepts one: logged with requestId, response stored, university mailed", async () => {
    const admin = await makeAdmin();
    const { user, request } = await createUniversityRequest();
    const list = await call(requestsRoute.GET as Handler, { as: admin, path: "/api/v1/admin/requests?status=pending&limit=100" });
    expect(list.status).toBe(200);
    const items = list.body.response as { id: string; status: string; university: { email: string } }[];
    expect(items.find((r) => r.id === request.id)).toMatchObject({
      status: "pending",
      programme: "Robotics",
      kind: "training",
      kindLabel: "Sponsored batch",
      startDate: "2099-01-10",
      endDate: "2099-01-20",
      university: { email: user.email, instituteName: "Test Institute" },
    });
    expect(items.every((r) => r.status === "pending")).toBe(true);

    const res = await decide(requestRoute, admin, request.id, { status: "accepted", response: "Our trainer will call you this week." });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ id: request.id, status: "accepted", response: "Our trainer will call you this week." });
    const log = await db.adminDecision.findMany({ where: { requestId: request.id } });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ adminId: admin.id, status: "accepted", reason: "Our trainer will call you this week.", employerId: null });
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your request has been accepted: Sponsored batch");
    expect(mails[0].text).toContain("Our trainer will call you this week.");
  });

  it("declining needs a response", async () => {
    const admin = await makeAdmin();
    const { request } = await createUniversityRequest();
    const res = await decide(requestRoute, admin, request.id, { status: "declined" });
    expect(res.status).toBe(400);
    expect(res.body.errors?.response).toBe("A response is required to decline");
    expect((await db.universityRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("pending");
    const missing = await decide(requestRoute, admin, "nope", { status: "accepted" });
    expect(missing.status).toBe(404);
  });
});

describe("GET admin/contact-messages", () => {
  it("lists contact messages newest first, paged", async () => {
    const admin = await makeAdmin();
    const older = await db.contactMessage.create({
      data: { name: "Older", mobile: "9000000001", email: "older@test.example", subject: "First", createdAt: new Date(Date.now() - 60_000) },
    });
    const newer = await db.contactMessage.create({
      data: { name: "Newer", mobile: "9000000002", email: "newer@test.example", subject: "Second" },
    });
    const res = await call(messagesRoute.GET as Handler, { as: admin, path: "/api/v1/admin/contact-messages?limit=100" });
    expect(res.status).toBe(200);
    const items = res.body.response as { id: string; name: string }[];
    const ids = items.map((m) => m.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(items.find((m) => m.id === newer.id)).toMatchObject({ name: "Newer", email: "newer@test.example", subject: "Second", mobile: "9000000002" });
    const one = await call(messagesRoute.GET as Handler, { as: admin, path: "/api/v1/admin/contact-messages?limit=1" });
    expect(one.body.response as unknown[]).toHaveLength(1);
  });
});

describe("the decide actions used by the console", () => {
  it("approve an employer and reject a job with a reason", async () => {
    const admin = await makeAdmin();
    const { employer } = await createEmployer("pending");
    const job = await createJob({ employerId: employer.id, status: "pending" });
    session.user = admin;
    expect(await actions.decideEmployerAction({ id: employer.id, status: "approved", from: "pending" })).toEqual({
      ok: true,
      data: { status: "approved" },
    });
    const noReason = await actions.decideJobAction({ id: job.id, status: "rejected", reason: "", from: "pending" });
    expect(noReason).toMatchObject({ ok: false, status: 400, code: "VALIDATION", errors: { reason: "A reason is required to reject" } });
    expect(await actions.decideJobAction({ id: job.id, status: "rejected", reason: "Duplicate", from: "pending" })).toMatchObject({ ok: true });
    expect(await db.adminDecision.count({ where: { jobId: job.id, adminId: admin.id, reason: "Duplicate" } })).toBe(1);
  });

  it("validates the whole input, the id included: 400 VALIDATION with errors per field", async () => {
    session.user = await makeAdmin();
    const { employer } = await createEmployer("pending");
    const noId = await actions.decideEmployerAction({ status: "approved" } as never);
    expect(noId).toMatchObject({ ok: false, status: 400, code: "VALIDATION", errors: { id: "An id is required" } });
    const badFrom = await actions.decideEmployerAction({ id: employer.id, status: "approved", from: "maybe" } as never);
    expect(badFrom).toMatchObject({ ok: false, status: 400, code: "VALIDATION", errors: { from: "From must be pending, approved or rejected" } });
    const badStatus = await actions.decideRequestAction({ id: "x", status: "approved" } as never);
    expect(badStatus).toMatchObject({ ok: false, code: "VALIDATION", errors: { status: "Status must be accepted or declined" } });
    const noResponse = await actions.decideRequestAction({ id: "x", status: "declined" });
    expect(noResponse).toMatchObject({ ok: false, code: "VALIDATION", errors: { response: "A response is required to decline" } });
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("pending");
  });

  it("a decision on a card that another admin changed meanwhile is refused with STALE_STATE", async () => {
    session.user = await makeAdmin();
    const { user, employer } = await createEmployer("pending");
    expect(await actions.decideEmployerAction({ id: employer.id, status: "approved", from: "pending" })).toMatchObject({ ok: true });
    // The second admin still sees it pending and rejects it.
    const stale = await actions.decideEmployerAction({ id: employer.id, status: "rejected", reason: "Fake", from: "pending" });
    expect(stale).toMatchObject({ ok: false, status: 409, code: "STALE_STATE" });
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("approved");
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual(["Your employer account has been approved"]);
  });

  it("answers a university request", async () => {
    session.user = await makeAdmin();
    const { request } = await createUniversityRequest();
    const result = await actions.decideRequestAction({ id: request.id, status: "declined", response: "No trainers free", from: "pending" });
    expect(result).toEqual({ ok: true, data: { status: "declined" } });
    expect(await db.universityRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "declined",
      response: "No trainers free",
    });
  });
});

describe("PATCH with from (docs/decisions/0009)", () => {
  it("409 STALE_STATE when the item left the state the decision names; 400 for a bad from", async () => {
    const admin = await makeAdmin();
    const { employer } = await createEmployer("approved");
    const stale = await decide(employerRoute, admin, employer.id, { status: "rejected", reason: "Old page" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, code: "STALE_STATE" });
    const bad = await decide(employerRoute, admin, employer.id, { status: "rejected", reason: "x", from: "gone" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.from).toBe("From must be pending, approved or rejected");
    const { request } = await createUniversityRequest("accepted");
    const staleRequest = await decide(requestRoute, admin, request.id, { status: "declined", response: "Sorry" });
    expect(staleRequest.status).toBe(409);
    const redecided = await decide(requestRoute, admin, request.id, { status: "declined", response: "Sorry", from: "accepted" });
    expect(redecided.status).toBe(200);
    expect(redecided.body.response).toMatchObject({ status: "declined", response: "Sorry" });
  });
});
