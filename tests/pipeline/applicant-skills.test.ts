// The applicants list's skills (issue 30): each applicant's top skills (up to 3: verified first, then by
// level) and, when the job has skills, the match score; read for the page, whoever the candidate is
// (an applicant is shown whether discoverable or not), and nothing for an erased candidate.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import { createEmployer, createJob } from "@/tests/factories";
import { addSkills, createJobWithSkills, createMatchCandidate, createSkills } from "@/tests/matching/fixtures";
import type { JobApplicants } from "@/lib/pipeline/contract";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { GET } = await import("@/app/api/v1/applications/job-applicants-details/route");

async function applicantsOf(as: Parameters<typeof callRoute>[1]["as"], jobId: string) {
  const res = await callRoute(GET, { as, path: `/api/v1/applications/job-applicants-details?jobId=${jobId}` });
  expect(res.status).toBe(200);
  return (res.body.response as JobApplicants).candidates;
}

describe("job-applicants-details: top skills and match", () => {
  it("names up to 3 skills, verified first then by level, with the job's match score", async () => {
    const s = await createSkills("Go", "Rust", "Java", "Kotlin", "Swift");
    const { user: owner, employer } = await createEmployer();
    const job = await createJobWithSkills([{ id: s.Go.id }, { id: s.Swift.id, required: false }], { employerId: employer.id });
    // Not discoverable: an applicant is shown all the same.
    const skilled = await createMatchCandidate({
      name: "Skilled",
      discoverable: false,
      skills: [
        { id: s.Go.id, level: 2 },
        { id: s.Rust.id, level: 5 },
        { id: s.Java.id, level: 1, verified: true },
        { id: s.Kotlin.id, level: 4 },
        { id: s.Swift.id, level: 3 },
      ],
    });
    const bare = await createMatchCandidate({ name: "Bare" });
    await db.application.createMany({ data: [skilled, bare].map((u) => ({ jobId: job.id, candidateId: u.id })) });

    const rows = await applicantsOf(owner, job.id);
    const row = rows.find((r) => r.id === skilled.id)!;
    expect(row.topSkills).toEqual([s.Java.name, s.Rust.name, s.Kotlin.name]);
    expect(row.verifiedTopSkills).toEqual([s.Java.name]);
    // Go (2) and Swift (1) of 3: 100.
    expect(row.match).toEqual({ score: 100, matched: [s.Go.name, s.Swift.name], missing: [], verified: [] });
    const none = rows.find((r) => r.id === bare.id)!;
    expect(none.topSkills).toEqual([]);
    expect(none.verifiedTopSkills).toEqual([]);
    expect(none.match).toEqual({ score: 0, matched: [], missing: [s.Go.name, s.Swift.name], verified: [] });
  });

  it("a job without skills has no match; an erased candidate shows no skills", async () => {
    const s = await createSkills("Perl");
    const { user: owner, employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id });
    const candidate = await createMatchCandidate({ skills: [{ id: s.Perl.id }] });
    const erased = await createMatchCandidate({ name: "Gone" });
    await addSkills(erased.id, [{ id: s.Perl.id }]);
    await db.user.update({ where: { id: erased.id }, data: { deletedAt: new Date() } });
    await db.application.createMany({ data: [candidate, erased].map((u) => ({ jobId: job.id, candidateId: u.id })) });

    const rows = await applicantsOf(owner, job.id);
    const row = rows.find((r) => r.id === candidate.id)!;
    expect(row.topSkills).toEqual([s.Perl.name]);
    expect(row).not.toHaveProperty("match");
    expect(rows.find((r) => r.id === erased.id)).toMatchObject({ topSkills: [] });
  });
});
