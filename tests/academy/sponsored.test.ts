// Sponsored batches (decisions.md section 15, issue 24): graduates of a batch an employer sponsored
// come first in that employer's matching candidates (then score, verified, id), flagged
// sponsoredGraduate, in SQL pages; "Batches you sponsor" lists the employer's batches with their
// status and completions; a university's accepted training request shows the batch made of it, to the
// university and in the console.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { listMatchingCandidates } from "@/lib/matching/service/candidates";
import { matchingCandidatesQuerySchema } from "@/lib/matching/schemas/candidates";
import { matchingCandidatesPageSchema } from "@/lib/matching/contract/candidates";
import { listSponsoredBatches, SPONSORED_BATCHES_SHOWN } from "@/lib/academy/service/sponsored-batches";
import { sponsoredBatchesSchema } from "@/lib/academy/contract/sponsors";
import { listOwnRequests } from "@/lib/university/service";
import { universityRequestsQuerySchema } from "@/lib/university/schemas";
import { listRequests } from "@/lib/moderation/service/lists";
import { requestListQuerySchema } from "@/lib/moderation/schemas";
import { createEmployer, createUniversityRequest, createUser } from "@/tests/factories";
import { createJobWithSkills, createMatchCandidate, createSkills } from "@/tests/matching/fixtures";
import { createBatch, createProgramme, dayIn, enrol } from "@/tests/academy/sponsor-fixtures";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const candidatesOf = async (owner: SessionUser, jobId: string, query: Record<string, unknown> = {}) =>
  listMatchingCandidates(owner, { id: jobId }, matchingCandidatesQuerySchema.parse(query));

/** The candidates' names in id order (the last tie-break). */
const namesById = (...users: { id: string; name: string }[]) => [...users].sort((a, b) => (a.id < b.id ? -1 : 1)).map((u) => u.name);

describe("matching candidates: sponsored graduates first", () => {
  it("lists graduates of the employer's sponsored batches first, flagged; other completions and sponsors do not count", async () => {
    const s = await createSkills("A", "B");
    const { user: owner, employer } = await createEmployer();
    const { employer: rival } = await createEmployer();
    const job = await createJobWithSkills([{ id: s.A.id }, { id: s.B.id }], { employerId: employer.id });
    const programme = await createProgramme("Testing", [s.A.id]);
    const ours = await createBatch(programme.id, { startDate: dayIn(-60), endDate: dayIn(-10), sponsorEmployerId: employer.id });
    const theirs = await createBatch(programme.id, { startDate: dayIn(-60), endDate: dayIn(-10), sponsorEmployerId: rival.id });
    const unsponsored = await createBatch(programme.id, { startDate: dayIn(-60), endDate: dayIn(-10) });

    const both = [{ id: s.A.id }, { id: s.B.id }];
    const full = await createMatchCandidate({ name: "Full Match", skills: both });
    const graduate = await createMatchCandidate({ name: "Our Graduate", skills: [{ id: s.A.id, verified: true }] });
    const failed = await createMatchCandidate({ name: "Failed Ours", skills: both });
    const rivals = await createMatchCandidate({ name: "Rival Graduate", skills: [{ id: s.A.id, verified: true }] });
    const plain = await createMatchCandidate({ name: "Plain Graduate", skills: [{ id: s.B.id, verified: true }] });
    await enrol(ours.id, graduate.id, "completed");
    await enrol(ours.id, failed.id, "failed");
    await enrol(theirs.id, rivals.id, "completed");
    await enrol(unsponsored.id, plain.id, "completed");

    const result = await candidatesOf(owner, job.id);
    expect(matchingCandidatesPageSchema.safeParse(result).success).toBe(true);
    // The graduate (50) first; then by score (100, 100), then verified matches (all 1), then id.
    expect(result.candidates.map((c) => c.name)).toEqual(["Our Graduate", ...namesById(failed, full), ...namesById(rivals, plain)]);
    expect(result.candidates.map((c) => [c.match.score, c.sponsoredGraduate])).toEqual([
      [50, true],
      [100, false],
      [100, false],
      [50, false],
      [50, false],
    ]);
    // "Only verified skills" keeps the order: the graduate still first.
    const verified = await candidatesOf(owner, job.id, { verifiedOnly: "true" });
    expect(verified.candidates[0]).toMatchObject({ candidateId: graduate.id, sponsoredGraduate: true });
    expect(verified.candidates.map((c) => c.candidateId)).not.toContain(full.id);
    // The rival employer sees its own graduate first instead.
    const rivalOwner = await db.user.findUniqueOrThrow({ where: { id: rival.userId }, select: { id: true, name: true, email: true, role: true } });
    const rivalJob = await createJobWithSkills([{ id: s.A.id }, { id: s.B.id }], { employerId: rival.id });
    const theirList = await candidatesOf(rivalOwner, rivalJob.id);
    expect(theirList.candidates[0]).toMatchObject({ candidateId: rivals.id, sponsoredGraduate: true });
    expect(theirList.candidates.find((c) => c.candidateId === graduate.id)?.sponsoredGraduate).toBe(false);
  });

  it("stays paged in SQL: the graduates lead page 1, and every candidate appears exactly once", async () => {
    const { X: x } = await createSkills("X", "Y");
    const { user: owner, employer } = await createEmployer();
    const job = await createJobWithSkills([{ id: x.id }], { employerId: employer.id });
    const programme = await createProgramme("Paging", [x.id]);
    const batch = await createBatch(programme.id, { startDate: dayIn(-40), endDate: dayIn(-5), sponsorEmployerId: employer.id, seats: 30 });
    const users = [];
    for (let n = 0; n < 25; n += 1) users.push(await createMatchCandidate({ name: `Same ${n}`, skills: [{ id: x.id }] }));
    // The graduates are the last ids' candidates: without the rule they would sort to page 2.
    const byId = [...users].sort((a, b) => (a.id < b.id ? -1 : 1));
    const graduates = byId.slice(-3);
    for (const g of graduates) await enrol(batch.id, g.id, "completed");

    const first = await candidatesOf(owner, job.id, { page: "1" });
    const second = await candidatesOf(owner, job.id, { page: "2" });
    expect([first.candidates.length, first.hasNextPage, second.candidates.length, second.hasNextPage]).toEqual([20, true, 5, false]);
    expect(first.candidates.slice(0, 3).map((c) => c.candidateId)).toEqual(graduates.map((g) => g.id));
    expect(first.candidates.slice(3).every((c) => !c.sponsoredGraduate)).toBe(true);
    const seen = [...first.candidates, ...second.candidates].map((c) => c.candidateId);
    expect(new Set(seen).size).toBe(25);
    expect(seen.sort()).toEqual(byId.map((u) => u.id));
  });
});

