// The admin's Tasks overview and "Run now": last run, next run and failures read from TaskRun rows,
// the schedules in words, and who may call GET admin/tasks, POST admin/tasks/{name}/run and the action.
// The queue is replaced by a stub (the worker's side is tested with the queue itself).
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Handler } from "@/tests/helpers/call-route";

const queue = vi.hoisted(() => ({ sent: [] as string[] }));
vi.mock("@/lib/queue", () => ({
  enqueueTask: async (name: string) => {
    queue.sent.push(name);
    return `queued-${queue.sent.length}`;
  },
}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const { createUser } = await import("@/tests/factories");
const { callRoute: call } = await import("@/tests/helpers/call-route");
const { cronInWords, taskOverview } = await import("@/lib/admin/service/tasks");
const tasksRoute = await import("@/app/api/v1/admin/tasks/route");
const runRoute = await import("@/app/api/v1/admin/tasks/[name]/run/route");
const { runTaskAction } = await import("@/lib/admin/actions");

// A Wednesday, 11:30 in India.
const NOW = new Date("2026-11-25T06:00:00.000Z");
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

beforeEach(() => {
  queue.sent = [];
  session.user = null;
});

async function run(name: string, status: "succeeded" | "failed", startedAt: Date, text: string) {
  await db.taskRun.create({
    data: {
      name,
      trigger: "schedule",
      status,
      startedAt,
      finishedAt: new Date(startedAt.getTime() + 1000),
      ...(status === "failed" ? { error: text } : { summary: text }),
    },
  });
}

describe("cronInWords", () => {
  it.each([
    ["* * * * *", "Every minute"],
    ["*/5 * * * *", "Every 5 minutes"],
    ["5 * * * *", "At 5 minutes past the hour"],
    ["30 8 * * *", "At 08:30 IST, every day"],
    ["35 10 * * *", "At 10:35 IST, every day"],
    ["0 9 * * 1", "At 09:00 IST, only on Monday"],
    ["0 9 * * 7", "At 09:00 IST, only on Sunday"],
    ["0 9 1 * *", "At 09:00 IST, on day 1 of the month"],
    ["not a schedule", 'Cron "not a schedule" (India time)'],
  ])("%s: %s", (cron, words) => {
    expect(cronInWords(cron)).toBe(words);
  });
});

describe("the overview", () => {
  it("shows each task's last run, next run and failures of the last 7 days", async () => {
    const admin = await createUser({ role: "Admin" });
    await run("expire-jobs", "failed", ago(24 * 8), "too old to count");
    await run("expire-jobs", "failed", ago(48), "database went away");
    await run("expire-jobs", "succeeded", ago(1), "Closed 2 expired jobs");
    await run("expiry-reminders", "failed", ago(72), "first failure");
    await run("expiry-reminders", "failed", ago(24), "mail provider refused");
    // A run of a name that is no task is not shown.
    await run("retired-task", "failed", ago(1), "gone");

    const tasks = await taskOverview(admin, NOW);
    const byName = new Map(tasks.map((task) => [task.name, task]));
    expect(byName.has("retired-task")).toBe(false);

    expect(byName.get("expire-jobs")).toMatchObject({
      cron: "5 * * * *",
      schedule: "At 5 minutes past the hour",
      nextRunAt: "2026-11-25T06:35:00.000Z",
      lastRun: { status: "succeeded", trigger: "schedule", startedAt: ago(1).toISOString(), summary: "Closed 2 expired jobs", error: null },
      failuresLast7Days: 1,
      lastFailure: { at: ago(48).toISOString(), error: "database went away" },
    });
    expect(byName.get("expiry-reminders")).toMatchObject({
      nextRunAt: "2026-11-26T03:00:00.000Z",
      lastRun: { status: "failed", summary: null, error: "mail provider refused" },
      failuresLast7Days: 2,
      lastFailure: { at: ago(24).toISOString(), error: "mail provider refused" },
    });
    expect(byName.get("stale-applicants")).toMatchObject({
      schedule: "At 09:00 IST, only on Monday",
      nextRunAt: "2026-11-30T03:30:00.000Z",
      lastRun: null,
      failuresLast7Days: 0,
      lastFailure: null,
    });
  });

  it("is for admins only", async () => {
    const employer = await createUser({ role: "Employer" });
    await expect(taskOverview(employer, NOW)).rejects.toMatchObject({ status: 403, code: "FORBIDDEN" });
  });
});

describe("GET admin/tasks", () => {
  it("401 when logged out, 403 for every other role, the overview for an admin", async () => {
    expect((await call(tasksRoute.GET as Handler, { as: null })).status).toBe(401);
    for (const role of ["Candidate", "Employer", "University"] as const) {
      const res = await call(tasksRoute.GET as Handler, { as: await createUser({ role }) });
      expect(res.status, role).toBe(403);
      expect(res.body.code).toBe("FORBIDDEN");
    }
    const res = await call(tasksRoute.GET as Handler, { as: await createUser({ role: "Admin" }) });
    expect(res.status).toBe(200);
    const names = (res.body.response as { name: string }[]).map((task) => task.name);
    expect(names).toEqual(expect.arrayContaining(["expire-jobs", "expiry-reminders", "stale-applicants"]));
  });
});

describe("POST admin/tasks/{name}/run", () => {
  const post = (as: Parameters<typeof call>[1]["as"], name: string) =>
    call(runRoute.POST as Handler, { as, method: "POST", path: `/api/v1/admin/tasks/${name}/run`, params: { name } });

  it("403 for non-admins, and nothing is queued", async () => {
    for (const role of ["Candidate", "Employer", "University"] as const) {
      expect((await post(await createUser({ role }), "expire-jobs")).status, role).toBe(403);
    }
    expect((await post(null, "expire-jobs")).status).toBe(401);
    expect(queue.sent).toEqual([]);
  });

  it("queues the task for an admin and answers the queue's id; an unknown task is 404", async () => {
    const admin = await createUser({ role: "Admin" });
    const res = await post(admin, "stale-applicants");
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ name: "stale-applicants", queueId: "queued-1" });
    expect(queue.sent).toEqual(["stale-applicants"]);

    const unknown = await post(admin, "no-such-task");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("NOT_FOUND");
    expect(queue.sent).toHaveLength(1);
  });
});

describe("the Run now action", () => {
  it("queues for an admin with the toast 'Queued', refuses others", async () => {
    session.user = await createUser({ role: "Admin" });
    expect(await runTaskAction({ name: "expire-jobs" })).toMatchObject({ ok: true, message: "Queued", data: { name: "expire-jobs" } });
    session.user = await createUser({ role: "Employer" });
    expect(await runTaskAction({ name: "expire-jobs" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    session.user = await createUser({ role: "Admin" });
    expect(await runTaskAction({ name: "" })).toMatchObject({ ok: false, code: "VALIDATION" });
    expect(queue.sent).toEqual(["expire-jobs"]);
  });
});
