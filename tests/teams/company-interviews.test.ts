// Nothing waits unseen in a team (issue 44, decisions.md section 20): owners and recruiters see every
// upcoming interview of the company on /employer/interviews (interviewers keep seeing their own); a
// submitted scorecard tells the company's owners and recruiters, never its author, once (and again only
// when the recommendation changes); the applicants list carries each application's scorecards counted.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { failure } = await import("@/tests/helpers/api-failure");
const { DEFAULT_CRITERIA, scorecardCountText } = await import("@/lib/teams/rules/scorecards");
const { listCompanyInterviews } = await import("@/lib/teams/service/company-interviews");
const { loadInterviews } = await import("@/lib/teams/loaders/interviews");
const { call, createApplicationRow, inDays, pipelineFixture } = await import("@/tests/pipeline/helpers");
const { addMember, assign } = await import("@/tests/teams/helpers");
const statusRoute = await import("@/app/api/v1/applications/[id]/status/route");
const scorecardRoute = await import("@/app/api/v1/applications/[id]/scorecard/route");
const applicantsRoute = await import("@/app/api/v1/applications/job-applicants-details/route");

type As = Parameters<typeof call>[1]["as"];

const schedule = (as: As, id: string, at: string, durationMinutes = 60) =>
  call(statusRoute.PATCH, { as, method: "PATCH", params: { id }, body: { status: "interview", interview: { at, mode: "video", durationMinutes } } });
const card = (recommendation: string) => ({ ratings: DEFAULT_CRITERIA.map((criterion) => ({ criterion, rating: 3 })), recommendation });
const submit = (as: As, id: string, recommendation: string) => call(scorecardRoute.PUT, { as, method: "PUT", params: { id }, body: card(recommendation) });
const scorecardNotes = (userId: string) => db.notification.findMany({ where: { userId, kind: "scorecard" }, orderBy: { createdAt: "asc" } });

/** A company with a recruiter and an interviewer, and three applications of one job. */
async function team() {
  const fixture = await pipelineFixture("shortlisted", "Data Engineer");
  const recruiter = await addMember(fixture.company.id, "recruiter", "Rita Recruiter");
  const interviewer = await addMember(fixture.company.id, "interviewer", "Ivan Panel");
  const second = await createApplicationRow(fixture.job.id, "shortlisted", "Bina Das");
  const third = await createApplicationRow(fixture.job.id, "shortlisted", "Chetan Rao");
  return { ...fixture, recruiter, interviewer, second: second.application, third: third.application };
}

describe("every upcoming interview of the company", () => {
  it("owners and recruiters see them all, soonest first, with the duration, the panel and the scorecards; not past ones, not another company's", async () => {
    const { employer, recruiter, interviewer, application, second, third } = await team();
    expect((await schedule(employer, application.id, inDays(5), 45)).status).toBe(200);
    expect((await schedule(recruiter.user, second.id, inDays(2))).status).toBe(200);
    expect((await schedule(employer, third.id, inDays(3))).status).toBe(200);
    await assign(second.id, interviewer.user.id);
    await submit(interviewer.user, second.id, "yes");
    // The third's interview took place yesterday: no longer upcoming.
    await db.applicationEvent.updateMany({ where: { applicationId: third.id, to: "interview" }, data: { interviewAt: new Date(Date.now() - 86_400_000) } });
    // Another company's interview is not theirs.
    const other = await pipelineFixture("shortlisted");
    await schedule(other.employer, other.application.id, inDays(1));

    for (const as of [employer, recruiter.user]) {
      const page = await listCompanyInterviews(as, { page: 1 });
      expect(page.hasNextPage).toBe(false);
      expect(page.items.map((item) => [item.candidateName, item.interview.durationMinutes, item.interviewers, item.scorecards])).toEqual([
        ["Bina Das", 60, ["Ivan Panel"], 1],
        ["Asha Rao", 45, [], 0],
      ]);
      expect(page.items[0]).toMatchObject({ post: "Data Engineer", interview: { mode: "video", location: null } });
    }
  });

  it("an interview under way is still listed until its duration has passed", async () => {
    const { employer, application } = await team();
    await schedule(employer, application.id, inDays(1), 90);
    const started = new Date(Date.now() - 60 * 60_000);
    await db.applicationEvent.updateMany({ where: { applicationId: application.id, to: "interview" }, data: { interviewAt: started } });
    expect((await listCompanyInterviews(employer, { page: 1 })).items).toHaveLength(1);
    expect((await listCompanyInterviews(employer, { page: 1 }, { now: new Date(started.getTime() + 91 * 60_000) })).items).toHaveLength(0);
  });

  it("is paged in SQL, 20 a page", async () => {
    const { employer, job } = await team();
    for (let i = 0; i < 21; i++) {
      const { application } = await createApplicationRow(job.id, "shortlisted", `Candidate ${String(i).padStart(2, "0")}`);
      await schedule(employer, application.id, inDays(1 + i / 24));
    }
    const first = await listCompanyInterviews(employer, { page: 1 });
    expect(first.items).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    expect(first.items[0].candidateName).toBe("Candidate 00");
    const second = await listCompanyInterviews(employer, { page: 2 });
    expect(second.items.map((item) => item.candidateName)).toEqual(["Candidate 20"]);
    expect(second.hasNextPage).toBe(false);
  });

  it("an interviewer is refused the company's list (403) and the page shows them their own", async () => {
    const { employer, interviewer, application, second } = await team();
    await schedule(employer, application.id, inDays(2));
    await schedule(employer, second.id, inDays(3));
    await assign(second.id, interviewer.user.id);
    expect((await failure(listCompanyInterviews(interviewer.user, { page: 1 }))).status).toBe(403);
    const page = await loadInterviews(interviewer.user, { view: "company" });
    expect(page).toMatchObject({ ok: true, manages: false, view: "mine" });
    expect(page.ok && page.data.items.map((item) => item.applicationId)).toEqual([second.id]);

    const owners = await loadInterviews(employer, {});
    expect(owners).toMatchObject({ ok: true, manages: true, view: "company" });
    expect(await loadInterviews(employer, { view: "mine" })).toMatchObject({ ok: true, manages: true, view: "mine", data: { items: [] } });
  });

  it("a removed member gets 404", async () => {
    const { employer, recruiter } = await team();
    await db.employerMember.delete({ where: { id: recruiter.memberId } });
    expect((await failure(listCompanyInterviews(recruiter.user, { page: 1 }))).status).toBe(404);
    expect(await loadInterviews(recruiter.user, {})).toMatchObject({ ok: false });
    expect((await listCompanyInterviews(employer, { page: 1 })).items).toEqual([]);
  });
});

