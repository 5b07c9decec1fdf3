// Skills and matching both ways (issue 23; decisions.md section 14), whole: a fresh approved employer's
// job asks for Elixir (required), Haskell and Scala (nice to have); a fresh candidate adds Elixir and
// Haskell in the wizard's Job Profile step and lets employers find them; "Recommended for you" shows the
// job with its score in words; the employer finds the candidate on the Matching candidates tab and
// invites them; the candidate gets the mail and sees the invitation on the card. axe on each page.
// The resume pre-fill, the post-job skill picker and the filters are tested below the UI.
import { expect, test } from "@playwright/test";
import { apiLogin, createAccount, mailsTo } from "./helpers/accounts";
import { adminApi, approveEmployer, postApprovedJob } from "./helpers/admin";
import { expectNoSeriousViolations } from "./helpers/axe";

const stamp = Date.now().toString(36);
const post = `Elixir Engineer ${stamp}`;
const candidateName = `Meera Match ${stamp}`;

test("a candidate's skills meet a job's: recommended to them, found by the employer, invited", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(300_000);
  // The employer and the job, through the API (the post-job form's skill picker has its component test).
  const employerApi = await playwright.request.newContext({ baseURL });
  const employer = await createAccount(employerApi, { accountType: "Employer", orgName: `Matcher ${stamp}` });
  const admin = await adminApi(playwright, baseURL);
  await approveEmployer(admin, employer.email);
  await apiLogin(employerApi, "Employer", employer.email, employer.password);
  const jobId = await postApprovedJob(employerApi, admin, {
    post,
    description: "Build fault-tolerant services on the BEAM for a logistics platform.",
    payroll: "12 LPA",
    skills: [
      { skillId: "elixir", required: true },
      { skillId: "haskell", required: false },
      { skillId: "scala", required: false },
    ],
  });

  // The candidate adds two skills in the Job Profile step and lets employers find them.
  const candidateContext = await browser.newContext();
  const candidatePage = await candidateContext.newPage();
  const candidate = await createAccount(candidatePage.request, { accountType: "Candidate", fullName: candidateName });
  await apiLogin(candidatePage.request, "Candidate", candidate.email, candidate.password);
  await candidatePage.goto("/candidate/profile?step=job-profile");
  const addSkill = candidatePage.getByRole("combobox", { name: "Add a skill" });
  for (const [typed, skill] of [
    ["elixir", "Elixir"],
    ["haskell", "Haskell"],
  ]) {
    await addSkill.fill(typed);
    await candidatePage.getByRole("option", { name: skill, exact: true }).click();
    await expect(candidatePage.getByRole("list", { name: "Your skills" }).getByText(skill, { exact: true })).toBeVisible();
  }
  const findMe = candidatePage.getByRole("switch", { name: "Let employers find me" });
  await expect(findMe).toHaveAttribute("aria-checked", "false");
  await findMe.click();
  await expect(findMe).toHaveAttribute("aria-checked", "true");
  await expect(candidatePage.getByText("Skills saved.")).toBeVisible();
  await expectNoSeriousViolations(candidatePage);

  // Recommended for you: Elixir (2) + Haskell (1) of 2 + 1 + 1 = 75%.
  await candidatePage.goto("/candidate/findjobs?view=recommended");
  const card = candidatePage.getByRole("article").filter({ has: candidatePage.getByRole("heading", { name: post }) });
  await expect(card.getByText("75% match")).toBeVisible();
  await expect(card.getByText("You have 1 of 1 required skill; missing: Scala")).toBeVisible();
  await expectNoSeriousViolations(candidatePage);

  // The employer finds them on the Matching candidates tab and invites them.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await apiLogin(employerPage.request, "Employer", employer.email, employer.password);
  await employerPage.goto(`/employer/applicant/${jobId}`);
  await employerPage.getByRole("tab", { name: "Matching candidates" }).click();
  const row = employerPage.getByRole("list", { name: "Matching candidates" }).getByRole("listitem").filter({ hasText: candidateName });
  await expect(row.getByText("75% match")).toBeVisible();
  await expect(row).not.toContainText(candidate.email);
  await expectNoSeriousViolations(employerPage);
  await row.getByRole("button", { name: `Invite to apply ${candidateName}` }).click();
  const dialog = employerPage.getByRole("dialog");
  await dialog.getByLabel("Message").fill("Your Elixir work looks like a fit: please apply.");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Invited", { exact: true })).toBeVisible();

  // The candidate: the mail, and the invitation on the card.
  await expect.poll(async () => (await mailsTo(candidate.email)).some((mail) => mail.subject.startsWith("Invitation to apply"))).toBe(true);
  await candidatePage.reload();
  await expect(card.getByText("Invited to apply")).toBeVisible();

  await Promise.all([employerApi.dispose(), admin.dispose(), candidateContext.close(), employerContext.close()]);
});
