// The job queue (pg-boss) on the app's database: a queued task runs once and is recorded, a failing
// task is retried and its failures recorded, every registered task is scheduled; and pg-boss itself on
// both kinds of database (the embedded PGlite, a Postgres server when the run has one).
import { PGlite } from "@electric-sql/pglite";
import { PgBoss, fromPglite } from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { databaseTarget, db } from "@/lib/db";
import { getBoss, stopBoss } from "@/lib/queue/boss";
import { enqueueTask } from "@/lib/queue";
import { startWorker, workerEnabled } from "@/lib/queue/worker";
import { TASKS } from "@/lib/registry/tasks";
import type { TaskDefinition } from "@/lib/tasks/types";

const FAST = { retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false }, pollingIntervalSeconds: 0.5 };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const runsOf = (name: string) => db.taskRun.findMany({ where: { name }, orderBy: { startedAt: "asc" } });

afterAll(async () => {
  await stopBoss(5_000);
});

describe("the worker on the app's database", () => {
  let calls = 0;
  let failuresLeft = 1;
  // Real task names (the queue is keyed by them); the runs are fakes that count.
  const counting: TaskDefinition = { name: "purge", cron: "0 3 * * *", description: "test", run: async () => ({ summary: `run ${++calls}` }) };
  const flaky: TaskDefinition = {
    name: "alerts-weekly",
    cron: "0 8 * * 1",
    description: "test",
    run: async () => {
      if (failuresLeft-- > 0) throw new Error("the mail provider is down");
      return { summary: "recovered" };
    },
  };

  it("runs a task put on the queue once, and records the run as manual", async () => {
    await startWorker([counting, flaky], FAST);
    expect(await enqueueTask("purge")).toEqual(expect.any(String));
    const runs = await until(() => runsOf("purge"), (rows) => rows.some((row) => row.status === "succeeded"));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: "manual", status: "succeeded", summary: "run 1", attempt: 0 });
    expect(calls).toBe(1);
  });

  it("retries a failing task and keeps the failure visible", async () => {
    await enqueueTask("alerts-weekly");
    const runs = await until(() => runsOf("alerts-weekly"), (rows) => rows.some((row) => row.status === "succeeded"));
    expect(runs.map((row) => [row.status, row.attempt])).toEqual([
      ["failed", 0],
      ["succeeded", 1],
    ]);
    expect(runs[0].error).toBe("the mail provider is down");
  });

  it("schedules each task with its cron in India time, and drops schedules of tasks that are gone", async () => {
    const boss = await getBoss();
    const schedules = await boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron, s.timezone]).sort()).toEqual([
      ["alerts-weekly", "0 8 * * 1", "Asia/Kolkata"],
      ["purge", "0 3 * * *", "Asia/Kolkata"],
    ]);
    await startWorker(TASKS, FAST);
    const names = (await boss.getSchedules()).map((s) => s.name).sort();
    expect(names).toEqual(TASKS.map((t) => t.name).sort());
  });
});

describe("WORKER", () => {
  it("runs the worker unless it is off", () => {
    expect(workerEnabled({})).toBe(true);
    expect(workerEnabled({ WORKER: "on" })).toBe(true);
    for (const off of ["off", "OFF", "0", "false", "no"]) expect(workerEnabled({ WORKER: off })).toBe(false);
  });
});

/** pg-boss alone on a database: a queue, a worker, a job sent and done. */
async function roundTrip(boss: PgBoss): Promise<void> {
  await boss.start();
  try {
    await boss.createQueue("round-trip");
    const seen: unknown[] = [];
    await boss.work<{ n: number }>("round-trip", { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job.data.n);
    });
    await boss.send("round-trip", { n: 42 });
    await until(async () => seen.length, (n) => n > 0);
    expect(seen).toEqual([42]);
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

describe("pg-boss on both databases", () => {
  it("works on an embedded PGlite", async () => {
    const pglite = new PGlite();
    await roundTrip(new PgBoss({ db: fromPglite(pglite), schema: "pgboss_test" }));
    await pglite.close();
  });

  const target = databaseTarget();
  it.skipIf(target.kind !== "postgres")("works on a Postgres server (this run's database)", async () => {
    if (target.kind !== "postgres") return;
    await roundTrip(new PgBoss({ connectionString: target.url, schema: "pgboss_test", max: 2 }));
  });
});

describe("run history", () => {
  it("keeps the runs of the last RUN_HISTORY_DAYS days of a task", async () => {
    const { RUN_HISTORY_DAYS, runTaskDefinition } = await import("@/lib/tasks/runner");
    const old = new Date(Date.now() - (RUN_HISTORY_DAYS + 1) * 86_400_000);
    const recent = new Date(Date.now() - (RUN_HISTORY_DAYS - 1) * 86_400_000);
    await db.taskRun.createMany({
      data: [
        { name: "stale-applicants", trigger: "schedule", status: "succeeded", startedAt: old },
        { name: "stale-applicants", trigger: "schedule", status: "failed", startedAt: recent },
        { name: "expire-jobs", trigger: "schedule", status: "succeeded", startedAt: old },
      ],
    });
    const task: TaskDefinition = { name: "stale-applicants", cron: "0 9 * * 1", description: "test", run: async () => ({ summary: "ok" }) };
    await runTaskDefinition(task, { trigger: "cli" });
    const left = await db.taskRun.findMany({ where: { name: { in: ["stale-applicants", "expire-jobs"] } }, select: { name: true, startedAt: true } });
    expect(left.filter((r) => r.name === "stale-applicants")).toHaveLength(2);
    expect(left.some((r) => r.name === "stale-applicants" && r.startedAt.getTime() === old.getTime())).toBe(false);
    // Another task's history is its own runs' business.
    expect(left.filter((r) => r.name === "expire-jobs")).toHaveLength(1);
  });
});
