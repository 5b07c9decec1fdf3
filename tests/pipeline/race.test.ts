// Concurrent moves of one application (issue 13): two employer users, then ten requests, act at once.
// The conditional update on the current stage lets exactly one win; the rest answer 409 (STALE_STATE,
// or INVALID_TRANSITION when they read the winner's final stage), and exactly one event, one
// notification and one mail exist for the change.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { moveApplication } = await import("@/lib/pipeline/service/moves");
const { withdrawApplication } = await import("@/lib/applications/service/withdraw");
const { ApiError } = await import("@/lib/api/errors");
const { pipelineFixture } = await import("@/tests/pipeline/helpers");

type Settled = PromiseSettledResult<unknown>;

function tally(results: Settled[]) {
  const won = results.filter((r) => r.status === "fulfilled");
  const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as InstanceType<typeof ApiError>);
  for (const error of lost) {
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(["STALE_STATE", "INVALID_TRANSITION"]).toContain(error.code);
  }
  return { won: won.length, lost: lost.length };
}

async function writtenFor(applicationId: string, candidateId: string, email: string) {
  return {
    // The first event is the application itself.
    events: (await db.applicationEvent.count({ where: { applicationId } })) - 1,
    notifications: await db.notification.count({ where: { userId: candidateId } }),
    mails: mailsTo(email).length,
  };
}

describe("concurrent moves of one application", () => {
  it("two moves at once (shortlist and reject): one wins, the other 409; one event, one notification, one mail", async () => {
    const { employer, candidate, application } = await pipelineFixture("screening");
    const results = await Promise.allSettled([
      // Both from the stage the employer saw (as the page sends it): without `from`, a move that starts
      // after the other committed reads the new stage and legitimately wins too.
      moveApplication(employer, { id: application.id, from: "screening", status: "shortlisted" }),
      moveApplication(employer, { id: application.id, from: "screening", status: "rejected", reason: "other" }),
    ]);
    expect(tally(results)).toEqual({ won: 1, lost: 1 });
    const final = (await db.application.findUniqueOrThrow({ where: { id: application.id } })).status;
    expect(["shortlisted", "rejected"]).toContain(final);
    expect(await writtenFor(application.id, candidate.id, candidate.email)).toEqual({ events: 1, notifications: 1, mails: 1 });
    expect((await db.applicationEvent.findFirstOrThrow({ where: { applicationId: application.id, from: "screening" } })).to).toBe(final);
  });

  it("ten moves at once, all from the stage the employer saw: exactly one wins", async () => {
    const { employer, candidate, application } = await pipelineFixture("applied");
    const targets = ["screening", "shortlisted", "interview", "offered", "rejected"] as const;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => {
        const status = targets[i % targets.length];
        return moveApplication(employer, {
          id: application.id,
          from: "applied",
          status,
          reason: status === "rejected" ? "other" : undefined,
        });
      }),
    );
    expect(tally(results)).toEqual({ won: 1, lost: 9 });
    expect(await writtenFor(application.id, candidate.id, candidate.email)).toEqual({ events: 1, notifications: 1, mails: 1 });
  });

  it("ten identical moves at once without `from`: exactly one wins", async () => {
    const { employer, candidate, application } = await pipelineFixture("applied");
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => moveApplication(employer, { id: application.id, status: "screening" })),
    );
    expect(tally(results)).toEqual({ won: 1, lost: 9 });
    expect(await writtenFor(application.id, candidate.id, candidate.email)).toEqual({ events: 1, notifications: 1, mails: 1 });
  });

  it("an employer's move racing the candidate's withdrawal: one wins", async () => {
    const { employer, candidate, application } = await pipelineFixture("shortlisted");
    const results = await Promise.allSettled([
      moveApplication(employer, { id: application.id, status: "interview" }),
      withdrawApplication(candidate, { id: application.id }),
    ]);
    expect(tally(results)).toEqual({ won: 1, lost: 1 });
    expect(await db.applicationEvent.count({ where: { applicationId: application.id } })).toBe(2);
    const mails = mailsTo(candidate.email).length + mailsTo(employer.email).length;
    expect(mails).toBe(1);
  });
});
