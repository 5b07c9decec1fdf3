// The pipeline's server actions (the pages' only way to change things): the same services as the API,
// answering Result<T>; refusals carry the code the pages branch on (401, 403, 400, 404, 409).
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");
const { db } = await import("@/lib/db");
const { createUser } = await import("@/tests/factories");
const { bulkMoveApplicationsAction, moveApplicationAction, withdrawApplicationAction } = await import("@/lib/pipeline/actions");
const { markNotificationsReadAction } = await import("@/lib/notifications/actions");
const { inDays, outsiders, pipelineFixture } = await import("@/tests/pipeline/helpers");

beforeEach(() => {
  session.user = null;
});

describe("moveApplicationAction", () => {
  it("moves and answers the employer's view of the application", async () => {
    const { employer, application } = await pipelineFixture();
    session.user = employer;
    const result = await moveApplicationAction({ id: application.id, from: "applied", status: "interview", note: "n", interview: { at: inDays(1), mode: "phone" } });
    expect(result).toMatchObject({ ok: true, message: "Application updated", data: { id: application.id, status: "interview" } });
    if (result.ok) expect(result.data.events.at(-1)?.note).toBe("n");
  });

  it("401 logged out, 403 for a candidate, 400 for a rejection without reason, 404 for another employer, 409 for a refused move", async () => {
    const { employer, candidate, application } = await pipelineFixture("applied");
    const { otherEmployer } = await outsiders();
    expect(await moveApplicationAction({ id: application.id, status: "screening" })).toMatchObject({ ok: false, status: 401, code: "UNAUTHENTICATED" });
    session.user = candidate;
    expect(await moveApplicationAction({ id: application.id, status: "screening" })).toMatchObject({ ok: false, status: 403, code: "FORBIDDEN" });
    session.user = employer;
    const invalid = await moveApplicationAction({ id: application.id, status: "rejected" });
    expect(invalid).toMatchObject({ ok: false, status: 400, code: "VALIDATION", errors: { reason: "Please choose a reason" } });
    const past = await moveApplicationAction({ id: application.id, status: "interview", interview: { at: inDays(-1), mode: "video" } });
    expect(past).toMatchObject({ ok: false, status: 400, code: "VALIDATION", errors: { interview: "The interview must be in the future" } });
    expect(await moveApplicationAction({ id: application.id, status: "hired" })).toMatchObject({ ok: false, status: 409, code: "INVALID_TRANSITION" });
    session.user = otherEmployer;
    expect(await moveApplicationAction({ id: application.id, status: "screening" })).toMatchObject({ ok: false, status: 404, code: "NOT_FOUND" });
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("applied");
  });
});

describe("bulkMoveApplicationsAction", () => {
  it("answers per-item results; 403 for a candidate, 400 without ids", async () => {
    const { employer, candidate, application } = await pipelineFixture("applied");
    session.user = employer;
    expect(await bulkMoveApplicationsAction({ ids: [application.id, "nope"], status: "screening" })).toMatchObject({
      ok: true,
      data: { updated: [application.id], failed: [{ id: "nope", code: "NOT_FOUND" }] },
    });
    expect(await bulkMoveApplicationsAction({ ids: [], status: "screening" })).toMatchObject({ ok: false, status: 400, code: "VALIDATION" });
    session.user = candidate;
    expect(await bulkMoveApplicationsAction({ ids: [application.id], status: "shortlisted" })).toMatchObject({ ok: false, status: 403 });
  });
});

describe("withdrawApplicationAction", () => {
  it("withdraws the candidate's own; 401, 403 for an employer, 404 for another candidate, 409 the second time", async () => {
    const { employer, candidate, application } = await pipelineFixture("screening");
    const { otherCandidate } = await outsiders();
    expect(await withdrawApplicationAction({ id: application.id })).toMatchObject({ ok: false, status: 401 });
    session.user = employer;
    expect(await withdrawApplicationAction({ id: application.id })).toMatchObject({ ok: false, status: 403 });
    session.user = otherCandidate;
    expect(await withdrawApplicationAction({ id: application.id })).toMatchObject({ ok: false, status: 404, code: "NOT_FOUND" });
    session.user = candidate;
    const done = await withdrawApplicationAction({ id: application.id, reason: "Relocating" });
    expect(done).toMatchObject({ ok: true, message: "Application withdrawn", data: { status: "withdrawn" } });
    if (done.ok) expect(done.data.candidate).toBeUndefined();
    expect(await withdrawApplicationAction({ id: application.id })).toMatchObject({ ok: false, status: 409, code: "INVALID_TRANSITION" });
    expect(await withdrawApplicationAction({ id: "" })).toMatchObject({ ok: false, status: 400, code: "VALIDATION" });
  });
});

describe("markNotificationsReadAction", () => {
  it("401 logged out; any role marks its own; 400 for bad ids", async () => {
    expect(await markNotificationsReadAction({})).toMatchObject({ ok: false, status: 401, code: "UNAUTHENTICATED" });
    const university = await createUser({ role: "University" });
    await db.notification.create({ data: { userId: university.id, kind: "x", title: "t", body: "b", link: "/" } });
    session.user = university;
    expect(await markNotificationsReadAction({})).toEqual({ ok: true, data: { unread: 0 }, message: undefined });
    expect(await markNotificationsReadAction({ ids: [] })).toMatchObject({ ok: false, status: 400, code: "VALIDATION" });
  });
});
