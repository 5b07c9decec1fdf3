// Agency candidates awaiting a decision are found at once (issue 44): the candidate's consent tells the
// company's owners and recruiters (one notification each, in the consent's transaction, leading to the
// list; a second answer tells nobody again); GET submittals/awaiting lists every job's, waiting longest
// first, 20 a page, with the job, the recruiter, the pitch and no contact details; the dashboard counts
// them per job. Interviewers 403, a removed member 404, another company's job 404.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { AwaitingDecisionPage } from "@/lib/desk/contract/awaiting-decision";
import type { EmployerJobsPage } from "@/lib/job-posting/contract";
import { createEmployer, createJob } from "@/tests/factories";
import { callRoute } from "@/tests/helpers/call-route";
import { agencySubmittal } from "@/tests/desk/agency-fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { PITCH, consent, review, submitted, world } = await import("@/tests/desk/submittal-fixtures");
const awaitingRoute = await import("@/app/api/v1/submittals/awaiting/route");
const dashboardRoute = await import("@/app/api/v1/applications/job-applicants/route");
const { countAwaitingDecision } = await import("@/lib/desk/service/awaiting-decision");

type As = Parameters<typeof callRoute>[1]["as"];
const awaiting = (as: As, query = "") => callRoute(awaitingRoute.GET, { as, path: `/api/v1/submittals/awaiting${query}` });
const pageOf = (res: { body: { response?: unknown } }) => res.body.response as AwaitingDecisionPage;
const bell = (userId: string) => db.notification.findMany({ where: { userId, kind: "submittal" } });

describe("the consent tells the company", () => {
  it("one notification per owner and recruiter, leading to the list; none to the interviewer; a second answer tells nobody", async () => {
    const w = await world();
    const id = await submitted(w);
    for (const contact of [w.owner, w.member]) {
      expect(await bell(contact.id)).toEqual([
        expect.objectContaining({ title: "TalentBridge has put forward a candidate for Data Engineer", link: `/employer/submittals?jobId=${w.job.id}`, readAt: null }),
      ]);
    }
    expect(await bell(w.interviewer.id)).toEqual([]);
    const again = await consent(w.candidate, id, true);
    expect(again.status).toBe(409);
    for (const contact of [w.owner, w.member]) expect(await bell(contact.id)).toHaveLength(1);
  });
});

describe("GET submittals/awaiting", () => {
  it("every job's submittals awaiting the decision, waiting longest first, with the job, recruiter and pitch, never contact details", async () => {
    const w = await world();
    const second = await createJob({ employerId: w.employer.id, post: "Platform Engineer" });
    const earlier = new Date(Date.now() - 5 * 86_400_000);
    await agencySubmittal(second.id, w.recruiter.id, "Kiran Das", { status: "submitted", createdAt: earlier });
    const id = await submitted(w);
    // Not the company's to decide: not agreed to yet, declined, or decided.
    await agencySubmittal(w.job.id, w.recruiter.id, "Waiting Consent", { status: "awaiting_consent" });
    await agencySubmittal(w.job.id, w.recruiter.id, "Said No", { status: "declined" });
    await agencySubmittal(w.job.id, w.recruiter.id, "Already Taken", { status: "accepted" });
    // Another company's.
    const other = await createEmployer();
    await agencySubmittal((await createJob({ employerId: other.employer.id })).id, w.recruiter.id, "Other Firm", { status: "submitted" });

    for (const as of [w.owner, w.member]) {
      const res = await awaiting(as);
      expect(res.status).toBe(200);
      const page = pageOf(res);
      expect(page).toMatchObject({ total: 2, page: 1, hasNextPage: false });
      expect(page.submittals.map((s) => [s.candidate.name, s.job.post])).toEqual([
        ["Kiran Das", "Platform Engineer"],
        ["Priya Nair", "Data Engineer"],
      ]);
      expect(page.submittals[1]).toMatchObject({
        id,
        status: "submitted",
        pitch: PITCH,
        job: { id: w.job.id, post: "Data Engineer" },
        recruiter: { name: "Riya Recruiter" },
        candidate: { name: "Priya Nair", city: "Pune", workExperience: 3, skills: [{ name: w.A.name, level: 4, verified: true }] },
        applicationId: null,
      });
      const text = JSON.stringify(page);
      expect(text).not.toContain(w.candidate.email);
      expect(text).not.toMatch(/mobile|email|address|phone/i);
    }
    expect(await countAwaitingDecision(w.owner)).toBe(2);

    // One job's only; another company's job is not found; a malformed id is refused.
    expect(pageOf(await awaiting(w.owner, `?jobId=${second.id}`)).submittals.map((s) => s.candidate.name)).toEqual(["Kiran Das"]);
    const foreign = await db.job.findFirstOrThrow({ where: { employerId: other.employer.id } });
    expect((await awaiting(w.owner, `?jobId=${foreign.id}`)).status).toBe(404);
    expect((await awaiting(w.owner, "?page=0")).status).toBe(400);
  });

  it("a decision takes it off the list and off the counts", async () => {
    const w = await world();
    const id = await submitted(w);
    const dashboard = async () => (await callRoute(dashboardRoute.GET, { as: w.owner, path: "/api/v1/applications/job-applicants" })).body.response as EmployerJobsPage;
    expect((await dashboard()).docs.map((d) => [d.job.post, d.count, d.awaitingCount])).toEqual([["Data Engineer", 0, 1]]);
    expect((await review(w.member, id, { decision: "accept" })).status).toBe(200);
    expect(pageOf(await awaiting(w.owner))).toMatchObject({ total: 0, submittals: [] });
    expect((await dashboard()).docs.map((d) => [d.count, d.awaitingCount])).toEqual([[1, 0]]);
  });

  it("is paged in SQL: 20 a page with the total", async () => {
    const w = await world();
    for (let i = 0; i < 21; i++) {
      await agencySubmittal(w.job.id, w.recruiter.id, `Candidate ${String(i).padStart(2, "0")}`, { status: "submitted", createdAt: new Date(Date.now() - (30 - i) * 86_400_000) });
    }
    const first = pageOf(await awaiting(w.owner));
    expect(first).toMatchObject({ total: 21, page: 1, hasNextPage: true });
    expect(first.submittals).toHaveLength(20);
    expect(first.submittals[0].candidate.name).toBe("Candidate 00");
    const second = pageOf(await awaiting(w.owner, "?page=2"));
    expect(second.submittals.map((s) => s.candidate.name)).toEqual(["Candidate 20"]);
    expect(second.hasNextPage).toBe(false);
  });

  it("only owners and recruiters: interviewers 403, other roles 403, nobody 401, a removed member 404", async () => {
    const w = await world();
    await submitted(w);
    const interviewer = await awaiting(w.interviewer);
    expect(interviewer.status).toBe(403);
    expect(JSON.stringify(interviewer.body)).not.toContain("Priya");
    expect((await awaiting(w.candidate)).status).toBe(403);
    expect((await awaiting(w.recruiter)).status).toBe(403);
    expect((await awaiting(null)).status).toBe(401);
    await db.employerMember.deleteMany({ where: { userId: w.member.id } });
    const removed = await awaiting(w.member);
    expect(removed.status).toBe(404);
    expect(JSON.stringify(removed.body)).not.toContain("Priya");
  });
});
