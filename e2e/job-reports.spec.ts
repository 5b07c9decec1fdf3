// Job reports end to end (decisions.md section 12): the demo employer posts a job and the admin approves
// it; a visitor's report hides nothing (issue 29: only signed-in accounts count); three new candidates
// (each from its own address) report it with "Report this job", and after the third it has left /jobs
// and its page says it is under review instead of offering Apply. The
// admin finds it on the console's Reports page, dismisses the reports, and it is listed again.
// axe on the job page with the dialog open and on the Reports page.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { apiLogin, createAccount, fakeClientIp } from "./helpers/accounts";
import { postApprovedDemoJob } from "./helpers/admin";
import { loginAsAdmin } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";

const stamp = Date.now().toString(36);
// A word no demo or other spec's job contains, so the search finds only the job posted here.
const WORD = `Reportjob${stamp}`;
const POST = `${WORD} Data Entry Operator`;
const THANKS = "Thanks — our team will review this job.";
const UNDER_REVIEW = "This job is under review after reports from job seekers.";

/** A fresh browser context from its own client address (the server keys visitors and its limits by it). */
async function reporterPage(browser: Browser, baseURL: string | undefined, candidate: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": fakeClientIp() } });
  if (candidate) {
    const account = await createAccount(context.request, { accountType: "Candidate" });
    await apiLogin(context.request, "Candidate", account.email, account.password);
  }
  return context.newPage();
}

async function reportJob(page: Page, jobId: string, reason: string, details?: string) {
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole("heading", { level: 1, name: POST })).toBeVisible();
  await page.getByRole("button", { name: "Report this job" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this job" });
  await dialog.getByRole("radio", { name: reason }).check();
  if (details) await dialog.getByLabel(/^Details/).fill(details);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Reported" })).toBeDisabled();
}

async function searchFinds(page: Page): Promise<boolean> {
  await page.goto(`/jobs?search=${WORD}`);
  await expect(page.getByRole("heading", { level: 1, name: "Find Jobs" })).toBeVisible();
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: POST }) });
  const none = page.getByText("No jobs found matching your criteria.");
  await expect(card.or(none)).toBeVisible();
  return (await card.count()) > 0;
}

test("reports from three signed-in people take a job out of /jobs until the admin dismisses them", async ({ browser, page, playwright, baseURL }) => {
  test.setTimeout(360_000);
  const jobId = await postApprovedDemoJob(playwright, baseURL, {
    post: POST,
    payroll: "3 LPA",
    qualifications: ["12th Pass"],
    openings: 2,
    description: "A job posted by the job reports end-to-end test.",
  });

  // First reporter: a new candidate. The dialog is checked with axe while open.
  const first = await reporterPage(browser, baseURL, true);
  await first.goto(`/jobs/${jobId}`);
  await first.getByRole("button", { name: "Report this job" }).click();
  const dialog = first.getByRole("dialog", { name: "Report this job" });
  await expect(dialog.getByRole("group", { name: /Reason/ }).getByRole("radio")).toHaveCount(5);
  await expectNoSeriousViolations(first);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await reportJob(first, jobId, "Asks for money", "They asked for a registration fee on the phone.");
  expect(await searchFinds(first)).toBe(true);

  // Second: another candidate. Still listed after two.
  const second = await reporterPage(browser, baseURL, true);
  await reportJob(second, jobId, "Scam or fake job");
  expect(await searchFinds(second)).toBe(true);

  // A visitor (by address): the report reaches the admin but hides nothing.
  const visitor = await reporterPage(browser, baseURL, false);
  await reportJob(visitor, jobId, "Misleading details");
  expect(await searchFinds(visitor)).toBe(true);

  // Third signed-in account: now the job is out of the search, and its page says why.
  const third = await reporterPage(browser, baseURL, true);
  await reportJob(third, jobId, "Duplicate posting");
  expect(await searchFinds(visitor)).toBe(false);
  await visitor.goto(`/jobs/${jobId}`);
  await expect(visitor.getByText(UNDER_REVIEW)).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Login to Apply" })).toHaveCount(0);

  // The admin dismisses the reports on the console; the job is listed again.
  await loginAsAdmin(page);
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 2, name: POST }) });
  await expect(card).toContainText("4 open reports");
  await expect(card).toContainText("Hidden from listings");
  await expect(card).toContainText("They asked for a registration fee on the phone.");
  await expectNoSeriousViolations(page);
  await card.getByRole("button", { name: `Dismiss the reports of ${POST} at` }).click();
  const confirm = page.getByRole("dialog", { name: /^Dismiss the reports/ });
  await confirm.getByRole("button", { name: "Dismiss reports" }).click();
  await expect(page.getByText("Reports dismissed")).toBeVisible();
  await expect(card).toHaveCount(0);

  expect(await searchFinds(third)).toBe(true);
  await Promise.all([first, second, visitor, third].map((reporter) => reporter.context().close()));
});
