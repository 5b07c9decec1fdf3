// The console's services called directly (as the route handlers and the actions do): the `from` rule of
// decisions (docs/decisions/0009), the no-op, 404s, the role check of the services themselves, and the
// generic paged list.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decideEmployer, decideJob, decideRequest } from "@/lib/moderation/service/decisions";
import { listContactMessages } from "@/lib/contact/service";
import { listEmployers, listJobs, listRequests, pendingCounts } from "@/lib/moderation/service/lists";
import { createEmployer, createJob, createUniversityRequest, createUser } from "@/tests/factories";
import { failure } from "@/tests/helpers/api-failure";
import { mailsTo } from "@/tests/helpers/outbox";

describe("decideEmployer", () => {
  it("changes a pending employer (from defaults to pending in the schema; the service gets it explicitly)", async () => {
    const admin = await createUser({ role: "Admin" });
    const { user, employer } = await createEmployer("pending");
    const result = await decideEmployer(admin, { id: employer.id, status: "approved", from: "pending" });
    expect(result).toMatchObject({ id: employer.id, status: "approved", decisions: [{ status: "approved", admin: { id: admin.id } }] });
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("refuses a decision made on a state the employer has left: 409 STALE_STATE, nothing logged or mailed", async () => {
    const admin = await createUser({ role: "Admin" });
    const { user, employer } = await createEmployer("approved");
    const error = await failure(decideEmployer(admin, { id: employer.id, status: "rejected", reason: "Stale view", from: "pending" }));
    expect(error).toMatchObject({ status: 409, code: "STALE_STATE" });
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("approved");
    expect(await db.adminDecision.count({ where: { employerId: employer.id } })).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it("re-decides when `from` is the current status", async () => {
    const admin = await createUser({ role: "Admin" });
    const { employer } = await createEmployer("rejected");
    expect(await decideEmployer(admin, { id: employer.id, status: "approved", from: "rejected" })).toMatchObject({ status: "approved" });
    expect(await db.adminDecision.count({ where: { employerId: employer.id } })).toBe(1);
  });

  it("asking for the status it already has is a no-op, whatever `from` says", async () => {
    const admin = await createUser({ role: "Admin" });
    const { user, employer } = await createEmployer("approved");
    for (const from of ["pending", "approved", "rejected"] as const) {
      expect(await decideEmployer(admin, { id: employer.id, status: "approved", from })).toMatchObject({ status: "approved", decisions: [] });
    }
    expect(await db.adminDecision.count({ where: { employerId: employer.id } })).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it("from equal to the target on an item in another state is stale, not a change", async () => {
    const admin = await createUser({ role: "Admin" });
    const { employer } = await createEmployer("pending");
    expect(await failure(decideEmployer(admin, { id: employer.id, status: "approved", from: "approved" }))).toMatchObject({ code: "STALE_STATE" });
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("pending");
  });

  it("404 for an unknown employer; 403 for a non-admin caller", async () => {
    const admin = await createUser({ role: "Admin" });
    expect(await failure(decideEmployer(admin, { id: "missing", status: "approved", from: "pending" }))).toMatchObject({ status: 404 });
    const { employer } = await createEmployer("pending");
    const employerUser = await createUser({ role: "Employer" });
    expect(await failure(decideEmployer(employerUser, { id: employer.id, status: "approved", from: "pending" }))).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
    });
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("pending");
  });
});

describe("decideJob and decideRequest", () => {
  it("a job: stale is 409, a deleted job is 404, a current one changes with one row", async () => {
    const admin = await createUser({ role: "Admin" });
    const job = await createJob({ status: "rejected" });
    expect(await failure(decideJob(admin, { id: job.id, status: "approved", from: "pending" }))).toMatchObject({ code: "STALE_STATE" });
    expect(await decideJob(admin, { id: job.id, status: "approved", from: "rejected" })).toMatchObject({ status: "approved" });
    expect(await db.adminDecision.count({ where: { jobId: job.id } })).toBe(1);
    const deleted = await createJob({ status: "pending", deletedAt: new Date() });
    expect(await failure(decideJob(admin, { id: deleted.id, status: "approved", from: "pending" }))).toMatchObject({ status: 404 });
  });

  it("a request: the response is stored with the change; stale is 409; a repeat is a no-op", async () => {
    const admin = await createUser({ role: "Admin" });
    const { user, request } = await createUniversityRequest("pending");
    const accepted = await decideRequest(admin, { id: request.id, status: "accepted", response: "See you then", from: "pending" });
    expect(accepted).toMatchObject({ status: "accepted", response: "See you then", university: { email: user.email } });
    expect(
      await failure(decideRequest(admin, { id: request.id, status: "declined", response: "Changed my mind", from: "pending" })),
    ).toMatchObject({ code: "STALE_STATE" });
    expect(await decideRequest(admin, { id: request.id, status: "accepted", from: "pending" })).toMatchObject({ response: "See you then" });
    expect(await db.adminDecision.count({ where: { requestId: request.id } })).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe("the lists", () => {
  it("page in SQL with the total and hasNextPage, newest first", async () => {
    const admin = await createUser({ role: "Admin" });
    const { employer } = await createEmployer("approved");
    for (let i = 0; i < 3; i++) await createJob({ employerId: employer.id, status: "rejected", createdAt: new Date(Date.now() - i * 1000) });
    const first = await listJobs(admin, { status: "rejected", page: 1, limit: 2 });
    expect(first).toMatchObject({ page: 1, limit: 2, total: 3, hasNextPage: true });
    expect(first.items).toHaveLength(2);
    const second = await listJobs(admin, { status: "rejected", page: 2, limit: 2 });
    expect(second).toMatchObject({ total: 3, hasNextPage: false });
    expect(second.items).toHaveLength(1);
    const times = [...first.items, ...second.items].map((j) => new Date(j.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("every list and the counts refuse a non-admin caller", async () => {
    const candidate = await createUser({ role: "Candidate" });
    const query = { page: 1, limit: 5 };
    for (const call of [
      () => listEmployers(candidate, query),
      () => listJobs(candidate, query),
      () => listRequests(candidate, query),
      () => listContactMessages(candidate, query),
      () => pendingCounts(candidate),
    ]) {
      expect(await failure(call())).toMatchObject({ status: 403 });
    }
  });

  it("requests filter by status", async () => {
    const admin = await createUser({ role: "Admin" });
    const { request } = await createUniversityRequest("declined");
    const declined = await listRequests(admin, { status: "declined", page: 1, limit: 100 });
    expect(declined.items.map((r) => r.id)).toContain(request.id);
    expect(declined.items.every((r) => r.status === "declined")).toBe(true);
    const pending = await listRequests(admin, { status: "pending", page: 1, limit: 100 });
    expect(pending.items.map((r) => r.id)).not.toContain(request.id);
  });
});
