// A member removed from the company who still acts (a request already on its way when the removal
// committed; their sessions end with it) gets 404 NOT_FOUND from every company call, as someone who was
// never in it (issue 44): nothing tells them what the company holds.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { callRoute } from "@/tests/helpers/call-route";
import { addMember, assign, threadFixture } from "@/tests/messages/fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const applicants = await import("@/app/api/v1/applications/job-applicants-details/route");
const detail = await import("@/app/api/v1/applications/[id]/route");
const status = await import("@/app/api/v1/applications/[id]/status/route");
const messages = await import("@/app/api/v1/applications/[id]/messages/route");
const scorecard = await import("@/app/api/v1/applications/[id]/scorecard/route");
const scorecards = await import("@/app/api/v1/applications/[id]/scorecards/route");
const interviewers = await import("@/app/api/v1/applications/[id]/interviewers/route");
const awaiting = await import("@/app/api/v1/submittals/awaiting/route");
const team = await import("@/app/api/v1/employer/team/route");
const member = await import("@/app/api/v1/employer/team/[memberId]/route");

let recruiter: SessionUser;
let interviewer: SessionUser;
let id = "";
let jobId = "";

beforeAll(async () => {
  const fixture = await threadFixture();
  id = fixture.application.id;
  jobId = fixture.job.id;
  recruiter = await addMember(fixture.employer.id, "recruiter", "Gone Recruiter");
  interviewer = await addMember(fixture.employer.id, "interviewer", "Gone Interviewer");
  await assign(id, interviewer.id);
  const members = await db.employerMember.findMany({ where: { userId: { in: [recruiter.id, interviewer.id] } }, select: { id: true } });
  for (const row of members) {
    expect((await callRoute(member.DELETE, { as: fixture.owner, method: "DELETE", params: { memberId: row.id } })).status).toBe(200);
  }
});

const card = { ratings: [{ criterion: "Communication", rating: 3 }], recommendation: "yes" };

describe("a removed member acting", () => {
  it.each(["recruiter", "interviewer"] as const)("as a former %s: 404 from every company call, nothing written", async (who) => {
    const as = who === "recruiter" ? recruiter : interviewer;
    const calls = [
      callRoute(detail.GET, { as, params: { id } }),
      callRoute(status.PATCH, { as, method: "PATCH", params: { id }, body: { status: "screening" } }),
      callRoute(messages.GET, { as, params: { id } }),
      callRoute(messages.POST, { as, method: "POST", params: { id }, body: { body: "Still here?" } }),
      callRoute(scorecard.PUT, { as, method: "PUT", params: { id }, body: card }),
      callRoute(scorecards.GET, { as, params: { id } }),
      callRoute(interviewers.GET, { as, params: { id } }),
      callRoute(interviewers.PUT, { as, method: "PUT", params: { id }, body: { memberIds: [] } }),
      callRoute(applicants.GET, { as, path: `/api/v1/applications/job-applicants-details?jobId=${jobId}` }),
      callRoute(awaiting.GET, { as, path: "/api/v1/submittals/awaiting" }),
      callRoute(team.GET, { as }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain("Asha");
    }
    const application = await db.application.findUniqueOrThrow({ where: { id }, select: { status: true, _count: { select: { scorecards: true, messages: true } } } });
    expect(application).toEqual({ status: "applied", _count: { scorecards: 0, messages: 0 } });
  });
});
