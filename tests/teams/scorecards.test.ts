// Scorecards (decisions.md section 16): PUT applications/{id}/scorecard (one card per member, replaced),
// GET applications/{id}/scorecards (an interviewer sees colleagues' cards only after submitting their
// own; owners and recruiters always), candidates never (404), the summary's wording, and the export.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { readEmployer } = await import("@/lib/registry/personal-data/company");
const { scorecardSummaryText, countRecommendations, DEFAULT_CRITERIA } = await import("@/lib/teams/rules/scorecards");
const { createUser } = await import("@/tests/factories");
const { call, pipelineFixture } = await import("@/tests/pipeline/helpers");
const { addMember, assign } = await import("@/tests/teams/helpers");
const scorecardRoute = await import("@/app/api/v1/applications/[id]/scorecard/route");
const scorecardsRoute = await import("@/app/api/v1/applications/[id]/scorecards/route");

type Card = { author: { name: string; role: string | null }; mine: boolean; recommendation: string; notes: string | null; ratings: unknown[] };
type Cards = { submitted: boolean; scorecards: Card[]; hidden: number; summary: Record<string, number> | null };

const card = (recommendation: string, notes?: string) => ({
  ratings: DEFAULT_CRITERIA.map((criterion, i) => ({ criterion, rating: (i % 4) + 1 })),
  recommendation,
  ...(notes ? { notes } : {}),
});

/** A company's application with two assigned interviewers and a recruiter. */
async function panel() {
  const fixture = await pipelineFixture("interview", "QA Lead");
  const priya = await addMember(fixture.company.id, "interviewer", "Priya Shah");
  const arjun = await addMember(fixture.company.id, "interviewer", "Arjun Nair");
  const ravi = await addMember(fixture.company.id, "recruiter", "Ravi Iyer");
  await assign(fixture.application.id, priya.user.id, arjun.user.id);
  return { ...fixture, priya, arjun, ravi };
}

describe("the scorecards' visibility", () => {
  it("an interviewer sees colleagues' cards only after submitting; owners and recruiters always see every card", async () => {
    const { employer, application, priya, arjun, ravi } = await panel();
    const submit = (as: typeof employer, body: unknown) => call(scorecardRoute.PUT, { as, method: "PUT", params: { id: application.id }, body });
    const list = async (as: typeof employer) => {
      const answer = await call(scorecardsRoute.GET, { as, params: { id: application.id } });
      expect(answer.status).toBe(200);
      return answer.body.response as Cards;
    };

    expect(await list(employer)).toEqual({ submitted: false, scorecards: [], hidden: 0, summary: { strong_no: 0, no: 0, yes: 0, strong_yes: 0 } });
    expect((await submit(employer, card("strong_yes", "Sharp on test design."))).status).toBe(200);

    // Before submitting: nothing but how many are waiting.
    expect(await list(priya.user)).toEqual({ submitted: false, scorecards: [], hidden: 1, summary: null });
    expect(JSON.stringify(await list(priya.user))).not.toContain("Sharp on test design");

    const afterSubmit = await submit(priya.user, card("no"));
    expect(afterSubmit.status).toBe(200);
    const mine = afterSubmit.body.response as Cards;
    expect(mine.submitted).toBe(true);
    expect(mine.hidden).toBe(0);
    expect(mine.summary).toEqual({ strong_no: 0, no: 1, yes: 0, strong_yes: 1 });
    expect(mine.scorecards.map((c) => [c.author.name, c.mine, c.recommendation])).toEqual([
      [employer.name, false, "strong_yes"],
      ["Priya Shah", true, "no"],
    ]);
    expect(mine.scorecards[0]).toMatchObject({ author: { role: "owner" }, notes: "Sharp on test design." });

    // Arjun has not submitted: still hidden, now two.
    expect(await list(arjun.user)).toEqual({ submitted: false, scorecards: [], hidden: 2, summary: null });
    // The recruiter, who wrote nothing, sees both.
    const recruiterView = await list(ravi.user);
    expect(recruiterView).toMatchObject({ submitted: false, hidden: 0, summary: { no: 1, strong_yes: 1 } });
    expect(recruiterView.scorecards).toHaveLength(2);
  });

  it("a second PUT replaces the member's card (one per member and application)", async () => {
    const { application, priya } = await panel();
    await call(scorecardRoute.PUT, { as: priya.user, method: "PUT", params: { id: application.id }, body: card("no", "First take") });
    const again = await call(scorecardRoute.PUT, { as: priya.user, method: "PUT", params: { id: application.id }, body: { ratings: [{ criterion: "Communication", rating: 4 }], recommendation: "yes" } });
    expect(again.status).toBe(200);
    const cards = (again.body.response as Cards).scorecards;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ mine: true, recommendation: "yes", notes: null, ratings: [{ criterion: "Communication", rating: 4 }] });
    expect(await db.scorecard.count({ where: { applicationId: application.id } })).toBe(1);
  });

  it("400 for a rating outside 1–4, a criterion twice or no recommendation", async () => {
    const { application, priya } = await panel();
    const bodies = [
      { ratings: [{ criterion: "Communication", rating: 5 }], recommendation: "yes" },
      { ratings: [{ criterion: "Communication", rating: 2 }, { criterion: "communication", rating: 3 }], recommendation: "yes" },
      { ratings: [{ criterion: "Communication", rating: 2 }] },
    ];
    for (const body of bodies) {
      const answer = await call(scorecardRoute.PUT, { as: priya.user, method: "PUT", params: { id: application.id }, body });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("VALIDATION");
    }
    expect(await db.scorecard.count({ where: { applicationId: application.id } })).toBe(0);
  });
});

