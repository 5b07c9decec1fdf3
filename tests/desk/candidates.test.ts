// GET desk/candidates and desk/candidates/{id} (decisions.md section 17): the pool (discoverable people
// and trainees whose account stays), each filter, the order without and with a job (the match score),
// an unknown or closed job, paging, no contact field, and recruiters only.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import { createCandidate, createEmployer, createUser, uniqueEmail } from "@/tests/factories";
import { addSkills, createJobWithSkills, createMatchCandidate, createSkills } from "@/tests/matching/fixtures";
import { insertBatch, dayFromToday } from "@/tests/academy/batch-fixtures";
import type { SessionUser } from "@/lib/auth/types";
import type { DeskCandidateDetail, DeskCandidatesPage } from "@/lib/desk/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { GET: LIST } = await import("@/app/api/v1/desk/candidates/route");
const { GET: ONE } = await import("@/app/api/v1/desk/candidates/[id]/route");

const search = (as: SessionUser | null, query = "") => callRoute(LIST, { as, path: `/api/v1/desk/candidates${query}` });
const profile = (as: SessionUser | null, id: string) => callRoute(ONE, { as, path: `/api/v1/desk/candidates/${id}`, params: { id } });
const page = (res: Awaited<ReturnType<typeof search>>) => res.body.response as DeskCandidatesPage;
const namesOf = async (query: string) => page(await search(recruiter, query)).candidates.map((c) => c.name);

let recruiter: SessionUser;
let skills: Awaited<ReturnType<typeof createSkills<"Rust" | "Elixir" | "Haskell" | "Scala">>>;
let job: { id: string };
const ids = {} as Record<"alpha" | "beta" | "delta" | "eps" | "gamma" | "hidden" | "withdrawn" | "leaving" | "erased", string>;

/** Fixed profile stamps: the order without a job falls back on the profile updated last. */
const touched = (userId: string, minutesAgo: number, data: Record<string, unknown> = {}) =>
  db.candidateProfile.update({ where: { userId }, data: { ...data, updatedAt: new Date(Date.now() - minutesAgo * 60_000) } });

beforeAll(async () => {
  recruiter = await createUser({ role: "Recruiter", name: "Riya Recruiter" });
  skills = await createSkills("Rust", "Elixir", "Haskell", "Scala");
  const { Rust, Elixir, Haskell, Scala } = skills;
  // Rust and Elixir required (2 each), Haskell nice to have (1): total 5.
  job = await createJobWithSkills([{ id: Rust.id }, { id: Elixir.id }, { id: Haskell.id, required: false }], { post: "Platform Engineer" });

  ids.alpha = (await createMatchCandidate({ name: "Alpha Person", skills: [{ id: Rust.id, verified: true, level: 4 }, { id: Elixir.id, level: 2 }], city: "Pune", workExperience: 5 })).id;
  await touched(ids.alpha, 10, { role: "Data Engineer" });
  ids.beta = (await createMatchCandidate({ name: "Beta Person", skills: [{ id: Haskell.id }], city: "Mumbai", workExperience: 1 })).id;
  await touched(ids.beta, 30);
  ids.delta = (await createMatchCandidate({ name: "Delta Person", skills: [{ id: Rust.id }, { id: Elixir.id }, { id: Haskell.id }], city: "Pune, Maharashtra", workExperience: 4 })).id;
  await touched(ids.delta, 40);
  ids.eps = (await createMatchCandidate({ name: "Eps Person", skills: [{ id: Scala.id, verified: true }, { id: Rust.id }], city: "Delhi", workExperience: 2 })).id;
  await touched(ids.eps, 50);
  // A trainee who did not opt in to being found: in the desk's pool all the same.
  ids.gamma = (await createMatchCandidate({ name: "Gamma Trainee", discoverable: false, skills: [{ id: Rust.id }, { id: Elixir.id, verified: true }], city: "Chennai", workExperience: 0 })).id;
  await touched(ids.gamma, 5, { course: "Mechatronics", subLocation: "Andheri" });
  ids.hidden = (await createMatchCandidate({ name: "Hidden Person", discoverable: false, skills: [{ id: Rust.id, verified: true }] })).id;
  ids.withdrawn = (await createMatchCandidate({ name: "Withdrawn Person", discoverable: false, skills: [{ id: Rust.id }] })).id;
  ids.leaving = (await createMatchCandidate({ name: "Leaving Person", skills: [{ id: Rust.id }] })).id;
  await db.user.update({ where: { id: ids.leaving }, data: { deletionRequestedAt: new Date() } });
  ids.erased = (await createMatchCandidate({ name: "Erased Person", skills: [{ id: Rust.id }] })).id;
  await db.user.update({ where: { id: ids.erased }, data: { deletionRequestedAt: new Date(Date.now() - 8 * 86_400_000), deletedAt: new Date() } });

  const trainer = await createUser({ role: "Trainer" });
  const batch = await insertBatch({ trainerId: trainer.id, title: "Web Jan", startDate: dayFromToday(-30), endDate: dayFromToday(30) });
  await db.enrollment.create({ data: { batchId: batch.id, candidateId: ids.gamma, status: "enrolled" } });
  await db.enrollment.create({ data: { batchId: batch.id, candidateId: ids.withdrawn, status: "withdrawn" } });
});

