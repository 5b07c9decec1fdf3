// The database goes away and comes back, on a throwaway Postgres of this test's own
// (tests/ops/throwaway-postgres.ts; never the machine's server): readiness answers 503, API calls
// the 503 UNAVAILABLE envelope with Retry-After, pages the proxy's friendly 503 page; nothing throws;
// within 5 s of the database's return everything answers again in the same process, and a write
// acknowledged before the restart is still there.
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findPgBin, startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres";

vi.mock("server-only", () => ({}));

const hasPostgres = findPgBin() !== null;
if (!hasPostgres) console.warn("tests/ops/database-outage.test.ts skipped: initdb not found under /usr/lib/postgresql");

let pg: ThrowawayPostgres;
// Point the app at the throwaway server before anything imports @/lib/db.
if (hasPostgres) {
  pg = await startThrowawayPostgres();
  process.env.DATABASE_URL = pg.url;
  delete process.env.EMBEDDED_DB_PATH;
}

type Envelope = { success: boolean; code?: string; message?: string };
const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });

describe.skipIf(!hasPostgres)("database outage", () => {
  let mod: {
    db: typeof import("@/lib/db").db;
    ready: typeof import("@/app/api/ready/route");
    health: typeof import("@/app/api/health/route");
    getJobs: typeof import("@/app/api/v1/jobs/get-jobs/route");
    proxy: typeof import("@/proxy").proxy;
    createUser: typeof import("@/tests/factories").createUser;
  };

  beforeAll(async () => {
    const { db, ensureDatabase } = await import("@/lib/db");
    await ensureDatabase();
    const { registerDatabaseProbe } = await import("@/lib/ops/probe-state");
    const { databaseAnswers } = await import("@/lib/ops/readiness");
    registerDatabaseProbe(databaseAnswers); // as instrumentation.ts does
    mod = {
      db,
      ready: await import("@/app/api/ready/route"),
      health: await import("@/app/api/health/route"),
      getJobs: await import("@/app/api/v1/jobs/get-jobs/route"),
      proxy: (await import("@/proxy")).proxy,
      createUser: (await import("@/tests/factories")).createUser,
    };
  });

  afterAll(async () => {
    const { disconnectDatabase } = await import("@/lib/db");
    const { closeReadinessPool } = await import("@/lib/ops/readiness");
    await disconnectDatabase().catch(() => undefined);
    await closeReadinessPool();
    pg?.destroy();
  });

  const getJobs = () => mod.getJobs.GET(new NextRequest("http://localhost/api/v1/jobs/get-jobs?search=nurse"), ctx());
  const ready = () => mod.ready.GET(new Request("http://localhost/api/ready"));
  const page = () => mod.proxy(new NextRequest("http://localhost/jobs"));

  it("answers, goes 503 while the database is down, and recovers within 5 s without a restart", async () => {
    // Up: ready, API 200, the page passes through the proxy; the write is acknowledged.
    expect((await ready()).status).toBe(200);
    expect(await (await ready()).json()).toEqual({ status: "ready" });
    expect((await getJobs()).status).toBe(200);
    const before = await page();
    expect(before.status).toBe(200);
    expect(before.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const user = await mod.createUser({ role: "Candidate" });

    pg.stop("fast");
    try {
      const health = await mod.health.GET(new Request("http://localhost/api/health"));
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });

      const notReady = await ready();
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ status: "unavailable", reason: "database" });

      for (let i = 0; i < 3; i++) {
        const res = await getJobs();
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        expect(res.headers.get("x-request-id")).toBeTruthy();
        expect((await res.json()) as Envelope).toEqual({
          success: false,
          code: "UNAVAILABLE",
          message: "Service temporarily unavailable. Please try again.",
        });
      }
      // The proxy's probe answers are cached for up to a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const down = await page();
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toBe("5");
      expect(down.headers.get("content-type")).toContain("text/html");
      expect(await down.text()).toContain("Service temporarily unavailable. Please try again.");
    } finally {
      pg.start();
    }

    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 5000) {
      status = (await getJobs()).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(Date.now() - back).toBeLessThan(5000);
    await expect.poll(async () => (await ready()).status, { timeout: 5000 }).toBe(200);
    await expect.poll(async () => (await page()).status, { timeout: 5000 }).toBe(200);
    expect(await mod.db.user.findUnique({ where: { id: user.id }, select: { id: true } })).toEqual({ id: user.id });
  });

  it("is not ready while a migration of this build is not applied", async () => {
    const { pendingMigrations } = await import("@/lib/ops/readiness");
    expect(await pendingMigrations()).toEqual([]);
    const [last] = await mod.db.$queryRawUnsafe<{ migration_name: string }[]>(
      `SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`,
    );
    await mod.db.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1`, last.migration_name);
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", reason: "migrations" });
    } finally {
      await mod.db.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = $1`, last.migration_name);
    }
    expect((await ready()).status).toBe(200);
  });
});
