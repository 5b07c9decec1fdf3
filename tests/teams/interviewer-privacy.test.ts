// An interviewer sees of an assigned applicant exactly what section 20 names (issue 42, finding 4): the
// name, city, experience, current role and company, skills and match, and the résumé; never date of birth, gender, marital
// status, addresses, phone, e-mail or salary. Checked through every read an interviewer has (the
// application call and the application page's data), one case per hidden field, by looking for the
// candidate's actual value in what is answered. Before the fix each of them was there.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { callRoute } from "@/tests/helpers/call-route";
import { assignedInterviewer, HIDDEN_PROFILE } from "@/tests/teams/privacy-fixture";
import { createSkills, giveCandidateSkills, giveJobSkills } from "@/tests/helpers/matching";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { GET: applicationRoute } = await import("@/app/api/v1/applications/[id]/route");
const { getApplicationPage } = await import("@/lib/teams/service/application-page");

const HIDDEN = { ...HIDDEN_PROFILE, phone: "9876543210" } as const;

let interviewer: SessionUser;
let owner: SessionUser;
let applicationId = "";
let email = "";
let jobId = "";
let candidateId = "";

beforeAll(async () => {
  const fixture = await assignedInterviewer();
  ({ owner, interviewer } = fixture);
  applicationId = fixture.application.id;
  email = fixture.candidate.email;
  jobId = fixture.job.id;
  candidateId = fixture.candidate.id;
});

async function interviewerReads(): Promise<string[]> {
  const call = await callRoute(applicationRoute, { as: interviewer, path: `/api/v1/applications/${applicationId}`, params: { id: applicationId } });
  expect(call.status).toBe(200);
  const page = await getApplicationPage(interviewer, { id: applicationId });
  return [JSON.stringify(call.body), JSON.stringify(page)];
}

describe("what an interviewer reads of an assigned applicant", () => {
  it.each([...Object.entries(HIDDEN), ["email", ""]])("never the %s", async (field, value) => {
    const needle = field === "email" ? email : value;
    for (const answer of await interviewerReads()) expect(answer).not.toContain(needle);
  });

  it("the name, city, experience, current role and company, and the résumé link", async () => {
    const page = await getApplicationPage(interviewer, { id: applicationId });
    expect(page.applicant).toEqual({
      view: "interviewer",
      applicant: {
        id: expect.any(String),
        applicationId,
        status: "applied",
        appliedAt: expect.any(String),
        fullName: "Asha Rao",
        profile: { subLocation: "Kothrud", workExperience: 3, currentCompany: "Test Corp", role: "Software Developer", isFresher: false, resumeFile: null },
        topSkills: [],
        verifiedTopSkills: [],
      },
    });
    const call = await callRoute(applicationRoute, { as: interviewer, path: `/api/v1/applications/${applicationId}`, params: { id: applicationId } });
    expect((call.body.response as { candidate: unknown }).candidate).toEqual({ id: expect.any(String), fullName: "Asha Rao" });
  });

  it("their skills and how they match the job (the job's skills as the applicants list scores them)", async () => {
    const skills = await createSkills("Kotlin", "Spring");
    await giveJobSkills(jobId, [[skills.Kotlin.id, true], [skills.Spring.id, true]]);
    await giveCandidateSkills(candidateId, [[skills.Kotlin.id, "verified"]]);
    const page = await getApplicationPage(interviewer, { id: applicationId });
    expect(page.applicant.applicant).toMatchObject({
      topSkills: [skills.Kotlin.name],
      verifiedTopSkills: [skills.Kotlin.name],
      match: { score: 50, matched: [skills.Kotlin.name], missing: [skills.Spring.name] },
    });
    await db.jobSkill.deleteMany({ where: { jobId } });
    await db.candidateSkill.deleteMany({ where: { userId: candidateId } });
  });

  it("owners and recruiters still see the contact details and the full profile", async () => {
    const page = await getApplicationPage(owner, { id: applicationId });
    expect(page.applicant.view).toBe("full");
    const text = JSON.stringify(page);
    for (const needle of [email, HIDDEN.dob, HIDDEN.phone, HIDDEN.addresses]) expect(text).toContain(needle);
  });
});
