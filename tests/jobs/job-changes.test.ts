// Job change notices (decision 0040): the migration's triggers NOTIFY on commit whoever writes (a second
// connection stands for another server or a script), the listener marks the visitor's cached page and
// the listing changed and moves shared searches on; an employer's visible change marks every job page;
// a job passing its apply-by date is found by the sweep; shared searches are served only while the
// listener hears changes, and so are the facts the proxy reads to tell whether a job's page is gone.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Client } from "pg";
import { db } from "@/lib/db";
import { createJob } from "@/tests/factories";
import { lastPageChange } from "@/lib/cache/page-invalidations.mjs";
import type { JobSearchResult } from "@/lib/job-search/contract";

vi.mock("server-only", () => ({}));

// A write by another server needs a second session: a Postgres server. The embedded PGlite is one
// session; what it hears of its own writes is tested below either way.
const secondSession = Boolean(process.env.DATABASE_URL);

const { startJobChangeListener, stopJobChangeListener, sweepExpiredJobs } = await import("@/lib/job-search/service/job-changes");
const { cachedSearch, clearSearchCache } = await import("@/lib/job-search/service/search-cache");
const { clearGoneLookup, jobIsGone } = await import("@/lib/job-search/service/gone-lookup");

beforeAll(async () => {
  await startJobChangeListener();
});
afterAll(async () => {
  await stopJobChangeListener();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function changedAfter(path: string, since: number, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (lastPageChange(path) < since) {
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

/** A write by another session, as another server or a script would make it. */
async function elsewhere(sql: string, params: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

describe("the listener", () => {
  it.skipIf(!secondSession)("hears a job's change from another session: its page and the listing", async () => {
    const job = await createJob();
    const since = Date.now();
    await elsewhere(`UPDATE "Job" SET "post" = 'Renamed' WHERE "id" = $1`, [job.id]);
    expect(await changedAfter(`/job-page/${job.id}`, since)).toBe(true);
    expect(lastPageChange("/job-listing/all")).toBeGreaterThanOrEqual(since);
  });

  it("hears closing, hiding and a skill change through the app's own client too", async () => {
    const job = await createJob();
    for (const write of [
      () => db.job.update({ where: { id: job.id }, data: { closedAt: new Date(), closeReason: "filled" } }),
      () => db.job.update({ where: { id: job.id }, data: { hiddenAt: new Date() } }),
      async () => {
        const skill = await db.skill.findFirstOrThrow();
        await db.jobSkill.create({ data: { jobId: job.id, skillId: skill.id } });
      },
    ]) {
      const since = Date.now();
      await sleep(5);
      await write();
      expect(await changedAfter(`/job-page/${job.id}`, since)).toBe(true);
    }
  });

  it("hears nothing of a rolled-back change", async () => {
    const job = await createJob();
    const since = Date.now();
    await expect(
      db.$transaction(async (tx) => {
        await tx.job.update({ where: { id: job.id }, data: { post: "Never" } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await changedAfter(`/job-page/${job.id}`, since, 500)).toBe(false);
  });

  it.skipIf(!secondSession)("marks every job page for an employer's visible change, not for a save that changes nothing shown", async () => {
    const job = await createJob();
    const other = await createJob();
    let since = Date.now();
    await elsewhere(`UPDATE "Employer" SET "updatedAt" = now() WHERE "id" = $1`, [job.employerId]);
    expect(await changedAfter(`/job-page/${other.id}`, since, 500)).toBe(false);
    since = Date.now();
    await elsewhere(`UPDATE "Employer" SET "orgName" = 'Renamed Co' WHERE "id" = $1`, [job.employerId]);
    expect(await changedAfter(`/job-page/${other.id}`, since)).toBe(true);
  });

  it("sweeps jobs whose apply-by date passed in the interval, and no others", async () => {
    const passed = await createJob({ validThrough: new Date(Date.now() - 1_000) });
    const later = await createJob({ validThrough: new Date(Date.now() + 60_000) });
    const since = Date.now();
    await sleep(5);
    expect(await sweepExpiredJobs(new Date(Date.now() - 10_000), new Date())).toBeGreaterThanOrEqual(1);
    expect(lastPageChange(`/job-page/${passed.id}`)).toBeGreaterThanOrEqual(since);
    expect(lastPageChange(`/job-page/${later.id}`)).toBeLessThan(since);
  });
});

describe("shared searches", () => {
  const result = (n: number): JobSearchResult => ({ jobs: [], page: n, hasNextPage: false, total: n }) as unknown as JobSearchResult;

  it.skipIf(!secondSession)("are shared until a job changes, and never after a failure", async () => {
    clearSearchCache();
    let loads = 0;
    const load = async () => result(++loads);
    expect((await cachedSearch("k", load)).page).toBe(1);
    expect((await cachedSearch("k", load)).page).toBe(1);
    const job = await createJob();
    const since = Date.now();
    await elsewhere(`UPDATE "Job" SET "openings" = 9 WHERE "id" = $1`, [job.id]);
    await changedAfter(`/job-page/${job.id}`, since);
    expect((await cachedSearch("k", load)).page).toBe(2);
    await expect(cachedSearch("bad", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect((await cachedSearch("bad", load)).page).toBe(3);
  });

  it("expire with time, and run every time once the listener stops", async () => {
    clearSearchCache();
    let loads = 0;
    const load = async () => result(++loads);
    await cachedSearch("t", load, 0);
    expect((await cachedSearch("t", load, 1)).page).toBe(1);
    expect((await cachedSearch("t", load, 61_000)).page).toBe(2);
    await stopJobChangeListener();
    expect((await cachedSearch("t", load, 61_001)).page).toBe(3);
    expect((await cachedSearch("t", load, 61_002)).page).toBe(4);
    await startJobChangeListener();
  });
});

describe("the proxy's question 'is this job gone?'", () => {
  const DAY = 86_400_000;
  const reads = () => vi.spyOn(db.job, "findUnique");

  it.skipIf(!secondSession)("is read once a job and kept until a change to it, or to any employer, is heard", async () => {
    clearGoneLookup();
    const job = await createJob();
    const spy = reads();
    expect(await jobIsGone(job.id)).toBe(false);
    expect(await jobIsGone(job.id)).toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);

    const since = Date.now();
    await elsewhere(`UPDATE "Job" SET "closedAt" = now() - interval '40 days', "closeReason" = 'filled' WHERE "id" = $1`, [job.id]);
    expect(await changedAfter(`/job-page/${job.id}`, since)).toBe(true);
    expect(await jobIsGone(job.id)).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);

    const employerChange = Date.now();
    await elsewhere(`UPDATE "Employer" SET "status" = 'pending' WHERE "id" = $1`, [job.employerId]);
    expect(await changedAfter(`/job-page/${job.id}`, employerChange)).toBe(true);
    expect(await jobIsGone(job.id)).toBe(false);
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
  });

  it("decides the time-bound part at each call, and keeps no id that is not a job", async () => {
    clearGoneLookup();
    const closedAt = new Date(Date.now() - 30 * DAY + 60_000);
    const job = await createJob({ closedAt, closeReason: "filled" });
    const spy = reads();
    expect(await jobIsGone(job.id)).toBe(false);
    expect(await jobIsGone(job.id, new Date(closedAt.getTime() + 30 * DAY + 1_000))).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await jobIsGone("no-such-job")).toBe(false);
    expect(await jobIsGone("no-such-job")).toBe(false);
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
  });

  it("reads the database every time while no change can be heard", async () => {
    clearGoneLookup();
    const job = await createJob();
    await stopJobChangeListener();
    const spy = reads();
    try {
      await jobIsGone(job.id);
      await jobIsGone(job.id);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
      await startJobChangeListener();
    }
  });
});