describe("the pool", () => {
  it("lists discoverable candidates and trainees, most verified skills first, then the profile updated last", async () => {
    const res = await search(recruiter);
    expect(res.status).toBe(200);
    // Verified: gamma 1 (5 min), alpha 1 (10), eps 1 (50); then beta (30), delta (40).
    expect(page(res).candidates.map((c) => c.id)).toEqual([ids.gamma, ids.alpha, ids.eps, ids.beta, ids.delta]);
    expect(page(res).hasNextPage).toBe(false);
    expect(page(res).candidates[0]).toEqual({
      id: ids.gamma,
      name: "Gamma Trainee",
      city: "Chennai",
      workExperience: 0,
      role: "Software Developer",
      trainee: true,
      discoverable: false,
      skills: [
        { name: skills.Elixir.name, level: 3, verified: true },
        { name: skills.Rust.name, level: 3, verified: false },
      ],
    });
    expect(page(res).candidates[1]).toMatchObject({ trainee: false, discoverable: true, skills: [{ name: skills.Rust.name, level: 4, verified: true }, { name: skills.Elixir.name, level: 2, verified: false }] });
  });

  it("never lists the hidden, a withdrawn trainee, the leaving or the erased; by id they are 404 too", async () => {
    const listed = page(await search(recruiter)).candidates.map((c) => c.id);
    for (const id of [ids.hidden, ids.withdrawn, ids.leaving, ids.erased]) {
      expect(listed).not.toContain(id);
      const res = await profile(recruiter, id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "NOT_FOUND", message: "Candidate not found" });
    }
    expect((await profile(recruiter, "no-such-candidate")).status).toBe(404);
  });

  it("an erased account whose profile is gone stays out as well", async () => {
    await db.candidateProfile.deleteMany({ where: { userId: ids.erased } });
    expect((await profile(recruiter, ids.erased)).status).toBe(404);
  });

  it("the search answers no contact field; a profile never an address or a document number", async () => {
    const res = await search(recruiter);
    const alpha = await db.user.findUniqueOrThrow({ where: { id: ids.alpha }, include: { candidate: true } });
    for (const secret of [alpha.email, alpha.mobile!, alpha.candidate!.currentAddress!, alpha.candidate!.panCardNumber!]) expect(JSON.stringify(res.body)).not.toContain(secret);
    // A discoverable candidate's profile carries the screening fields (tests/desk/screening.test.ts), no more.
    const text = JSON.stringify((await profile(recruiter, ids.alpha)).body);
    for (const secret of [alpha.candidate!.currentAddress!, alpha.candidate!.panCardNumber!]) expect(text).not.toContain(secret);
    for (const candidate of page(res).candidates) {
      expect(Object.keys(candidate).sort()).toEqual(["city", "discoverable", "id", "name", "role", "skills", "trainee", "workExperience"]);
    }
  });
});