describe("a submitted scorecard", () => {
  it("tells the owners and recruiters (not the author, not another interviewer), once; a changed recommendation again", async () => {
    const { employer, recruiter, interviewer, application, company } = await team();
    const colleague = await addMember(company.id, "interviewer", "Other Panel");
    await assign(application.id, interviewer.user.id, colleague.user.id);

    expect((await submit(interviewer.user, application.id, "strong_yes")).status).toBe(200);
    for (const contact of [employer, recruiter.user]) {
      expect(await scorecardNotes(contact.id)).toEqual([
        expect.objectContaining({ title: "Ivan Panel submitted a scorecard for Asha Rao", body: "Data Engineer: Strong yes.", link: `/employer/application/${application.id}` }),
      ]);
    }
    expect(await scorecardNotes(interviewer.user.id)).toEqual([]);
    expect(await scorecardNotes(colleague.user.id)).toEqual([]);

    // The same recommendation again (notes or ratings edited): nobody is told twice.
    expect((await submit(interviewer.user, application.id, "strong_yes")).status).toBe(200);
    expect(await scorecardNotes(employer.id)).toHaveLength(1);
    // Another recommendation: told that it changed.
    expect((await submit(interviewer.user, application.id, "no")).status).toBe(200);
    expect((await scorecardNotes(recruiter.user.id)).map((n) => n.title)).toEqual([
      "Ivan Panel submitted a scorecard for Asha Rao",
      "Ivan Panel changed their scorecard for Asha Rao",
    ]);
  });

  it("an owner's own card tells the recruiters, not the owner", async () => {
    const { employer, recruiter, application } = await team();
    expect((await submit(employer, application.id, "yes")).status).toBe(200);
    expect(await scorecardNotes(employer.id)).toEqual([]);
    expect(await scorecardNotes(recruiter.user.id)).toHaveLength(1);
  });

  it("two first submissions of one member at once tell each contact once", async () => {
    const { employer, interviewer, application } = await team();
    await assign(application.id, interviewer.user.id);
    const answers = await Promise.all([submit(interviewer.user, application.id, "yes"), submit(interviewer.user, application.id, "yes")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await scorecardNotes(employer.id)).toHaveLength(1);
  });
});

describe("the applicants list's scorecards", () => {
  it("counts each application's recommendations: '2 scorecards: 1 strong yes, 1 no'", async () => {
    const { employer, recruiter, interviewer, job, application, second } = await team();
    await assign(application.id, interviewer.user.id);
    await submit(interviewer.user, application.id, "strong_yes");
    await submit(recruiter.user, application.id, "no");
    const answer = await call(applicantsRoute.GET, { as: employer, path: `/api/v1/applications/job-applicants-details?jobId=${job.id}` });
    expect(answer.status).toBe(200);
    type Counts = { strong_yes: number; yes: number; no: number; strong_no: number };
    const candidates = (answer.body.response as { candidates: { applicationId: string; scorecards?: Counts }[] }).candidates;
    const byId = new Map(candidates.map((c) => [c.applicationId, c.scorecards]));
    expect(byId.get(application.id)).toEqual({ strong_yes: 1, yes: 0, no: 1, strong_no: 0 });
    expect(scorecardCountText(byId.get(application.id))).toBe("2 scorecards: 1 strong yes, 1 no");
    expect(byId.get(second.id)).toBeUndefined();
    expect(scorecardCountText({ strong_yes: 0, yes: 1, no: 0, strong_no: 0 })).toBe("1 scorecard: 1 yes");
  });
});
