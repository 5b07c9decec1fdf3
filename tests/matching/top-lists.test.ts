// Precomputed top lists (docs/decisions/0039): after the task's refresh, recommended jobs and matching
// candidates read from the lists answer exactly what the live queries answer; a dirty list reads live
// (read-your-writes); a closed job or a hidden candidate leaves reads at once; the task spreads a new
// job or a changed candidate into the lists they belong in, trimming full lists to their size.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { recommendedJobs } from "@/lib/matching/service/recommended";
import { listMatchingCandidates } from "@/lib/matching/service/candidates";
import { createJobWithSkills, addSkills } from "@/tests/matching/fixtures";
import {
  candidateUser,
  listOfCandidate,
  listOfJob,
  matchingBothWays,
  randomMarket,
  recommendedBothWays,
  refresh,
} from "@/tests/matching/top-lists-fixtures";

describe("reads from the lists", () => {
  it("equal the live queries for random markets, both ways, every page, with and without sponsored graduates", async () => {
    for (const [seed, sponsor, candidates] of [[11, true, 12], [23, false, 12], [29, false, 30]] as const) {
      const market = await randomMarket(seed, { sponsor, candidates });
      await refresh();
      for (const id of market.candidateIds) {
        const { live, listed } = await recommendedBothWays(id);
        expect(listed, `candidate ${id}`).toEqual(live);
      }
      let someone = 0;
      for (const id of market.jobIds) {
        for (const [page, verifiedOnly] of [[1, false], [1, true], [2, false]] as const) {
          const { live, listed } = await matchingBothWays(id, page, verifiedOnly);
          // A closed or hidden job keeps no list: its reads go live.
          if (listed !== null || (await db.topCandidateList.count({ where: { jobId: id } })) > 0) expect(listed, `job ${id}`).toEqual(live);
          someone += live.length;
        }
      }
      expect(someone).toBeGreaterThan(0);
    }
  });

  it("with lists shorter than the answer: a full page comes from the list, a short one goes live", async () => {
    const market = await randomMarket(37);
    await refresh(2);
    let served = 0;
    for (const id of market.candidateIds) {
      const top = await recommendedBothWays(id, 2);
      if (top.listed) served++;
      if (top.listed) expect(top.listed).toEqual(top.live);
      // Beyond the list's size, only a complete list may answer.
      const all = await recommendedBothWays(id, 20);
      if (all.live.length > 2) expect(all.listed).toBeNull();
      else expect(all.listed ?? all.live).toEqual(all.live);
      expect((await recommendedJobs(candidateUser(id))).jobs.map((j) => j.id)).toEqual(all.live);
    }
    expect(served).toBeGreaterThan(0);
    // Matching pages hold 20: lists of 2 serve only jobs with at most 2 candidates (complete).
    for (const id of market.jobIds) {
      const { live, listed } = await matchingBothWays(id);
      if (listed) expect(listed).toEqual(live);
      if (live.length > 2 + 1) expect(listed).toBeNull();
    }
  });

  it("a candidate who edits their skills reads the live answer at once (their list is dirty)", async () => {
    const market = await randomMarket(41, { jobs: 6, candidates: 3 });
    await refresh();
    const [candidateId] = market.candidateIds;
    const fresh = await createJobWithSkills([{ id: market.skills[5].id }], { employerId: market.employer.id, post: "Needs S5" });
    await db.candidateSkill.deleteMany({ where: { userId: candidateId, skillId: market.skills[5].id } });
    await addSkills(candidateId, [{ id: market.skills[5].id }]);
    expect(await db.topJobList.findUniqueOrThrow({ where: { candidateId } })).toMatchObject({ dirty: true, spread: true });
    const { live, listed } = await recommendedBothWays(candidateId);
    expect(listed).toBeNull();
    expect(live).toContain(fresh.id);
    expect((await recommendedJobs(candidateUser(candidateId))).jobs.map((j) => j.id)).toContain(fresh.id);
    await refresh();
    expect((await recommendedBothWays(candidateId)).listed).toEqual(live);
  });

  it("a job closed, or a candidate hidden, leaves the reads at once, before the task runs", async () => {
    const market = await randomMarket(53, { jobs: 8, candidates: 8 });
    await refresh();
    const listedAnywhere = await db.topJob.findFirstOrThrow({ where: { jobId: { in: market.jobIds } }, select: { jobId: true, candidateId: true } });
    await db.job.update({ where: { id: listedAnywhere.jobId }, data: { closedAt: new Date(), closeReason: "filled" } });
    // The candidate's list is still fresh (a job's change is spread by the task), yet the job is gone.
    expect(await db.topJobList.findUniqueOrThrow({ where: { candidateId: listedAnywhere.candidateId } })).toMatchObject({ dirty: false });
    const recommended = await recommendedBothWays(listedAnywhere.candidateId);
    expect(recommended.listed ?? []).not.toContain(listedAnywhere.jobId);
    expect(recommended.listed ?? recommended.live).toEqual(recommended.live);

    const inList = await db.topCandidate.findFirstOrThrow({ where: { jobId: { in: market.jobIds } }, select: { jobId: true, candidateId: true } });
    await db.candidateProfile.update({ where: { userId: inList.candidateId }, data: { discoverable: false } });
    expect(await db.topCandidateList.findUniqueOrThrow({ where: { jobId: inList.jobId } })).toMatchObject({ dirty: false });
    const matching = await matchingBothWays(inList.jobId);
    expect(matching.listed?.join(" ") ?? "").not.toContain(inList.candidateId);
    expect(matching.listed ?? matching.live).toEqual(matching.live);
    const page = await listMatchingCandidates(market.owner, { id: inList.jobId }, { page: 1, verifiedOnly: false });
    expect(page.candidates.map((c) => c.candidateId)).not.toContain(inList.candidateId);

    // The task then removes them from the lists, and drops the closed job's own list.
    await refresh();
    expect(await db.topJob.count({ where: { jobId: listedAnywhere.jobId } })).toBe(0);
    expect(await db.topCandidateList.count({ where: { jobId: listedAnywhere.jobId } })).toBe(0);
    expect(await db.topCandidate.count({ where: { candidateId: inList.candidateId } })).toBe(0);
  });
});