describe("filters", () => {
  it("search: every word in the name, role, course or a skill's name, any case", async () => {
    expect(await namesOf("?search=gamma")).toEqual(["Gamma Trainee"]);
    expect(await namesOf("?search=ENGINEER")).toEqual(["Alpha Person"]);
    expect(await namesOf("?search=mechatron")).toEqual(["Gamma Trainee"]);
    expect(await namesOf(`?search=${encodeURIComponent("haskell person")}`)).toEqual(["Beta Person", "Delta Person"]);
    expect(await namesOf(`?search=${encodeURIComponent("gamma haskell")}`)).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(await namesOf("?search=%25")).toEqual([]);
    expect(await namesOf("?search=_")).toEqual([]);
  });

  it("skills: any of them", async () => {
    expect(await namesOf(`?skills=${skills.Scala.id}`)).toEqual(["Eps Person"]);
    expect(await namesOf(`?skills=${skills.Scala.id},${skills.Haskell.id}`)).toEqual(["Eps Person", "Beta Person", "Delta Person"]);
  });

  it("verifiedOnly: at least one verified skill", async () => {
    expect(await namesOf("?verifiedOnly=true")).toEqual(["Gamma Trainee", "Alpha Person", "Eps Person"]);
  });

  it("city: the preferred location or the locality starts with it, any case", async () => {
    expect(await namesOf("?city=pune")).toEqual(["Alpha Person", "Delta Person"]);
    expect(await namesOf("?city=ANDHERI")).toEqual(["Gamma Trainee"]);
    expect(await namesOf("?city=%25")).toEqual([]);
  });

  it("minExperience: at least that many years", async () => {
    expect(await namesOf("?minExperience=4")).toEqual(["Alpha Person", "Delta Person"]);
    expect((await search(recruiter, "?minExperience=-1")).status).toBe(400);
    expect((await search(recruiter, "?minExperience=two")).status).toBe(400);
  });

  it("combines filters", async () => {
    expect(await namesOf(`?city=pune&minExperience=5&skills=${skills.Rust.id}`)).toEqual(["Alpha Person"]);
  });
});