describe("who may not", () => {
  it("404 for the candidate, an unassigned interviewer, another company and an admin, on both calls", async () => {
    const { employer, company, candidate, application } = await panel();
    await call(scorecardRoute.PUT, { as: employer, method: "PUT", params: { id: application.id }, body: card("yes") });
    const unassigned = await addMember(company.id, "interviewer");
    const other = await pipelineFixture();
    const admin = await createUser({ role: "Admin" });
    for (const as of [candidate, unassigned.user, other.employer, admin]) {
      const read = await call(scorecardsRoute.GET, { as, params: { id: application.id } });
      expect(read.status, as.role).toBe(404);
      expect(read.body.code).toBe("NOT_FOUND");
      const write = await call(scorecardRoute.PUT, { as, method: "PUT", params: { id: application.id }, body: card("no") });
      expect(write.status, as.role).toBe(404);
    }
    expect(await db.scorecard.count({ where: { applicationId: application.id } })).toBe(1);
  });
});

describe("the summary's wording", () => {
  it("totals each side with its strong ones in brackets; leaves out an empty side", () => {
    expect(scorecardSummaryText({ strong_yes: 1, yes: 2, no: 1, strong_no: 0 })).toBe("3 yes (1 strong), 1 no");
    expect(scorecardSummaryText({ strong_yes: 0, yes: 3, no: 1, strong_no: 0 })).toBe("3 yes, 1 no");
    expect(scorecardSummaryText({ strong_yes: 0, yes: 0, no: 1, strong_no: 2 })).toBe("3 no (2 strong)");
    expect(scorecardSummaryText({ strong_yes: 2, yes: 0, no: 0, strong_no: 0 })).toBe("2 yes (2 strong)");
    expect(scorecardSummaryText({ strong_yes: 0, yes: 0, no: 0, strong_no: 0 })).toBe("No scorecards yet");
    expect(scorecardSummaryText(null)).toBe("No scorecards yet");
    expect(countRecommendations([{ recommendation: "yes" }, { recommendation: "strong_no" }, { recommendation: "yes" }])).toEqual({
      strong_no: 1,
      no: 0,
      yes: 2,
      strong_yes: 0,
    });
  });
});

describe("personal data", () => {
  it("an Employer's export lists the scorecards they wrote (post, recommendation, when); the notes stay the company's", async () => {
    const { application, priya } = await panel();
    await call(scorecardRoute.PUT, { as: priya.user, method: "PUT", params: { id: application.id }, body: card("strong_no", "Private view") });
    const exported = await readEmployer(priya.user.id);
    expect(exported.scorecards).toEqual([{ post: "QA Lead", recommendation: "strong_no", createdAt: expect.any(Date) }]);
    expect(JSON.stringify(exported)).not.toContain("Private view");
  });
});
