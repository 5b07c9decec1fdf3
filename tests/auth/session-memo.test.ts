// Live sessions remembered until the database says they changed (decision 0043): the migration's
// triggers NOTIFY on commit whoever writes (a second connection stands for another server or a
// script), and the listener makes this server read that user's sessions again. To show what is served
// from memory, some writes are made with triggers off (`session_replication_role = replica`): nothing
// is heard of them, so only the memory can explain an answer that does not see them.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Client } from "pg";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";

vi.mock("server-only", () => ({}));

// Another server's write needs a second session: a Postgres server. The embedded PGlite is one session.
const secondSession = Boolean(process.env.DATABASE_URL);
if (!secondSession) console.warn("tests/auth/session-memo.test.ts skipped: needs a Postgres server (TEST_DATABASE_URL)");

const { forgetSessionsOf, rememberedSessionUser, startSessionChangeListener, stopSessionChangeListener, MAX_AGE_MS } = await import(
  "@/lib/auth/session-memo"
);
const { createSessionRow } = await import("@/lib/auth/session-rows");

beforeAll(async () => {
  await startSessionChangeListener();
});
afterAll(async () => {
  await stopSessionChangeListener();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A write by another session, as another server or a script would make it; `quietly`: no trigger fires. */
async function elsewhere(sql: string, params: unknown[] = [], { quietly = false } = {}): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    if (quietly) await client.query("SET session_replication_role = replica");
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** Asks until `check` holds for the answer (a notice takes a moment), at most 5 s. */
async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await ask();
    if (check(value) || Date.now() > deadline) return value;
    await sleep(20);
  }
}

async function liveUserWithSession() {
  const user = await createUser({ role: "Candidate" });
  const sid = await createSessionRow(user.id);
  return { user, sid };
}

describe.skipIf(!secondSession)("a live session", () => {
  it("is kept: a revocation nobody hears of does not reach it, one that is heard does", async () => {
    const { user, sid } = await liveUserWithSession();
    expect(await rememberedSessionUser(sid, user.id)).toMatchObject({ id: user.id, role: "Candidate" });

    await elsewhere(`UPDATE "Session" SET "revokedAt" = now() WHERE "id" = $1`, [sid], { quietly: true });
    expect(await rememberedSessionUser(sid, user.id)).toMatchObject({ id: user.id });

    // The same write, heard: another server's logout.
    await elsewhere(`UPDATE "Session" SET "revokedAt" = now() WHERE "id" = $1`, [sid]);
    expect(await eventually(() => rememberedSessionUser(sid, user.id), (found) => found === null)).toBeNull();
  });

  it("hears what the session carries change on the user: name, e-mail, role, a deletion request", async () => {
    const { user, sid } = await liveUserWithSession();
    await rememberedSessionUser(sid, user.id);

    await elsewhere(`UPDATE "User" SET "name" = 'Renamed Person', "email" = $2 WHERE "id" = $1`, [user.id, `renamed-${user.id}@example.com`]);
    const renamed = await eventually(() => rememberedSessionUser(sid, user.id), (found) => found?.name === "Renamed Person");
    expect(renamed).toMatchObject({ name: "Renamed Person", email: `renamed-${user.id}@example.com` });

    await elsewhere(`UPDATE "User" SET "role" = 'University' WHERE "id" = $1`, [user.id]);
    expect(await eventually(() => rememberedSessionUser(sid, user.id), (found) => found?.role === "University")).toMatchObject({ role: "University" });

    // Through the app's own client, as account deletion writes it.
    await db.user.update({ where: { id: user.id }, data: { deletionRequestedAt: new Date() } });
    expect(await eventually(() => rememberedSessionUser(sid, user.id), (found) => found === null)).toBeNull();
  });

  it("hears a user's other sessions end (log out of all devices) and the purge's deletion of the rows", async () => {
    const { user, sid } = await liveUserWithSession();
    const other = await createSessionRow(user.id);
    await rememberedSessionUser(sid, user.id);
    await rememberedSessionUser(other, user.id);

    await db.session.updateMany({ where: { userId: user.id, id: { not: sid } }, data: { revokedAt: new Date() } });
    expect(await eventually(() => rememberedSessionUser(other, user.id), (found) => found === null)).toBeNull();
    expect(await rememberedSessionUser(sid, user.id)).toMatchObject({ id: user.id });

    await db.session.deleteMany({ where: { userId: user.id } });
    expect(await eventually(() => rememberedSessionUser(sid, user.id), (found) => found === null)).toBeNull();
  });

  it("ends at its own expiry without any notice, and is read again after MAX_AGE_MS", async () => {
    const { user, sid } = await liveUserWithSession();
    const now = Date.now();
    await elsewhere(`UPDATE "Session" SET "expiresAt" = $2 WHERE "id" = $1`, [sid, new Date(now + 10_000)], { quietly: true });
    expect(await rememberedSessionUser(sid, user.id, now)).not.toBeNull();
    expect(await rememberedSessionUser(sid, user.id, now + 10_001)).toBeNull();

    const { user: other, sid: otherSid } = await liveUserWithSession();
    expect(await rememberedSessionUser(otherSid, other.id, now)).not.toBeNull();
    await elsewhere(`UPDATE "Session" SET "revokedAt" = now() WHERE "id" = $1`, [otherSid], { quietly: true });
    expect(await rememberedSessionUser(otherSid, other.id, now + 1)).not.toBeNull();
    expect(await rememberedSessionUser(otherSid, other.id, now + MAX_AGE_MS)).toBeNull();
  });

  it("is never kept for another user's id, and a session that was not live is asked again", async () => {
    const { user, sid } = await liveUserWithSession();
    const stranger = await createUser({ role: "Candidate" });
    await rememberedSessionUser(sid, user.id);
    expect(await rememberedSessionUser(sid, stranger.id)).toBeNull();

    const { user: later, sid: revoked } = await liveUserWithSession();
    await elsewhere(`UPDATE "Session" SET "revokedAt" = now() WHERE "id" = $1`, [revoked], { quietly: true });
    expect(await rememberedSessionUser(revoked, later.id)).toBeNull();
    await elsewhere(`UPDATE "Session" SET "revokedAt" = NULL WHERE "id" = $1`, [revoked], { quietly: true });
    expect(await rememberedSessionUser(revoked, later.id)).toMatchObject({ id: later.id });
  });

  it("is forgotten at once by the server that ends it (forgetSessionsOf)", async () => {
    const { user, sid } = await liveUserWithSession();
    await rememberedSessionUser(sid, user.id);
    await elsewhere(`UPDATE "Session" SET "revokedAt" = now() WHERE "id" = $1`, [sid], { quietly: true });
    forgetSessionsOf(user.id);
    expect(await rememberedSessionUser(sid, user.id)).toBeNull();
  });
});