describe("with a job", () => {
  it("ranks by the match score, only candidates with a matched skill, each with its match", async () => {
    const res = await search(recruiter, `?jobId=${job.id}`);
    expect(res.status).toBe(200);
    const { candidates } = page(res);
    // Delta 100; gamma and alpha 80 (one verified match each; gamma's profile is newer); eps 40; beta 20.
    expect(candidates.map((c) => c.id)).toEqual([ids.delta, ids.gamma, ids.alpha, ids.eps, ids.beta]);
    expect(candidates.map((c) => c.match?.score)).toEqual([100, 80, 80, 40, 20]);
    expect(candidates[2].match).toEqual({ score: 80, matched: [skills.Elixir.name, skills.Rust.name], missing: [skills.Haskell.name], verified: [skills.Rust.name] });
    expect(candidates.map((c) => c.id)).not.toContain(ids.hidden);
  });

  it("verifiedOnly keeps those with a verified MATCHED skill", async () => {
    // Eps's verified skill (Scala) is not the job's.
    expect(await namesOf(`?jobId=${job.id}&verifiedOnly=true`)).toEqual(["Gamma Trainee", "Alpha Person"]);
  });

  it("filters apply with a job too", async () => {
    expect(await namesOf(`?jobId=${job.id}&city=pune`)).toEqual(["Delta Person", "Alpha Person"]);
  });

  it("an unknown, closed, hidden or unapproved job is 404 'Job not found'", async () => {
    const { employer } = await createEmployer();
    const closed = await createJobWithSkills([{ id: skills.Rust.id }], { employerId: employer.id, closedAt: new Date(), closeReason: "filled" });
    const expired = await createJobWithSkills([{ id: skills.Rust.id }], { employerId: employer.id, validThrough: new Date(Date.now() - 1000) });
    const pending = await createJobWithSkills([{ id: skills.Rust.id }], { employerId: employer.id, status: "pending" });
    const hidden = await createJobWithSkills([{ id: skills.Rust.id }], { employerId: employer.id });
    await db.job.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
    const { employer: pendingCompany } = await createEmployer("pending");
    const ofPending = await createJobWithSkills([{ id: skills.Rust.id }], { employerId: pendingCompany.id });
    for (const id of ["no-such-job", closed.id, expired.id, pending.id, hidden.id, ofPending.id]) {
      const res = await search(recruiter, `?jobId=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "NOT_FOUND", message: "Job not found" });
    }
  });
});

describe("paging and access", () => {
  it("20 a page, every candidate once", async () => {
    const { Cobol } = await createSkills("Cobol");
    const users = Array.from({ length: 23 }, () => ({ id: `dp-${randomUUID()}`, email: uniqueEmail("desk-paging"), role: "Candidate" as const, name: "Same Person", passwordHash: "x" }));
    await db.user.createMany({ data: users });
    await db.candidateProfile.createMany({ data: users.map((u) => ({ userId: u.id, discoverable: true })) });
    for (const u of users) await addSkills(u.id, [{ id: Cobol.id }]);
    const first = page(await search(recruiter, `?skills=${Cobol.id}`));
    const second = page(await search(recruiter, `?skills=${Cobol.id}&page=2`));
    expect([first.candidates.length, first.hasNextPage, second.candidates.length, second.hasNextPage]).toEqual([20, true, 3, false]);
    const seen = [...first.candidates, ...second.candidates].map((c) => c.id);
    expect(new Set(seen).size).toBe(23);
  });

  it("is for recruiters only: candidates, employers and trainers 403, visitors 401", async () => {
    const { user: candidate } = await createCandidate({ complete: true });
    const { user: employer } = await createEmployer();
    const trainer = await createUser({ role: "Trainer" });
    for (const as of [candidate, employer, trainer]) {
      expect((await search(as)).status).toBe(403);
      expect((await profile(as, ids.alpha)).status).toBe(403);
    }
    expect((await search(null)).status).toBe(401);
  });
});

describe("one candidate", () => {
  it("shows a trainee's profile: skills, valid certificates, enrolments and the desk's submittals", async () => {
    const enrolment = await db.enrollment.findFirstOrThrow({ where: { candidateId: ids.gamma } });
    const trainer = await createUser({ role: "Trainer" });
    const old = await insertBatch({ trainerId: trainer.id, title: "Web Old", startDate: dayFromToday(-200), endDate: dayFromToday(-100) });
    const oldEnrolment = await db.enrollment.create({ data: { batchId: old.id, candidateId: ids.gamma, status: "completed", createdAt: new Date(Date.now() - 200 * 86_400_000) } });
    const certificate = { candidateId: ids.gamma, name: "Gamma Trainee", programmeTitle: "Web Technologies", batchTitle: "Web Old", startDate: old.startDate, endDate: old.endDate, score: 80 };
    await db.certificate.create({ data: { ...certificate, code: `TB-OK-${randomUUID().slice(0, 6)}`, enrollmentId: oldEnrolment.id } });
    await db.certificate.create({ data: { ...certificate, code: `TB-REV-${randomUUID().slice(0, 6)}`, enrollmentId: enrolment.id, revokedAt: new Date(), revokeReason: "Issued in error" } });
    await db.submittal.create({ data: { jobId: job.id, candidateId: ids.gamma, recruiterId: recruiter.id, pitch: "Strong Rust skills." } });

    const res = await profile(recruiter, ids.gamma);
    expect(res.status).toBe(200);
    const detail = res.body.response as DeskCandidateDetail;
    expect(detail).toMatchObject({ id: ids.gamma, name: "Gamma Trainee", city: "Chennai", workExperience: 0, course: "Mechatronics", passingYear: 2020, trainee: true, discoverable: false });
    expect(detail.skills.map((s) => [s.name, s.source])).toEqual([
      [skills.Elixir.name, "verified"],
      [skills.Rust.name, "self"],
    ]);
    expect(detail.certificates).toEqual([{ code: expect.stringMatching(/^TB-OK-/), programme: "Web Technologies", issuedAt: expect.any(String) }]);
    expect(detail.enrolments).toEqual([
      { programme: "Web Technologies", batch: "Web Jan", status: "enrolled", startDate: dayFromToday(-30) },
      { programme: "Web Technologies", batch: "Web Old", status: "completed", startDate: dayFromToday(-200) },
    ]);
    expect(detail.submittals).toEqual([
      { id: expect.any(String), status: "awaiting_consent", applicationStatus: null, createdAt: expect.any(String), job: { id: job.id, post: "Platform Engineer", company: expect.any(String) } },
    ]);
    // Not discoverable: nothing to screen with, not even the e-mail.
    expect(detail.screening).toBeNull();
    const text = JSON.stringify(res.body);
    const gamma = await db.user.findUniqueOrThrow({ where: { id: ids.gamma } });
    expect(text).not.toContain(gamma.email);
    expect(text).not.toContain("Strong Rust skills.");
  });
});
