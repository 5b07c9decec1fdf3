// Live delivery (decisions.md section 16): the hub hears the migration's NOTIFY only once the insert
// commits (never for a rollback), whoever inserted it (another connection stands for another server),
// and the event stream carries each new message, replays what a reconnecting browser missed, and ends
// once its session is logged out, its access goes or the client leaves.
import { afterAll, describe, expect, it, vi } from "vitest";
import { Client } from "pg";
import { db } from "@/lib/db";
import { createSessionRow } from "@/lib/auth/session-rows";
import type { MessageJson } from "@/lib/messages/contract";
import { addMember, assign, threadFixture } from "@/tests/messages/fixtures";

vi.mock("server-only", () => ({}));

const { subscribe, stopHub, subscriberCount } = await import("@/lib/messages/service/live-hub");
const { streamMessages } = await import("@/lib/messages/service/stream");
const { postMessage, listMessages } = await import("@/lib/messages/service/thread");

afterAll(async () => {
  await stopHub();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(predicate: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(20);
  }
}

describe("the hub", () => {
  it("calls the listener after the insert commits, with the message and its application", async () => {
    const { owner, application } = await threadFixture();
    const heard: { id: string; applicationId: string }[] = [];
    const stop = await subscribe(application.id, (notice) => heard.push(notice));
    let id = "";
    await db.$transaction(async (tx) => {
      const row = await tx.message.create({ data: { applicationId: application.id, side: "company", authorId: owner.id, body: "In a transaction" } });
      id = row.id;
      await sleep(300);
      // Not yet: NOTIFY is delivered on commit.
      expect(heard).toEqual([]);
    });
    await until(() => heard.length === 1);
    expect(heard).toEqual([{ id, applicationId: application.id }]);
    stop();
  });

  it("a rolled-back insert is never heard; another thread's message is not this subscriber's", async () => {
    const { owner, application } = await threadFixture();
    const other = await threadFixture();
    const heard: string[] = [];
    const stop = await subscribe(application.id, (notice) => heard.push(notice.id));
    await expect(
      db.$transaction(async (tx) => {
        await tx.message.create({ data: { applicationId: application.id, side: "company", authorId: owner.id, body: "Rolled back" } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await postMessage(other.owner, { id: other.application.id }, { body: "Elsewhere" });
    await sleep(500);
    expect(heard).toEqual([]);
    stop();
    expect(subscriberCount()).toBe(0);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))("hears a message another server wrote (a separate connection)", async () => {
    const { owner, application } = await threadFixture();
    const heard: string[] = [];
    const stop = await subscribe(application.id, (notice) => heard.push(notice.id));
    const elsewhere = new Client({ connectionString: process.env.DATABASE_URL });
    await elsewhere.connect();
    try {
      await elsewhere.query(`INSERT INTO "Message" ("id", "applicationId", "side", "authorId", "body") VALUES ('from-server-two', $1, 'company', $2, 'Hi')`, [
        application.id,
        owner.id,
      ]);
    } finally {
      await elsewhere.end();
    }
    await until(() => heard.length === 1);
    expect(heard).toEqual(["from-server-two"]);
    stop();
  });

  it.runIf(Boolean(process.env.DATABASE_URL))("reconnects when its connection drops, tells subscribers of the gap, and hears again", async () => {
    const { owner, application } = await threadFixture();
    const heard: string[] = [];
    let gaps = 0;
    const stop = await subscribe(application.id, (notice) => heard.push(notice.id), { onGap: () => gaps++ });
    // What a database restart does to the listening session.
    const killed = await db.$queryRaw<{ n: number }[]>`
      SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE application_name = 'messages-live-hub' AND datname = current_database()`;
    expect(killed[0].n).toBe(1);
    await until(() => gaps === 1, 10_000);
    const after = await postMessage(owner, { id: application.id }, { body: "After the reconnect" });
    await until(() => heard.length === 1);
    expect(heard).toEqual([after.id]);
    stop();
  });
});

/** Reads a stream's text as it comes, for the test to wait on. */
function reader(res: Response) {
  const decoder = new TextDecoder();
  const state = { text: "", done: false };
  const body = res.body!.getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await body.read();
      if (done) break;
      state.text += decoder.decode(value, { stream: true });
    }
    state.done = true;
  })();
  const events = () =>
    state.text
      .split("\n\n")
      .filter((block) => block.includes("event: message"))
      .map((block) => JSON.parse(block.split("\n").find((line) => line.startsWith("data: "))!.slice(6)) as MessageJson);
  return { state, events, cancel: () => body.cancel() };
}

describe("the event stream", () => {
  it("answers text/event-stream and sends each new message as the thread shows it; ends when the client leaves", async () => {
    const { owner, candidate, application } = await threadFixture();
    const sid = await createSessionRow(candidate.id);
    const abort = new AbortController();
    const res = await streamMessages(candidate, { id: application.id }, { signal: abort.signal, sid });
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    const stream = reader(res);
    await postMessage(owner, { id: application.id }, { body: "Line one\nline two" });
    await until(() => stream.events().length === 1);
    const { messages } = await listMessages(owner, { id: application.id });
    expect(stream.events()[0]).toEqual(messages[0]);
    expect(stream.state.text).toContain(`id: ${messages[0].id}\nevent: message\n`);
    abort.abort();
    await until(() => stream.state.done);
    expect(subscriberCount()).toBe(0);
  });

  it("ends within its check interval once the session is logged out", async () => {
    const { candidate, application } = await threadFixture();
    const sid = await createSessionRow(candidate.id);
    const res = await streamMessages(candidate, { id: application.id }, { signal: new AbortController().signal, sid, checkMs: 200 });
    const stream = reader(res);
    await sleep(500);
    expect(stream.state.done).toBe(false);
    await db.session.update({ where: { id: sid }, data: { revokedAt: new Date() } });
    await until(() => stream.state.done, 2_000);
    expect(subscriberCount()).toBe(0);
  });

  it("ends when an interviewer is taken off the application; outsiders never open it (404)", async () => {
    const { employer, application } = await threadFixture();
    const interviewer = await addMember(employer.id, "interviewer");
    await expect(streamMessages(interviewer, { id: application.id }, { signal: new AbortController().signal, sid: "x" })).rejects.toMatchObject({ status: 404 });
    await assign(application.id, interviewer.id);
    const sid = await createSessionRow(interviewer.id);
    const stream = reader(await streamMessages(interviewer, { id: application.id }, { signal: new AbortController().signal, sid, checkMs: 200 }));
    await sleep(400);
    expect(stream.state.done).toBe(false);
    await db.applicationInterviewer.deleteMany({ where: { applicationId: application.id, userId: interviewer.id } });
    await until(() => stream.state.done, 2_000);
  });

  it("a reconnect with Last-Event-ID first gets the messages it missed, then the new ones, each once", async () => {
    const { owner, candidate, application } = await threadFixture();
    const first = await postMessage(owner, { id: application.id }, { body: "Seen" });
    const missed = await postMessage(owner, { id: application.id }, { body: "Missed" });
    const sid = await createSessionRow(candidate.id);
    const abort = new AbortController();
    const stream = reader(await streamMessages(candidate, { id: application.id }, { signal: abort.signal, sid, lastEventId: first.id }));
    await until(() => stream.events().length === 1);
    expect(stream.events().map((m) => m.id)).toEqual([missed.id]);
    const fresh = await postMessage(owner, { id: application.id }, { body: "New" });
    await until(() => stream.events().length === 2);
    await sleep(200);
    expect(stream.events().map((m) => m.id)).toEqual([missed.id, fresh.id]);
    abort.abort();
  });
});
