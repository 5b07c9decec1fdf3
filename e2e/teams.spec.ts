// A company hiring as a team (issue 25; decisions.md section 16), one flow whole: the owner invites an
// interviewer from the Team page; the interviewer joins through the mailed link and submits a scorecard
// for the application assigned to them; a recruiter writes to the candidate, whose open page shows the
// message arrive live (server-sent events fed by LISTEN/NOTIFY) and who replies, which arrives live on
// the recruiter's page. axe on each page. Permissions, races, tokens, calendars and mail windows are
// tested below the UI (tests/teams, tests/messages, tests/pipeline).
import { expect, test } from "@playwright/test";
import { apiLogin, createAccount, DEFAULT_PASSWORD, mailsTo } from "./helpers/accounts";
import { adminApi, approveEmployer } from "./helpers/admin";
import { DEMO } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";
import { newSession } from "./helpers/session";

const stamp = Date.now().toString(36);
const orgName = `Teamwork Labs ${stamp}`;
const post = `Platform Engineer ${stamp}`;

/** The token of the newest team invitation mailed to `email` (waits up to 10 s). */
async function invitationLink(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await mailsTo(email)).findLast((m) => m.subject.includes(orgName));
    const link = mail?.text.match(/https?:\/\/\S+\/team\/accept\?token=\S+/)?.[0];
    if (link) return new URL(link).pathname + new URL(link).search;
    if (Date.now() > deadline) throw new Error(`no invitation mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("an owner's team: an interviewer scores, a recruiter and the candidate write live", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(300_000);
  // A new company, approved, with an approved job the demo candidate applies to.
  const owner = await newSession(browser);
  const ownerAccount = await createAccount(owner.page.request, { accountType: "Employer", orgName });
  const admin = await adminApi(playwright, baseURL);
  await approveEmployer(admin, ownerAccount.email);
  await apiLogin(owner.page.request, "Employer", ownerAccount.email, ownerAccount.password);
  const posted = await owner.page.request.post("/api/v1/jobs/list-job", {
    data: { post, description: "Run our platform on Kubernetes and Terraform, with on-call shared across the team of five engineers.", payroll: "12 LPA", qualifications: ["B.Tech"], openings: 1, minExperience: 0, employmentType: "Full Time", hiringProcess: "Online" },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { response: { id: string } }).response.id;
  expect((await admin.patch(`/api/v1/admin/jobs/${jobId}`, { data: { status: "approved" } })).status()).toBe(200);
  await admin.dispose();

  const candidate = await newSession(browser);
  await apiLogin(candidate.page.request, "Candidate", DEMO.candidate.email, DEMO.candidate.password);
  const applied = await candidate.page.request.post("/api/v1/applications/create-application", { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { response: { id: string } }).response.id;

  // The owner invites an interviewer from the Team page.
  const interviewerEmail = `interviewer.${stamp}@example.com`;
  await owner.page.goto("/employer/team");
  await expect(owner.page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await expectNoSeriousViolations(owner.page);
  await owner.page.getByRole("button", { name: "Invite a member" }).click();
  const dialog = owner.page.getByRole("dialog", { name: "Invite a member" });
  await dialog.getByLabel("E-mail").fill(interviewerEmail);
  await dialog.getByLabel("Role").selectOption("interviewer");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.page.getByText(interviewerEmail)).toBeVisible();

  // The interviewer joins through the link: a new login, then logs in.
  const interviewer = await newSession(browser);
  await interviewer.page.goto(await invitationLink(interviewerEmail));
  await expectNoSeriousViolations(interviewer.page);
  await interviewer.page.getByLabel("Full name").fill(`Ivan Interviewer ${stamp}`);
  await interviewer.page.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
  await interviewer.page.getByLabel(/I agree to the/).check();
  await interviewer.page.getByRole("button", { name: `Join ${orgName}` }).click();
  await expect(interviewer.page.getByText(/log in/i).first()).toBeVisible();
  await apiLogin(interviewer.page.request, "Employer", interviewerEmail, DEFAULT_PASSWORD);

  // The owner assigns them (the panel is tested below the UI); the interviewer scores from Your interviews.
  const team = (await (await owner.page.request.get("/api/v1/employer/team")).json()) as { response: { members: { id: string; email: string }[] } };
  const memberId = team.response.members.find((m) => m.email === interviewerEmail)!.id;
  const assigned = await owner.page.request.put(`/api/v1/applications/${applicationId}/interviewers`, { data: { memberIds: [memberId] } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await interviewer.page.goto("/employer/interviews");
  await expect(interviewer.page.getByRole("link", { name: "Priya Sharma" }).first()).toBeVisible();
  await expectNoSeriousViolations(interviewer.page);
  await interviewer.page.getByRole("link", { name: "Priya Sharma" }).first().click();
  await expect(interviewer.page).toHaveURL(new RegExp(`/employer/application/${applicationId}`));
  const scorecard = interviewer.page.getByRole("form", { name: "Your scorecard" });
  for (const group of await scorecard.getByRole("group").all()) {
    const legend = await group.locator("legend").first().textContent();
    if (legend?.includes("Recommendation")) continue;
    await group.getByRole("radio", { name: /3 Good/ }).check();
  }
  await scorecard.getByRole("radio", { name: "Yes", exact: true }).check();
  await scorecard.getByLabel("Notes").fill("Clear about trade-offs; solid Kubernetes basics.");
  await scorecard.getByRole("button", { name: "Submit scorecard" }).click();
  await expect(interviewer.page.getByText("1 yes", { exact: false })).toBeVisible();
  await expectNoSeriousViolations(interviewer.page);

  // A recruiter joins (by the same link, through the API) and writes; the candidate's open page shows it live.
  const recruiterEmail = `recruiter.${stamp}@example.com`;
  const invited = await owner.page.request.post("/api/v1/employer/team/invitations", { data: { email: recruiterEmail, role: "recruiter" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URLSearchParams((await invitationLink(recruiterEmail)).split("?")[1]).get("token");
  const recruiter = await newSession(browser);
  const accepted = await recruiter.page.request.post("/api/v1/employer/team/accept", { data: { token, fullName: `Rita Recruiter ${stamp}`, password: DEFAULT_PASSWORD } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await apiLogin(recruiter.page.request, "Employer", recruiterEmail, DEFAULT_PASSWORD);

  await candidate.page.goto(`/candidate/applications/${applicationId}`);
  await expect(candidate.page.getByRole("button", { name: "Send" })).toBeDisabled();
  await recruiter.page.goto(`/employer/application/${applicationId}`);
  await expectNoSeriousViolations(recruiter.page);
  const hello = `Hello Priya, are you free on Friday? Details: https://teamwork.example/interview-${stamp}`;
  await recruiter.page.getByLabel("Your message").fill(hello);
  await recruiter.page.getByRole("button", { name: "Send" }).click();

  const thread = candidate.page.getByRole("list", { name: "Messages, oldest first" });
  await expect(thread.getByText(/are you free on Friday/)).toBeVisible({ timeout: 15_000 });
  const link = thread.getByRole("link", { name: `https://teamwork.example/interview-${stamp}` });
  await expect(link).toHaveAttribute("rel", "noopener nofollow ugc");
  await expectNoSeriousViolations(candidate.page);
  await candidate.page.getByLabel("Your message").fill("Yes, Friday works for me. Thank you!");
  await candidate.page.getByRole("button", { name: "Send" }).click();
  await expect(recruiter.page.getByRole("list", { name: "Messages, oldest first" }).getByText("Yes, Friday works for me.")).toBeVisible({ timeout: 15_000 });

  await Promise.all([owner.context.close(), candidate.context.close(), interviewer.context.close(), recruiter.context.close()]);
});
