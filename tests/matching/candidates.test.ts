// GET jobs/{id}/matching-candidates (decisions.md section 14): only discoverable candidates with one of
// the job's skills, whose account stays and who have not applied; best first (score, verified matches,
// candidateId), 20 a page; verifiedOnly; the job's owner only; never a contact field.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import { createCandidate, createEmployer, createJob, uniqueEmail } from "@/tests/factories";
import { addSkills, createJobWithSkills, createMatchCandidate, createSkills } from "@/tests/matching/fixtures";
import type { SessionUser } from "@/lib/auth/types";
import type { MatchingCandidatesPage } from "@/lib/matching/contract/candidates";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { GET } = await import("@/app/api/v1/jobs/[id]/matching-candidates/route");
const { POST: INVITE } = await import("@/app/api/v1/jobs/[id]/invite/route");

function list(as: SessionUser | null, jobId: string, query = "") {
  return callRoute(GET, { as, path: `/api/v1/jobs/${jobId}/matching-candidates${query}`, params: { id: jobId } });
}

const page = (res: Awaited<ReturnType<typeof list>>) => res.body.response as MatchingCandidatesPage;

type Skills = Awaited<ReturnType<typeof createSkills<"A" | "B" | "C" | "D">>>;

let skills: Skills;
let owner: SessionUser;
let job: { id: string; post: string };

// A (required, 2), B (required, 2), C (nice to have, 1): total 5.
const ids = {} as Record<"full" | "verified80" | "plain80" | "onlyC" | "hidden" | "other" | "leaving" | "erased" | "applied", string>;

beforeAll(async () => {
  skills = await createSkills("A", "B", "C", "D");
  const { user, employer } = await createEmployer();
  owner = user;
  job = await createJobWithSkills([{ id: skills.A.id }, { id: skills.B.id }, { id: skills.C.id, required: false }], { employerId: employer.id, post: "Platform Engineer" });
  const all = [{ id: skills.A.id }, { id: skills.B.id }, { id: skills.C.id }];
  ids.full = (await createMatchCandidate({ name: "Full Match", skills: all, city: "Pune", workExperience: 4 })).id;
  ids.verified80 = (await createMatchCandidate({ name: "Verified Eighty", skills: [{ id: skills.A.id, verified: true }, { id: skills.B.id }] })).id;
  ids.plain80 = (await createMatchCandidate({ name: "Plain Eighty", skills: [{ id: skills.A.id }, { id: skills.B.id }] })).id;
  ids.onlyC = (await createMatchCandidate({ name: "Only C", skills: [{ id: skills.C.id }], city: null, workExperience: null })).id;
  ids.hidden = (await createMatchCandidate({ name: "Hidden Full", discoverable: false, skills: all })).id;
  ids.other = (await createMatchCandidate({ name: "Other Skill", skills: [{ id: skills.D.id }] })).id;
  ids.leaving = (await createMatchCandidate({ name: "Leaving Soon", skills: all })).id;
  await db.user.update({ where: { id: ids.leaving }, data: { deletionRequestedAt: new Date() } });
  ids.erased = (await createMatchCandidate({ name: "Erased", skills: all })).id;
  // As the purge leaves an erased account (deletionRequestedAt kept, deletedAt set, no profile); its skill rows
  // are kept here to show that nothing else is needed to keep it out.
  await db.user.update({ where: { id: ids.erased }, data: { deletionRequestedAt: new Date(Date.now() - 8 * 86_400_000), deletedAt: new Date() } });
  await db.candidateProfile.deleteMany({ where: { userId: ids.erased } });
  ids.applied = (await createMatchCandidate({ name: "Already Applied", skills: all })).id;
  await db.application.create({ data: { jobId: job.id, candidateId: ids.applied } });
});

