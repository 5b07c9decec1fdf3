// Submittals and personal data: the candidate's export lists the requests about them (job, company,
// state, dates, pitch), the recruiter's the submittals they made (no contact details); the purge deletes
// an erased candidate's submittals but accepted ones, and cuts an erased recruiter or reviewer.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SubmittalJson } from "@/lib/desk/contract/common";
import { createJob } from "@/tests/factories";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { PITCH, consent, review, submit, submitted, world } = await import("@/tests/desk/submittal-fixtures");
const { readCandidate } = await import("@/lib/registry/personal-data/candidate");
const { readRecruiter } = await import("@/lib/registry/personal-data/common");
const { purgeTask } = await import("@/lib/privacy/tasks/purge");

const longAgo = () => new Date(Date.now() - 30 * 86_400_000);

/** One request of each kind for the world's candidate: accepted (the world's job), declined, awaiting. */
async function threeRequests() {
  const w = await world();
  const accepted = await submitted(w);
  expect((await review(w.member, accepted, { decision: "accept" })).status).toBe(200);
  const [declinedJob, waitingJob] = [await createJob({ employerId: w.employer.id, post: "Declined Post" }), await createJob({ employerId: w.employer.id, post: "Waiting Post" })];
  const declined = ((await submit(w.recruiter, { jobId: declinedJob.id, candidateId: w.candidate.id, pitch: "No thanks" })).body.response as SubmittalJson).id;
  await consent(w.candidate, declined, false);
  const waiting = ((await submit(w.recruiter, { jobId: waitingJob.id, candidateId: w.candidate.id, pitch: "Still asking" })).body.response as SubmittalJson).id;
  return { ...w, accepted, declined, waiting };
}

describe("personal data", () => {
  it("exports: the candidate's requests with the pitch; the recruiter's submittals without contact details", async () => {
    const w = await threeRequests();
    const mine = await readCandidate(w.candidate.id, () => null);
    expect(mine.submittals.map((s) => [s.job.post, s.status])).toEqual([
      ["Data Engineer", "accepted"],
      ["Declined Post", "declined"],
      ["Waiting Post", "awaiting_consent"],
    ]);
    expect(mine.submittals[0]).toMatchObject({ pitch: PITCH, job: { orgName: "Acme Tools" } });

    const made = await readRecruiter(w.recruiter.id);
    expect(made.submittalsMade).toHaveLength(3);
    expect(made.submittalsMade[0]).toMatchObject({ candidate: "Priya Nair", status: "accepted", job: { post: "Data Engineer", orgName: "Acme Tools" } });
    expect(JSON.stringify(made)).not.toContain(w.candidate.email);
  });

  it("the purge deletes an erased candidate's submittals but the accepted one, and cuts an erased recruiter and reviewer", async () => {
    const w = await threeRequests();
    await db.user.updateMany({ where: { id: { in: [w.candidate.id, w.recruiter.id, w.member.id] } }, data: { deletionRequestedAt: longAgo() } });
    await purgeTask.run({ now: new Date() });

    const left = await db.submittal.findMany({ where: { candidateId: w.candidate.id } });
    expect(left.map((s) => s.id)).toEqual([w.accepted]);
    expect(left[0]).toMatchObject({ status: "accepted", recruiterId: null, reviewedById: null });
    expect(left[0].applicationId).not.toBeNull();
    expect(await db.application.count({ where: { id: left[0].applicationId! } })).toBe(1);
  });

  it("a recruiter's saved searches are in their export and go with them at the purge", async () => {
    const w = await world();
    await db.deskSavedSearch.create({ data: { recruiterId: w.recruiter.id, name: "Pune SQL", query: { city: "Pune", skills: ["sql"] } } });
    const exported = await readRecruiter(w.recruiter.id);
    expect(exported.deskSavedSearches).toEqual([expect.objectContaining({ name: "Pune SQL", query: { city: "Pune", skills: ["sql"] } })]);
    await db.user.update({ where: { id: w.recruiter.id }, data: { deletionRequestedAt: longAgo() } });
    await purgeTask.run({ now: new Date() });
    expect(await db.deskSavedSearch.count({ where: { recruiterId: w.recruiter.id } })).toBe(0);
  });
});
