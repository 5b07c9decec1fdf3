// The Apply Now server action: the same service as the API, answering Result<T> with a stable code
// for every refusal (the button branches on code, never on message).
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");
const { db } = await import("@/lib/db");
const { createCandidate, createJob, createUser } = await import("@/tests/factories");
const { applyToJobAction } = await import("@/lib/applications/actions");

beforeEach(() => {
  session.user = null;
});

describe("applyToJobAction", () => {
  it("applies once: ok with the application and the spec's message", async () => {
    const job = await createJob();
    session.user = (await createCandidate({ complete: true })).user;
    const result = await applyToJobAction({ jobId: job.id });
    expect(result).toMatchObject({ ok: true, message: "Applied successfully", data: { status: "applied", job: { id: job.id, applied: true } } });
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(1);
  });

  it("answers 409 ALREADY_APPLIED the second time", async () => {
    const job = await createJob();
    session.user = (await createCandidate({ complete: true })).user;
    await applyToJobAction({ jobId: job.id });
    expect(await applyToJobAction({ jobId: job.id })).toMatchObject({ ok: false, status: 409, code: "ALREADY_APPLIED" });
  });

  it("answers 403 PROFILE_INCOMPLETE to a candidate whose profile is not complete", async () => {
    const job = await createJob();
    session.user = (await createCandidate({ complete: false })).user;
    expect(await applyToJobAction({ jobId: job.id })).toEqual({
      ok: false,
      status: 403,
      code: "PROFILE_INCOMPLETE",
      message: "Please complete your profile",
      errors: undefined,
    });
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("answers 401 UNAUTHENTICATED logged out and 403 FORBIDDEN to other roles", async () => {
    const job = await createJob();
    expect(await applyToJobAction({ jobId: job.id })).toMatchObject({ ok: false, status: 401, code: "UNAUTHENTICATED" });
    session.user = await createUser({ role: "Employer" });
    expect(await applyToJobAction({ jobId: job.id })).toMatchObject({ ok: false, status: 403, code: "FORBIDDEN" });
  });

  it("answers 400 VALIDATION without a job id, and 404 for a job it may not see", async () => {
    session.user = (await createCandidate({ complete: true })).user;
    expect(await applyToJobAction({} as { jobId: string })).toMatchObject({
      ok: false,
      status: 400,
      code: "VALIDATION",
      errors: { jobId: "Job id is required" },
    });
    expect(await applyToJobAction({ jobId: (await createJob("pending")).id })).toMatchObject({ ok: false, status: 404, code: "NOT_FOUND" });
  });
});
