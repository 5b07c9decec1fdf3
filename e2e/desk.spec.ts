// The staffing desk (issue 26; decisions.md section 17), one placement whole: the demo recruiter finds
// a candidate with a verified skill for a new company's job and submits him with a pitch; the candidate
// consents from "Put forward by TalentBridge"; the company accepts him from its applicants page (the
// profile it saw had no contact details) and hires him; the placement appears on the desk and the funnel
// counts it. axe on each page. Pools, races, signed links, reminders and medians are tested below the UI.
import { expect, test } from "@playwright/test";
import { apiLogin, createAccount } from "./helpers/accounts";
import { adminApi, approveEmployer, postApprovedJob } from "./helpers/admin";
import { DEMO } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";
import { newSession } from "./helpers/session";

const stamp = Date.now().toString(36);
const orgName = `Desk Client ${stamp}`;
const post = `SQL Developer ${stamp}`;
const RAHUL = { email: "rahul.verma@example.com", password: "Candidate@123", name: "Rahul Verma" };

test("a recruiter's submittal becomes a placement the funnel counts", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(300_000);
  const company = await newSession(browser);
  const owner = await createAccount(company.page.request, { accountType: "Employer", orgName });
  const admin = await adminApi(playwright, baseURL);
  await approveEmployer(admin, owner.email);
  await apiLogin(company.page.request, "Employer", owner.email, owner.password);
  const jobId = await postApprovedJob(company.page.request, admin, {
    post,
    description: "Model and tune the SQL behind our reporting platform, with PostgreSQL in production and a small, friendly data team.",
    payroll: "9 LPA",
    skills: [
      { skillId: "sql", required: true },
      { skillId: "postgresql", required: false },
    ],
  });
  await admin.dispose();

  // The recruiter finds a candidate with a verified matched skill and submits him.
  const desk = await newSession(browser);
  await apiLogin(desk.page.request, "Recruiter", DEMO.recruiter.email, DEMO.recruiter.password);
  await desk.page.goto(`/desk/candidates?jobId=${jobId}&verifiedOnly=true`);
  await expect(desk.page.getByRole("search", { name: "Find candidates" })).toBeVisible();
  await expectNoSeriousViolations(desk.page);
  const card = desk.page.getByRole("listitem").filter({ has: desk.page.getByRole("heading", { name: RAHUL.name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(/rahul\.verma@|98765/)).toHaveCount(0);
  await card.getByRole("button", { name: "Submit to this job" }).click();
  const dialog = desk.page.getByRole("dialog");
  await dialog.getByLabel("Pitch").fill("Rahul holds our IT Sectors certificate with SQL verified, and has run PostgreSQL in production for five years.");
  await dialog.getByRole("button", { name: "Send for consent" }).click();
  await expect(dialog).toBeHidden();

  // Nothing reaches the company before the candidate consents.
  const before = await company.page.request.get(`/api/v1/submittals?jobId=${jobId}`);
  expect(((await before.json()) as { response: { submittals: unknown[] } }).response.submittals).toHaveLength(0);

  const candidate = await newSession(browser);
  await apiLogin(candidate.page.request, "Candidate", RAHUL.email, RAHUL.password);
  await candidate.page.goto("/candidate/submittals");
  await expectNoSeriousViolations(candidate.page);
  await candidate.page.getByRole("button", { name: `Accept being put forward for ${post}` }).click();
  await expect(candidate.page.getByRole("button", { name: `Accept being put forward for ${post}` })).toHaveCount(0);

  // The company accepts him from the applicants page, then hires him.
  await company.page.goto(`/employer/applicant/${jobId}`);
  await company.page.getByRole("tab", { name: "Submitted by TalentBridge" }).click();
  await expect(company.page.getByText(RAHUL.email)).toHaveCount(0);
  await expectNoSeriousViolations(company.page);
  await company.page.getByRole("button", { name: `Accept ${RAHUL.name}` }).click();
  await expect(company.page.getByRole("button", { name: `Accept ${RAHUL.name}` })).toHaveCount(0);
  const listed = (await (await company.page.request.get(`/api/v1/submittals?jobId=${jobId}`)).json()) as {
    response: { submittals: { status: string; applicationId: string | null }[] };
  };
  const applicationId = listed.response.submittals[0].applicationId!;
  expect(listed.response.submittals[0].status).toBe("accepted");
  for (const status of ["offered", "hired"]) {
    // An agency hire carries its annual CTC (decisions.md section 20); the hire dialog asks it.
    const data = status === "hired" ? { status, annualCtc: 900000 } : { status };
    const moved = await company.page.request.patch(`/api/v1/applications/${applicationId}/status`, { data });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The placement is on the desk with its CTC, and the funnel counts it for the company.
  await desk.page.goto("/desk/placements");
  const placementRow = desk.page.getByRole("row").filter({ hasText: post });
  await expect(placementRow).toContainText(RAHUL.name);
  await expect(placementRow).toContainText("₹9,00,000 a year");
  await expectNoSeriousViolations(desk.page);
  await desk.page.goto("/desk/reports");
  await expectNoSeriousViolations(desk.page);
  const companyRow = desk.page.getByRole("row").filter({ has: desk.page.getByRole("rowheader", { name: orgName }) });
  // Submitted, accepted, interviewed, offered, hired (the medians follow): hired from an offer without an
  // interview, he counts as interviewed too (the funnel counts everyone who reached a step).
  const counts = companyRow.getByRole("cell");
  for (const [index, count] of ["1", "1", "1", "1", "1"].entries()) await expect(counts.nth(index)).toHaveText(count);

  await Promise.all([company.context.close(), desk.context.close(), candidate.context.close()]);
});