describe("GET jobs/{id}/matching-candidates", () => {
  it("lists discoverable candidates with one of the job's skills, best first, with the match details", async () => {
    const res = await list(owner, job.id);
    expect(res.status).toBe(200);
    const { candidates, hasNextPage } = page(res);
    expect(hasNextPage).toBe(false);
    // 100, then the two 80s (more verified matches first), then 20.
    expect(candidates.map((c) => c.candidateId)).toEqual([ids.full, ids.verified80, ids.plain80, ids.onlyC]);
    expect(candidates.map((c) => c.match.score)).toEqual([100, 80, 80, 20]);
    expect(candidates[0]).toEqual({
      candidateId: ids.full,
      name: "Full Match",
      city: "Pune",
      workExperience: 4,
      match: { score: 100, matched: [skills.A.name, skills.B.name, skills.C.name], missing: [], verified: [] },
      invited: false,
      sponsoredGraduate: false,
    });
    expect(candidates[1].match).toEqual({ score: 80, matched: [skills.A.name, skills.B.name], missing: [skills.C.name], verified: [skills.A.name] });
    expect(candidates[3]).toMatchObject({ city: null, workExperience: null, match: { score: 20, missing: [skills.A.name, skills.B.name] } });
  });

  it("never shows the hidden, the leaving, the erased, those without a skill of the job, nor applicants", async () => {
    const listed = page(await list(owner, job.id)).candidates.map((c) => c.candidateId);
    for (const id of [ids.hidden, ids.other, ids.leaving, ids.erased, ids.applied]) expect(listed).not.toContain(id);
  });

  it("answers no contact field: no e-mail, phone, address or documents", async () => {
    const res = await list(owner, job.id);
    const text = JSON.stringify(res.body);
    const full = await db.user.findUniqueOrThrow({ where: { id: ids.full }, include: { candidate: true } });
    expect(text).not.toContain(full.email);
    expect(text).not.toContain(full.mobile!);
    expect(text).not.toContain(full.candidate!.currentAddress!);
    expect(text).not.toContain(full.candidate!.panCardNumber!);
    for (const candidate of page(res).candidates) {
      expect(Object.keys(candidate).sort()).toEqual(["candidateId", "city", "invited", "match", "name", "sponsoredGraduate", "workExperience"]);
    }
  });

  it("verifiedOnly=true keeps candidates with a verified matched skill", async () => {
    const res = await list(owner, job.id, "?verifiedOnly=true");
    expect(res.status).toBe(200);
    expect(page(res).candidates.map((c) => c.candidateId)).toEqual([ids.verified80]);
    expect(page(await list(owner, job.id, "?verifiedOnly=false")).candidates).toHaveLength(4);
  });

  it("tells whom the employer invited", async () => {
    await db.jobInvitation.create({ data: { jobId: job.id, candidateId: ids.plain80, invitedById: owner.id } });
    const { candidates } = page(await list(owner, job.id));
    expect(candidates.find((c) => c.candidateId === ids.plain80)?.invited).toBe(true);
    expect(candidates.find((c) => c.candidateId === ids.full)?.invited).toBe(false);
    await db.jobInvitation.deleteMany({ where: { jobId: job.id } });
  });

  it("is for the job's owner only: another employer's job and a deleted job are 404, a candidate 403", async () => {
    const { user: stranger } = await createEmployer();
    expect((await list(stranger, job.id)).status).toBe(404);
    const deleted = await createJobWithSkills([{ id: skills.A.id }], { employerId: (await db.employer.findUniqueOrThrow({ where: { userId: owner.id } })).id, deletedAt: new Date() });
    expect((await list(owner, deleted.id)).status).toBe(404);
    expect((await list(owner, "no-such-job")).status).toBe(404);
    const { user: candidate } = await createCandidate({ complete: true });
    expect((await list(candidate, job.id)).status).toBe(403);
    expect((await list(null, job.id)).status).toBe(401);
  });

  it("a pending employer is refused (403), like its other job calls", async () => {
    const { user, employer } = await createEmployer("pending");
    const pendingJob = await createJobWithSkills([{ id: skills.A.id }], { employerId: employer.id, status: "pending" });
    expect((await list(user, pendingJob.id)).status).toBe(403);
  });

  it("a job without skills answers an empty list, not an error", async () => {
    const { user, employer } = await createEmployer();
    const bare = await createJob({ employerId: employer.id });
    const res = await list(user, bare.id);
    expect(res.status).toBe(200);
    expect(page(res)).toEqual({ candidates: [], hasNextPage: false });
  });

  it("refuses a bad page or flag with 400 and the field", async () => {
    const bad = await list(owner, job.id, "?verifiedOnly=maybe");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("verifiedOnly");
    expect((await list(owner, job.id, "?page=0")).status).toBe(400);
  });

  it("a candidate who is not discoverable cannot be invited even by id (404)", async () => {
    const res = await callRoute(INVITE, { as: owner, method: "POST", path: `/api/v1/jobs/${job.id}/invite`, params: { id: job.id }, body: { candidateId: ids.hidden } });
    expect(res.status).toBe(404);
    expect(await db.jobInvitation.count({ where: { candidateId: ids.hidden } })).toBe(0);
  });
});

describe("paging", () => {
  it("20 a page, in a stable order (ties by candidateId), every candidate exactly once", async () => {
    const { X: x } = await createSkills("X");
    const { user, employer } = await createEmployer();
    const paged = await createJobWithSkills([{ id: x.id }], { employerId: employer.id });
    // 45 discoverable candidates with the same score and no verified skill: the order is by id alone.
    const users = Array.from({ length: 45 }, () => ({ id: `pg-${crypto.randomUUID()}`, email: uniqueEmail("paging"), role: "Candidate" as const, name: "Same Score", passwordHash: "x" }));
    await db.user.createMany({ data: users });
    await db.candidateProfile.createMany({ data: users.map((u) => ({ userId: u.id, discoverable: true })) });
    for (const u of users) await addSkills(u.id, [{ id: x.id }]);

    const pages = [];
    for (let n = 1; n <= 3; n += 1) pages.push(page(await list(user, paged.id, `?page=${n}`)));
    expect(pages.map((p) => p.candidates.length)).toEqual([20, 20, 5]);
    expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, false]);
    const seen = pages.flatMap((p) => p.candidates.map((c) => c.candidateId));
    expect(seen).toEqual(users.map((u) => u.id).sort());
    expect(page(await list(user, paged.id, "?page=4")).candidates).toEqual([]);
  });
});