describe("spreading changes", () => {
  it("a new job enters the lists it belongs in (trimming full ones), not those where it ranks below the last row", async () => {
    const market = await randomMarket(67, { jobs: 10, candidates: 10 });
    await refresh(3);
    const before = new Map(await Promise.all(market.candidateIds.map(async (id) => [id, await listOfCandidate(id)] as const)));
    // Every skill but S5, all required: 100 for whoever has them all, at least 50 for those with half.
    const job = await createJobWithSkills(market.skills.slice(0, 3).map((s) => ({ id: s.id })), { employerId: market.employer.id, post: "New job" });
    // Until the task runs the lists are stale on purpose (a new job reaches them within the minute).
    for (const id of market.candidateIds) expect(await listOfCandidate(id)).toEqual(before.get(id));
    const run = await refresh(3);
    expect(run.jobsSpread).toContain(job.id);
    let entered = 0;
    // The first candidate applied to a job: their list keeps it (lists are per skills), the live answer not.
    for (const id of market.candidateIds.slice(1)) {
      const list = await listOfCandidate(id);
      const live = (await recommendedBothWays(id, 3)).live;
      expect(list.length).toBeLessThanOrEqual(3);
      // The list is the live top 3 again whenever nothing left it since it was computed.
      if (live.includes(job.id)) {
        expect(list).toContain(job.id);
        entered++;
      } else expect(list).not.toContain(job.id);
      const { listed } = await recommendedBothWays(id, Math.min(3, list.length) || 1);
      if (listed) expect(listed).toEqual(live.slice(0, listed.length));
    }
    expect(entered).toBeGreaterThan(0);
  });

  it("a candidate who gains skills enters the jobs' lists they belong in; one who loses them leaves", async () => {
    const market = await randomMarket(71, { jobs: 8, candidates: 6 });
    await refresh();
    const [candidateId] = market.candidateIds.slice(-1);
    await db.candidateProfile.update({ where: { userId: candidateId }, data: { discoverable: true } });
    await db.candidateSkill.deleteMany({ where: { userId: candidateId } });
    await addSkills(candidateId, market.skills.map((s) => ({ id: s.id, verified: true })));
    await refresh();
    const open = await db.topCandidateList.findMany({ where: { jobId: { in: market.jobIds } }, select: { jobId: true } });
    expect(open.length).toBeGreaterThan(0);
    for (const { jobId } of open) {
      // Every skill, all verified: first in every list (after the sponsored graduate, who is live).
      expect(await listOfJob(jobId)).toContain(candidateId);
      const { live, listed } = await matchingBothWays(jobId);
      expect(listed).toEqual(live);
    }
    await db.candidateSkill.deleteMany({ where: { userId: candidateId } });
    await refresh();
    expect(await db.topCandidate.count({ where: { candidateId } })).toBe(0);
    expect(await db.topJob.count({ where: { candidateId } })).toBe(0);
  });
});
