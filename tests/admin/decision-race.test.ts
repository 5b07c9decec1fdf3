// Issue 12, "decisions race": 10 approvals and 10 rejections of one pending item fired at once through
// the route handlers. A decision names the state it was made on (`from`, default "pending"), so exactly
// one change wins: one AdminDecision row, one mail; every other call is a 200 no-op (it asked for the
// status the item ended in) or 409 STALE_STATE (the item left the state it was decided on).
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session, db, mailCount, createEmployer, createJob, createUniversityRequest, createUser, call } = await import("@/tests/helpers/moderation-kit");
const employerRoute = await import("@/app/api/v1/admin/employers/[id]/route");
const jobRoute = await import("@/app/api/v1/admin/jobs/[id]/route");
const requestRoute = await import("@/app/api/v1/admin/requests/[id]/route");

type Answer = { status: number; body: { success: boolean; code?: string; response?: { status: string } } };

async function patch(handler: Handler, as: SessionUser, id: string, body: unknown): Promise<Answer> {
  const { status, body: answer } = await call(handler, { as, method: "PATCH", params: { id }, body });
  return { status, body: answer as Answer["body"] };
}

/** Fires 10 positive and 10 negative decisions at once (interleaved) and checks that one change won. */
async function race(handler: Handler, id: string, positive: unknown, negative: unknown) {
  const admin = await createUser({ role: "Admin" });
  session.user = admin;
  const bodies = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? positive : negative));
  const answers = await Promise.all(bodies.map((body) => patch(handler, admin, id, body)));
  return answers;
}

function checkOneWinner(answers: Answer[], finalStatus: string) {
  const ok = answers.filter((a) => a.status === 200);
  const stale = answers.filter((a) => a.status === 409);
  expect(ok.length + stale.length, JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409))).toBe(answers.length);
  // Every 200 (the winner and the no-ops) reports the status the item ended in.
  expect(ok.every((a) => a.body.response?.status === finalStatus)).toBe(true);
  expect(stale.every((a) => a.body.code === "STALE_STATE" && a.body.success === false)).toBe(true);
  // Exactly the 10 calls asking for the losing status are refused.
  expect(stale).toHaveLength(10);
}

describe("concurrent decisions on one item", () => {
  it("employer: exactly one change wins, one log row, one mail; the rest are no-ops or 409 STALE_STATE", async () => {
    const { user, employer } = await createEmployer({ status: "pending" });
    const answers = await race(employerRoute.PATCH as Handler, employer.id, { status: "approved" }, { status: "rejected", reason: "Fake" });
    const final = (await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status;
    expect(final).not.toBe("pending");
    expect(await db.adminDecision.count({ where: { employerId: employer.id } })).toBe(1);
    expect((await db.adminDecision.findFirstOrThrow({ where: { employerId: employer.id } })).status).toBe(final);
    expect(mailCount(user.email)).toBe(1);
    checkOneWinner(answers, final);
  });

  it("job: exactly one change wins, one log row, one mail", async () => {
    const { user, employer } = await createEmployer({ status: "approved" });
    const job = await createJob({ employerId: employer.id, status: "pending" });
    const answers = await race(jobRoute.PATCH as Handler, job.id, { status: "approved" }, { status: "rejected", reason: "Duplicate" });
    const final = (await db.job.findUniqueOrThrow({ where: { id: job.id } })).status;
    expect(final).not.toBe("pending");
    expect(await db.adminDecision.count({ where: { jobId: job.id } })).toBe(1);
    expect(mailCount(user.email)).toBe(1);
    checkOneWinner(answers, final);
  });

  it("university request: exactly one answer wins, one log row, one mail", async () => {
    const { user, request } = await createUniversityRequest();
    const answers = await race(requestRoute.PATCH as Handler, request.id, { status: "accepted" }, { status: "declined", response: "Full" });
    const final = (await db.universityRequest.findUniqueOrThrow({ where: { id: request.id } })).status;
    expect(final).not.toBe("pending");
    expect(await db.adminDecision.count({ where: { requestId: request.id } })).toBe(1);
    expect(mailCount(user.email)).toBe(1);
    checkOneWinner(answers, final);
  });
});
