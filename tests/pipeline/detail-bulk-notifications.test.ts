// GET applications/{id} (filtered by who asks), PATCH applications/bulk-status (per-item results),
// GET notifications (newest first, 20 a page, unread) and POST notifications/read (own only).
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createUser } = await import("@/tests/factories");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { moveApplication } = await import("@/lib/pipeline/service/moves");
const { call, createApplicationRow, inDays, outsiders, pipelineFixture } = await import("@/tests/pipeline/helpers");
const detailRoute = await import("@/app/api/v1/applications/[id]/route");
const bulkRoute = await import("@/app/api/v1/applications/bulk-status/route");
const listRoute = await import("@/app/api/v1/notifications/route");
const readRoute = await import("@/app/api/v1/notifications/read/route");

type Detail = { id: string; status: string; events: Record<string, unknown>[]; candidate?: Record<string, unknown>; interview: unknown };
type Page = { items: { id: string; title: string; readAt: string | null }[]; unread: number; page: number; hasNextPage: boolean };

describe("GET applications/{id}", () => {
  it("the candidate sees the history without notes; the employer with notes and the candidate's contact fields", async () => {
    const { employer, candidate, application } = await pipelineFixture("applied");
    const at = inDays(5);
    await moveApplication(employer, { id: application.id, status: "interview", note: "SECRET-NOTE-1", message: "See you", interview: { at, mode: "in_person", location: "Pune office", durationMinutes: 60 } });

    const asCandidate = await call(detailRoute.GET, { as: candidate, params: { id: application.id } });
    expect(asCandidate.status).toBe(200);
    const mine = asCandidate.body.response as Detail;
    expect(mine.events.map((e) => e.to)).toEqual(["applied", "interview"]);
    expect(mine.events[1]).toMatchObject({ message: "See you", interview: { at, mode: "in_person", location: "Pune office", durationMinutes: 60 } });
    expect(mine.interview).toEqual({ at, mode: "in_person", location: "Pune office", durationMinutes: 60 });
    expect(mine.candidate).toBeUndefined();
    expect(JSON.stringify(asCandidate.body)).not.toContain("SECRET-NOTE");

    const asEmployer = await call(detailRoute.GET, { as: employer, params: { id: application.id } });
    expect(asEmployer.status).toBe(200);
    const theirs = asEmployer.body.response as Detail;
    expect(theirs.events[1].note).toBe("SECRET-NOTE-1");
    expect(theirs.candidate).toEqual({ id: candidate.id, fullName: "Asha Rao", email: candidate.email, mobile: "9876543210" });
  });

  it("404 for another employer, another candidate, an admin and a university; 401 logged out; 404 once the job is deleted (employer)", async () => {
    const { employer, candidate, application, job } = await pipelineFixture();
    const { otherEmployer, otherCandidate, admin, university } = await outsiders();
    expect((await call(detailRoute.GET, { as: null, params: { id: application.id } })).status).toBe(401);
    for (const as of [otherEmployer, otherCandidate, admin, university]) {
      const answer = await call(detailRoute.GET, { as, params: { id: application.id } });
      expect(answer.status, as.role).toBe(404);
      expect(answer.body.code).toBe("NOT_FOUND");
    }
    await db.job.update({ where: { id: job.id }, data: { deletedAt: new Date() } });
    expect((await call(detailRoute.GET, { as: employer, params: { id: application.id } })).status).toBe(404);
    // The candidate keeps their own record.
    expect((await call(detailRoute.GET, { as: candidate, params: { id: application.id } })).status).toBe(200);
  });
});

