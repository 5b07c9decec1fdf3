// Missing skills lead to training (decisions.md section 15): in a candidate's own match (recommended
// jobs, sort=match), each missing skill a programme teaches names the next batch still open to
// enrolment: not cancelled, starting today or later in India time, full or not; the earliest start
// across every programme teaching it. The employer's side (matching candidates) carries none.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { formatIndiaDay } from "@/lib/format/date";
import { nextBatchesTeaching } from "@/lib/academy/service/missing-training";
import { recommendedJobs } from "@/lib/matching/service/recommended";
import { recommendedJobsSchema } from "@/lib/matching/contract/recommended";
import { searchJobs } from "@/lib/job-search/service/search";
import { jobSearchQuerySchema } from "@/lib/job-search/schemas";
import { listMatchingCandidates } from "@/lib/matching/service/candidates";
import { matchingCandidatesQuerySchema } from "@/lib/matching/schemas/candidates";
import { createCandidate, createEmployer, createJob } from "@/tests/factories";
import { createSkills, giveCandidateSkills, giveJobSkills } from "@/tests/helpers/matching";
import { createMatchCandidate } from "@/tests/matching/fixtures";
import { createBatch, createProgramme, dayIn } from "@/tests/academy/sponsor-fixtures";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

describe("nextBatchesTeaching", () => {
  it("picks the earliest batch still open to enrolment, across the programmes teaching the skill", async () => {
    const s = await createSkills("Docker", "Kubernetes", "Rust");
    const devops = await createProgramme("DevOps", [s.Docker.id]);
    const containers = await createProgramme("Containers", [s.Docker.id]);
    const orchestration = await createProgramme("Orchestration", [s.Kubernetes.id, s.Docker.id]);
    // "Today" is day 10 (India): a batch starting on day 9 has closed; day 10 still takes people.
    const now = new Date(`${dayIn(10)}T06:00:00Z`);
    expect(formatIndiaDay(now)).toBe(dayIn(10));
    await createBatch(devops.id, { startDate: dayIn(9), endDate: dayIn(40) });
    await createBatch(devops.id, { startDate: dayIn(10), endDate: dayIn(40), cancelled: true });
    const full = await createBatch(containers.id, { startDate: dayIn(12), endDate: dayIn(40), seats: 2, seatsTaken: 2 });
    await createBatch(devops.id, { startDate: dayIn(20), endDate: dayIn(50) });
    const kube = await createBatch(orchestration.id, { startDate: dayIn(10), endDate: dayIn(40) });
    await createBatch(orchestration.id, { startDate: dayIn(20), endDate: dayIn(50) });

    const found = await nextBatchesTeaching([s.Docker.name, s.Kubernetes.name, s.Rust.name], now);
    // Docker: day 9 has closed, day 10 (DevOps) is cancelled, and Orchestration's day 10 batch teaches it too.
    expect(found.get(s.Docker.name)).toEqual({
      skill: s.Docker.name,
      batchId: kube.id,
      programme: orchestration.title,
      programmeSlug: orchestration.slug,
      startDate: dayIn(10),
    });
    // Kubernetes: its batch starting today is still open (enrolment closes at the end of the start date).
    expect(found.get(s.Kubernetes.name)).toMatchObject({ batchId: kube.id, programmeSlug: orchestration.slug, startDate: dayIn(10) });
    // Nobody teaches Rust.
    expect(found.has(s.Rust.name)).toBe(false);
    // A day later, the day 10 batches have closed: Docker's next is the full one on day 12 (enrolling
    // there waitlists), Kubernetes' is on day 20.
    const later = await nextBatchesTeaching([s.Docker.name, s.Kubernetes.name], new Date(`${dayIn(11)}T06:00:00Z`));
    expect(later.get(s.Docker.name)).toEqual({ skill: s.Docker.name, batchId: full.id, programme: containers.title, programmeSlug: containers.slug, startDate: dayIn(12) });
    expect(later.get(s.Kubernetes.name)?.startDate).toBe(dayIn(20));
    expect((await nextBatchesTeaching([])).size).toBe(0);
  });
});

/** A candidate with Python; jobs asking for Docker (taught), Rust (not taught) and Python. */
async function setting() {
  const s = await createSkills("Docker", "Python", "Rust");
  const programme = await createProgramme("DevOps", [s.Docker.id]);
  const batch = await createBatch(programme.id, { startDate: dayIn(5), endDate: dayIn(30) });
  // Discoverable, so the employer's side can be checked too.
  const user = await createMatchCandidate({ skills: [{ id: s.Python.id }] });
  const city = `Trainpur ${randomBytes(4).toString("hex").replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;
  const { user: owner, employer } = await createEmployer({ city });
  const job = await createJob({ employerId: employer.id, post: "Platform Engineer" });
  // Python (2) + Docker (1) + Rust (1): 50, so it is recommended; both lacking skills are nice to have.
  await giveJobSkills(job.id, [[s.Python.id, true], [s.Docker.id, false], [s.Rust.id, false]]);
  const training = { skill: s.Docker.name, batchId: batch.id, programme: programme.title, programmeSlug: programme.slug, startDate: dayIn(5) };
  return { s, user, owner, job, city, training };
}

describe("missingTraining in the candidate's matches", () => {
  it("recommended jobs: each missing skill with an open batch, in the order of missing", async () => {
    const { s, user, training } = await setting();
    const { jobs } = await recommendedJobs(user);
    expect(jobs.map((j) => j.post)).toEqual(["Platform Engineer"]);
    expect(jobs[0].match).toEqual({
      score: 50,
      matched: [s.Python.name],
      missing: [s.Docker.name, s.Rust.name].sort(),
      verified: [],
      missingTraining: [training],
      fit: ["Fits your 3 years of experience"],
    });
    expect(recommendedJobsSchema.safeParse({ jobs }).success).toBe(true);
  });

  it("get-jobs sort=match carries it too; the employer's matching candidates do not", async () => {
    const { user, owner, job, city, training } = await setting();
    const result = await searchJobs(jobSearchQuerySchema.parse({ city, sort: "match" }), user);
    expect(result.jobs.find((j) => j.id === job.id)?.match?.missingTraining).toEqual([training]);

    const { candidates } = await listMatchingCandidates(owner, { id: job.id }, matchingCandidatesQuerySchema.parse({}));
    const them = candidates.find((c) => c.candidateId === user.id);
    expect(them?.match.missing).toContain(training.skill);
    expect(them?.match).not.toHaveProperty("missingTraining");
  });

  it("a match with nothing to learn has no missingTraining", async () => {
    const s = await createSkills("Go", "Perl");
    const { user } = await createCandidate();
    await giveCandidateSkills(user.id, [[s.Go.id, "self"]]);
    const job = await createJob({ post: "Go Developer" });
    await giveJobSkills(job.id, [[s.Go.id, true], [s.Perl.id, false]]);
    const { jobs } = await recommendedJobs(user);
    const found = jobs.find((j) => j.id === job.id);
    expect(found?.match.missing).toEqual([s.Perl.name]);
    expect(found?.match).not.toHaveProperty("missingTraining");
  });
});
