// Live streams end with their session (issue 42, finding 5; decisions.md section 20): within 2 seconds of
// a logout, of "log out everywhere", of a removal from the team or a demotion that takes the thread
// away, heard through the session_changed notice rather than the 15-second heartbeat; and an account
// holds at most 5 streams on a server (a sixth ends the oldest).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createSessionRow } from "@/lib/auth/session-rows";
import type { SessionUser } from "@/lib/auth/types";
import { addMember, threadFixture } from "@/tests/messages/fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { stopHub } = await import("@/lib/messages/service/live-hub");
const { streamMessages } = await import("@/lib/messages/service/stream");
const { openStreamCount, MAX_STREAMS_PER_ACCOUNT } = await import("@/lib/messages/service/open-streams");
const { startSessionChangeListener, stopSessionChangeListener } = await import("@/lib/auth/session-memo");
const { changeMemberRole, removeMember } = await import("@/lib/teams/service/team");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await startSessionChangeListener();
});
afterAll(async () => {
  await stopSessionChangeListener();
  await stopHub();
});

/** Opens a stream and tells when it ended (the body's reader finishes). */
async function open(user: SessionUser, applicationId: string, sid: string) {
  const res = await streamMessages(user, { id: applicationId }, { signal: new AbortController().signal, sid });
  const state = { done: false, endedAt: 0 };
  const reader = res.body!.getReader();
  void (async () => {
    while (!(await reader.read()).done);
    state.done = true;
    state.endedAt = Date.now();
  })();
  return state;
}

/** Waits at most `ms` for the stream to end; answers how long it took. */
async function endsWithin(state: { done: boolean; endedAt: number }, ms: number): Promise<number> {
  const started = Date.now();
  while (!state.done && Date.now() - started < ms) await sleep(20);
  expect(state.done).toBe(true);
  return state.endedAt - started;
}

describe("a stream ends within 2 s of its session's change", () => {
  it.each(["logout", "logout everywhere"] as const)("%s", async (how) => {
    const { candidate, application } = await threadFixture();
    const sid = await createSessionRow(candidate.id);
    const stream = await open(candidate, application.id, sid);
    await sleep(300);
    expect(stream.done).toBe(false);
    const now = new Date();
    if (how === "logout") await db.session.update({ where: { id: sid }, data: { revokedAt: now } });
    else await db.session.updateMany({ where: { userId: candidate.id, revokedAt: null }, data: { revokedAt: now } });
    expect(await endsWithin(stream, 2_000)).toBeLessThan(2_000);
  });

  it("a removal from the team, and a demotion that takes the thread away", async () => {
    const { owner, employer, application } = await threadFixture();
    const removed = await addMember(employer.id, "recruiter", "Removed Recruiter");
    const demoted = await addMember(employer.id, "recruiter", "Demoted Recruiter");
    const [removedStream, demotedStream] = await Promise.all([
      createSessionRow(removed.id).then((sid) => open(removed, application.id, sid)),
      createSessionRow(demoted.id).then((sid) => open(demoted, application.id, sid)),
    ]);
    await sleep(300);
    const member = (userId: string) => db.employerMember.findUniqueOrThrow({ where: { userId }, select: { id: true } });
    await removeMember(owner, { memberId: (await member(removed.id)).id });
    expect(await endsWithin(removedStream, 2_000)).toBeLessThan(2_000);
    // An interviewer not assigned to the application may not read its thread.
    await changeMemberRole(owner, { memberId: (await member(demoted.id)).id }, { role: "interviewer" });
    expect(await endsWithin(demotedStream, 2_000)).toBeLessThan(2_000);
  });
});

describe("streams per account", () => {
  it(`holds at most ${MAX_STREAMS_PER_ACCOUNT}: a sixth ends the oldest`, async () => {
    const { candidate, application } = await threadFixture();
    const sid = await createSessionRow(candidate.id);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) streams.push(await open(candidate, application.id, sid));
    expect(openStreamCount(candidate.id)).toBe(MAX_STREAMS_PER_ACCOUNT);
    const sixth = await open(candidate, application.id, sid);
    await endsWithin(streams[0], 1_000);
    expect(streams.slice(1).every((s) => !s.done) && !sixth.done).toBe(true);
    expect(openStreamCount(candidate.id)).toBe(MAX_STREAMS_PER_ACCOUNT);
    await db.session.update({ where: { id: sid }, data: { revokedAt: new Date() } });
    for (const stream of [...streams.slice(1), sixth]) await endsWithin(stream, 2_000);
    expect(openStreamCount(candidate.id)).toBe(0);
  });
});