describe.skipIf(!secondSession)("without a listener that hears", () => {
  it("keeps nothing while the listener's connection is down, and keeps again once it is back", async () => {
    const { user, sid } = await liveUserWithSession();
    await rememberedSessionUser(sid, user.id);
    await elsewhere(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'session-change-listener' AND datname = current_database()`);
    await elsewhere(`UPDATE "Session" SET "revokedAt" = now() WHERE "id" = $1`, [sid], { quietly: true });
    // The lost connection is noticed in a moment; from then on the row is read (and it is revoked).
    expect(await eventually(() => rememberedSessionUser(sid, user.id), (found) => found === null)).toBeNull();

    // Reconnected (the first retry is 250 ms later): kept again, as a quiet revocation shows.
    const { user: next, sid: nextSid } = await liveUserWithSession();
    await eventually(
      async () => {
        await rememberedSessionUser(nextSid, next.id);
        await elsewhere(`UPDATE "Session" SET "revokedAt" = now() WHERE "id" = $1`, [nextSid], { quietly: true });
        const kept = await rememberedSessionUser(nextSid, next.id);
        await elsewhere(`UPDATE "Session" SET "revokedAt" = NULL WHERE "id" = $1`, [nextSid], { quietly: true });
        return kept;
      },
      (kept) => kept !== null,
    );
    await elsewhere(`UPDATE "Session" SET "revokedAt" = now() WHERE "id" = $1`, [nextSid], { quietly: true });
    expect(await rememberedSessionUser(nextSid, next.id)).toMatchObject({ id: next.id });
  });

  it("reads the database on every lookup once stopped", async () => {
    const { user, sid } = await liveUserWithSession();
    await rememberedSessionUser(sid, user.id);
    await stopSessionChangeListener();
    try {
      await elsewhere(`UPDATE "Session" SET "revokedAt" = now() WHERE "id" = $1`, [sid], { quietly: true });
      expect(await rememberedSessionUser(sid, user.id)).toBeNull();
    } finally {
      await startSessionChangeListener();
    }
  });
});