describe("Batches you sponsor", () => {
  it("lists the employer's own batches, latest first, with status and the completions of completed ones", async () => {
    const { user, employer } = await createEmployer();
    const { employer: other } = await createEmployer();
    const s = await createSkills("Q");
    const programme = await createProgramme("Quality", [s.Q.id]);
    const done = await createBatch(programme.id, { title: "Done", startDate: dayIn(-60), endDate: dayIn(-10), sponsorEmployerId: employer.id });
    const upcoming = await createBatch(programme.id, { title: "Upcoming", startDate: dayIn(20), endDate: dayIn(50), sponsorEmployerId: employer.id, seats: 2, seatsTaken: 2 });
    const cancelled = await createBatch(programme.id, { title: "Cancelled", startDate: dayIn(10), endDate: dayIn(40), sponsorEmployerId: employer.id, cancelled: true });
    await createBatch(programme.id, { title: "Someone else's", startDate: dayIn(5), endDate: dayIn(30), sponsorEmployerId: other.id });
    for (const status of ["completed", "completed", "failed", "withdrawn"] as const) {
      const candidate = await createMatchCandidate();
      await enrol(done.id, candidate.id, status);
    }

    const result = await listSponsoredBatches(user);
    expect(sponsoredBatchesSchema.safeParse(result).success).toBe(true);
    expect(result.total).toBe(3);
    expect(result.batches).toEqual([
      { id: upcoming.id, title: "Upcoming", programme: { slug: programme.slug, title: programme.title }, startDate: dayIn(20), endDate: dayIn(50), status: "full" },
      { id: cancelled.id, title: "Cancelled", programme: { slug: programme.slug, title: programme.title }, startDate: dayIn(10), endDate: dayIn(40), status: "cancelled" },
      { id: done.id, title: "Done", programme: { slug: programme.slug, title: programme.title }, startDate: dayIn(-60), endDate: dayIn(-10), status: "completed", completed: 2 },
    ]);
  });

  it(`shows at most ${SPONSORED_BATCHES_SHOWN} with the total; none for an employer who sponsors none; employers only`, async () => {
    const { user, employer } = await createEmployer();
    const s = await createSkills("Many");
    const programme = await createProgramme("Many", [s.Many.id]);
    for (let n = 0; n < SPONSORED_BATCHES_SHOWN + 2; n += 1) await createBatch(programme.id, { startDate: dayIn(30 + n), sponsorEmployerId: employer.id });
    const many = await listSponsoredBatches(user);
    expect([many.batches.length, many.total]).toEqual([SPONSORED_BATCHES_SHOWN, SPONSORED_BATCHES_SHOWN + 2]);
    expect(many.batches[0].startDate).toBe(dayIn(30 + SPONSORED_BATCHES_SHOWN + 1));

    const { user: none } = await createEmployer();
    expect(await listSponsoredBatches(none)).toEqual({ batches: [], total: 0 });
    await expect(listSponsoredBatches(await createUser({ role: "Candidate" }))).rejects.toMatchObject({ status: 403 });
  });
});

describe("a university's request for a sponsored batch", () => {
  it("shows the batch made of it, to the university and in the console, once it exists", async () => {
    const { user, university, request } = await createUniversityRequest("accepted");
    const admin = await createUser({ role: "Admin" });
    const own = async () => (await listOwnRequests(user, universityRequestsQuerySchema.parse({}))).items.find((r) => r.id === request.id);
    const inConsole = async () => (await listRequests(admin, requestListQuerySchema.parse({ status: "accepted", limit: "100" }))).items.find((r) => r.id === request.id);
    expect((await own())?.batch).toBeNull();
    expect((await inConsole())?.batch).toBeNull();

    const s = await createSkills("R");
    const programme = await createProgramme("Robotics", [s.R.id]);
    const batch = await createBatch(programme.id, {
      title: "Robotics for Test Institute",
      startDate: "2099-01-10",
      endDate: "2099-01-20",
      sponsorUniversityId: university.id,
      requestId: request.id,
    });
    const expected = { id: batch.id, title: "Robotics for Test Institute", programmeSlug: programme.slug, startDate: "2099-01-10", endDate: "2099-01-20", cancelled: false };
    expect((await own())?.batch).toEqual(expected);
    expect((await inConsole())?.batch).toEqual(expected);
    expect((await own())?.kindLabel).toBe("Sponsored batch");
  });
});
