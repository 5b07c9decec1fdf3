// The refresh-top-lists task (docs/decisions/0039): registered every minute; idempotent (a second run
// does nothing and changes nothing); two runs at once never compute the same list twice (FOR UPDATE
// SKIP LOCKED); a list a writer holds is left, never waited for, and its change stays queued; and an
// erased candidate's rows go with the purge.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { TASKS } from "@/lib/registry/tasks";
import { refreshTopListsTask } from "@/lib/matching/tasks/refresh-top-lists";
import { refreshTopLists } from "@/lib/matching/service/top-lists/refresh";
import { purgeTask } from "@/lib/privacy/tasks/purge";
import { createJobWithSkills, createMatchCandidate, createSkills } from "@/tests/matching/fixtures";
import { listOfCandidate, randomMarket, refresh } from "@/tests/matching/top-lists-fixtures";

const snapshot = async () => ({
  jobs: await db.topJob.findMany({ orderBy: [{ candidateId: "asc" }, { jobId: "asc" }] }),
  candidates: await db.topCandidate.findMany({ orderBy: [{ jobId: "asc" }, { candidateId: "asc" }] }),
  states: await db.topJobList.findMany({ orderBy: { candidateId: "asc" }, select: { candidateId: true, dirty: true, spread: true, complete: true } }),
});

describe("refresh-top-lists", () => {
  it("is registered, every minute", () => {
    expect(TASKS).toContain(refreshTopListsTask);
    expect(refreshTopListsTask.cron).toBe("* * * * *");
  });

  it("is idempotent: a second run finds nothing to do and changes nothing", async () => {
    await randomMarket(5);
    const first = await refreshTopListsTask.run({ now: new Date() });
    expect(first.summary).toMatch(/^Recomputed \d+ candidate lists? and \d+ job lists?; spread/);
    const before = await snapshot();
    expect(before.jobs.length).toBeGreaterThan(0);
    expect(before.states.every((s) => !s.dirty && !s.spread)).toBe(true);
    const second = await refresh();
    expect(second).toEqual({ candidateLists: [], jobLists: [], jobsSpread: [], candidatesSpread: [], unfinished: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("two runs at once share the work: no list is computed twice, none is missed", async () => {
    const market = await randomMarket(9, { jobs: 20, candidates: 24 });
    const dirty = await db.topJobList.count({ where: { dirty: true } });
    const runs = await Promise.all([0, 1].map(() => refreshTopLists({ now: new Date(), batch: 2, budgetMs: 120_000 })));
    const candidateLists = runs.flatMap((r) => r.candidateLists);
    const jobLists = runs.flatMap((r) => r.jobLists);
    expect(new Set(candidateLists).size).toBe(candidateLists.length);
    expect(new Set(jobLists).size).toBe(jobLists.length);
    expect(candidateLists.length).toBe(dirty);
    // Open jobs keep a list; a closed job's may be dropped by its spread before any computation.
    const open = await db.job.findMany({ where: { id: { in: market.jobIds }, closedAt: null, hiddenAt: null }, select: { id: true } });
    expect(open.length).toBeGreaterThan(10);
    for (const { id } of open) expect(jobLists).toContain(id);
    expect(await db.topJobList.count({ where: { OR: [{ dirty: true }, { spread: true }] } })).toBe(0);
    expect(await db.topCandidateList.count({ where: { OR: [{ dirty: true }, { spread: true }] } })).toBe(0);
    expect(market.candidateIds.every((id) => candidateLists.includes(id))).toBe(true);
  });

  // Needs a second connection (a Postgres server): PGlite runs one transaction at a time.
  it.skipIf(!process.env.DATABASE_URL)("a list a writer holds is left, not waited for, and the job stays queued for the next run", async () => {
    const s = await createSkills("P", "Q");
    const [held, other] = [await createMatchCandidate({ skills: [{ id: s.P.id }, { id: s.Q.id }] }), await createMatchCandidate({ skills: [{ id: s.P.id }] })];
    await refresh();
    const job = await createJobWithSkills([{ id: s.P.id }, { id: s.Q.id, required: false }], { post: "Wanted" });
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "TopJobList" WHERE "candidateId" = ${held.id} FOR UPDATE`;
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      },
      { timeout: 60_000 },
    );
    await isLocked;
    const first = await refresh();
    expect(first.unfinished).toBe(1);
    expect(await listOfCandidate(other.id)).toEqual([job.id]);
    expect(await listOfCandidate(held.id)).toEqual([]);
    expect(await db.topCandidateList.findUniqueOrThrow({ where: { jobId: job.id }, select: { spread: true } })).toEqual({ spread: true });
    release();
    await holder;
    const second = await refresh();
    expect(second.jobsSpread).toEqual([job.id]);
    expect(await listOfCandidate(held.id)).toEqual([job.id]);
    expect(await db.topCandidateList.findUniqueOrThrow({ where: { jobId: job.id }, select: { spread: true } })).toEqual({ spread: false });
  });

  it("the purge erases a candidate's rows: their own list and their place in jobs' lists", async () => {
    const market = await randomMarket(13, { jobs: 6, candidates: 4 });
    await refresh();
    const leaving = (await db.topCandidate.findFirstOrThrow({ where: { jobId: { in: market.jobIds } }, select: { candidateId: true } })).candidateId;
    expect(await db.topJob.count({ where: { candidateId: leaving } })).toBeGreaterThan(0);
    await db.user.update({ where: { id: leaving }, data: { deletionRequestedAt: new Date(Date.now() - 8 * 86_400_000) } });
    await purgeTask.run({ now: new Date() });
    expect(await db.user.findUniqueOrThrow({ where: { id: leaving }, select: { deletedAt: true } })).not.toMatchObject({ deletedAt: null });
    expect(await db.topJob.count({ where: { candidateId: leaving } })).toBe(0);
    expect(await db.topCandidate.count({ where: { candidateId: leaving } })).toBe(0);
    // Their list stays empty once recomputed (no skills left): nothing comes back.
    await refresh();
    expect(await db.topJob.count({ where: { candidateId: leaving } })).toBe(0);
    expect(await db.topCandidate.count({ where: { candidateId: leaving } })).toBe(0);
  });
});