describe("PATCH applications/bulk-status", () => {
  it("moves each of the employer's ids on its own; others' ids and refused moves are per-item failures", async () => {
    const { employer, job, candidate: first, application: a1 } = await pipelineFixture("applied");
    const { application: a2, candidate: second } = await createApplicationRow(job.id, "screening", "Ravi Kumar");
    const { application: hired } = await createApplicationRow(job.id, "hired", "Meena Iyer");
    const foreign = await pipelineFixture("applied");

    const { status, body } = await call(bulkRoute.PATCH, {
      as: employer,
      method: "PATCH",
      body: { ids: [a1.id, a2.id, hired.id, foreign.application.id, "unknown-id"], status: "rejected", reason: "position_filled", message: "Filled, sorry." },
    });
    expect(status).toBe(200);
    const result = body.response as { updated: string[]; failed: { id: string; code: string; message: string }[] };
    expect(result.updated).toEqual([a1.id, a2.id]);
    expect(result.failed.map((f) => [f.id, f.code])).toEqual([
      [hired.id, "INVALID_TRANSITION"],
      [foreign.application.id, "NOT_FOUND"],
      ["unknown-id", "NOT_FOUND"],
    ]);
    expect(result.failed.every((f) => f.message.length > 0)).toBe(true);

    expect((await db.application.findUniqueOrThrow({ where: { id: a1.id } })).status).toBe("rejected");
    expect((await db.application.findUniqueOrThrow({ where: { id: foreign.application.id } })).status).toBe("applied");
    expect(await db.applicationEvent.count({ where: { applicationId: a2.id, to: "rejected", reason: "position_filled" } })).toBe(1);
    for (const c of [first, second]) {
      expect(mailsTo(c.email)).toHaveLength(1);
      expect(await db.notification.count({ where: { userId: c.id } })).toBe(1);
    }
    expect(mailsTo(foreign.candidate.email)).toHaveLength(0);
  });

  it("400 without ids, with more than 100, with duplicates, a rejection without reason; 401/403 by role", async () => {
    const { employer, candidate, application } = await pipelineFixture();
    const bodies = [
      { ids: [], status: "screening" },
      { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`), status: "screening" },
      { ids: [application.id, application.id], status: "screening" },
      { ids: [application.id], status: "rejected" },
    ];
    for (const body of bodies) {
      const answer = await call(bulkRoute.PATCH, { as: employer, method: "PATCH", body });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("VALIDATION");
    }
    const body = { ids: [application.id], status: "screening" };
    expect((await call(bulkRoute.PATCH, { as: null, method: "PATCH", body })).status).toBe(401);
    expect((await call(bulkRoute.PATCH, { as: candidate, method: "PATCH", body })).status).toBe(403);
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("applied");
  });
});

describe("notifications", () => {
  it("lists the user's own, newest first, 20 a page, with the unread count; marks some or all read", async () => {
    const user = await createUser({ role: "Candidate" });
    const other = await createUser({ role: "Employer" });
    const base = Date.now() - 100_000;
    await db.notification.createMany({
      data: Array.from({ length: 23 }, (_, i) => ({
        userId: user.id,
        kind: "application_status",
        title: `Note ${i}`,
        body: "b",
        link: "/candidate/applications",
        createdAt: new Date(base + i * 1000),
      })),
    });
    const theirs = await db.notification.create({ data: { userId: other.id, kind: "x", title: "Theirs", body: "b", link: "/" } });

    const first = await call(listRoute.GET, { as: user, path: "/api/v1/notifications" });
    expect(first.status).toBe(200);
    const page1 = first.body.response as Page;
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0].title).toBe("Note 22");
    expect(page1.items[19].title).toBe("Note 3");
    expect(page1).toMatchObject({ unread: 23, page: 1, hasNextPage: true });
    const page2 = (await call(listRoute.GET, { as: user, path: "/api/v1/notifications?page=2" })).body.response as Page;
    expect(page2.items.map((n) => n.title)).toEqual(["Note 2", "Note 1", "Note 0"]);
    expect(page2.hasNextPage).toBe(false);

    // Someone else's id is ignored; own ids are marked.
    const marked = await call(readRoute.POST, { as: user, method: "POST", body: { ids: [page1.items[0].id, page1.items[1].id, theirs.id] } });
    expect(marked.status).toBe(200);
    expect(marked.body.response).toEqual({ unread: 21 });
    expect((await db.notification.findUniqueOrThrow({ where: { id: theirs.id } })).readAt).toBeNull();
    const after = (await call(listRoute.GET, { as: user, path: "/api/v1/notifications" })).body.response as Page;
    expect(after.items[0].readAt).not.toBeNull();
    expect(after.items[2].readAt).toBeNull();

    const all = await call(readRoute.POST, { as: user, method: "POST", body: {} });
    expect(all.body.response).toEqual({ unread: 0 });
    expect(await db.notification.count({ where: { userId: other.id, readAt: null } })).toBe(1);
  });

  it("needs a login (401); any role may read its own; bad input is 400", async () => {
    const admin = await createUser({ role: "Admin" });
    expect((await call(listRoute.GET, { as: null, path: "/api/v1/notifications" })).status).toBe(401);
    expect((await call(readRoute.POST, { as: null, method: "POST", body: {} })).status).toBe(401);
    const empty = await call(listRoute.GET, { as: admin, path: "/api/v1/notifications" });
    expect(empty.body.response).toEqual({ items: [], unread: 0, page: 1, hasNextPage: false });
    expect((await call(listRoute.GET, { as: admin, path: "/api/v1/notifications?page=0" })).status).toBe(400);
    expect((await call(readRoute.POST, { as: admin, method: "POST", body: { ids: "all" } })).status).toBe(400);
    expect((await call(readRoute.POST, { as: admin, method: "POST", body: { ids: [] } })).status).toBe(400);
  });
});
