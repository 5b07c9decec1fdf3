// Job alerts end to end (decisions.md section 11). The demo candidate saves a search as an instant
// alert from Find Jobs; the demo employer posts a matching job and the admin approves it; the server's
// worker (alerts-instant, every minute) mails it; the mail's unsubscribe link asks first, then removes
// the alert, and a second visit says the link is no longer valid. A visitor creates an alert on /jobs
// and confirms it from the mailed link. axe on /candidate/alerts and the unsubscribe page.
import { expect, test } from "@playwright/test";
import { mailsTo, uniqueEmail } from "./helpers/accounts";
import { postApprovedDemoJob } from "./helpers/admin";
import { DEMO, loginAs } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";

const stamp = Date.now().toString(36);
// Words no demo or other spec's job contains, so the alerts match only the jobs posted here.
const CANDIDATE_WORD = `Alertcand${stamp}`;
const VISITOR_WORD = `Alertvisit${stamp}`;

/** Waits (polling the outbox) for a mail to `email` whose subject and text match; returns its text. */
async function waitForMail(email: string, match: { subject: RegExp; text?: string }, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(email)).find((m) => match.subject.test(m.subject) && (!match.text || m.text.includes(match.text)));
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`No mail ${match.subject} to ${email} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test("a candidate's instant alert mails a new matching job; the mail's link unsubscribes", async ({ page, playwright, baseURL }) => {
  // Up to a minute until the worker's next alerts-instant run, plus the rest of the test.
  test.setTimeout(360_000);
  await loginAs(page, "Candidate", DEMO.candidate.email, DEMO.candidate.password);

  await page.goto(`/candidate/findjobs?search=${CANDIDATE_WORD}`);
  await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();
  await page.getByRole("button", { name: "Create job alert" }).click();
  const dialog = page.getByRole("dialog", { name: "Create job alert" });
  await expect(dialog).toContainText(CANDIDATE_WORD);
  await expect(dialog.getByLabel(/^E-mail/)).toHaveCount(0);
  await dialog.getByRole("radio", { name: /^Instant/ }).check();
  await dialog.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText("Job alert created")).toBeVisible();
  await expect(dialog).toBeHidden();

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "My jobs" }).click();
  await nav.getByRole("link", { name: "Job alerts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Job alerts" })).toBeVisible();
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 2, name: CANDIDATE_WORD }) });
  await expect(card).toContainText("Instant");
  await expect(card).toContainText("Active");
  await expectNoSeriousViolations(page);

  // The demo employer posts a job with the word in its title; the admin approves it (it opens now).
  const post = `${CANDIDATE_WORD} Platform Engineer`;
  const jobId = await postApprovedDemoJob(playwright, baseURL, {
    post,
    payroll: "9 LPA",
    minExperience: 1,
    description: "A job posted by the job alerts end-to-end test.",
  });

  const text = await waitForMail(DEMO.candidate.email, { subject: /^New jobs for/, text: post }, 100_000);
  expect(text).toContain(`/jobs/${jobId}`);
  const unsubscribeUrl = /Unsubscribe: (\S+)/.exec(text)?.[1];
  expect(unsubscribeUrl, "the mail links to the unsubscribe page").toBeTruthy();

  // Opening the link changes nothing (mail scanners open links): the button does.
  await page.goto(unsubscribeUrl!);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from job alert" })).toBeVisible();
  await expect(page.getByText(CANDIDATE_WORD)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You have been unsubscribed" })).toBeVisible();

  await page.goto(unsubscribeUrl!);
  await expect(page.getByRole("heading", { level: 1, name: "This unsubscribe link is no longer valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);

  await page.goto("/candidate/alerts");
  await expect(page.getByRole("heading", { level: 2, name: CANDIDATE_WORD })).toHaveCount(0);
});

test("a visitor's alert is confirmed from the mailed link", async ({ page }) => {
  const email = uniqueEmail("alert-visitor");
  await page.goto(`/jobs?search=${VISITOR_WORD}&employmentType=Full+Time`);
  await page.getByRole("button", { name: "Create job alert" }).click();
  const dialog = page.getByRole("dialog", { name: "Create job alert" });
  await expect(dialog).toContainText(`${VISITOR_WORD} · Full Time`);

  await dialog.getByRole("radio", { name: /^Daily/ }).check();
  await dialog.getByRole("button", { name: "Create alert" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText("Check your e-mail to confirm your job alert")).toBeVisible();

  const text = await waitForMail(email, { subject: /^Confirm your job alert/ }, 10_000);
  const confirmUrl = /Confirm: (\S+)/.exec(text)?.[1];
  expect(confirmUrl, "the mail links to the confirm page").toBeTruthy();
  await page.goto(confirmUrl!);
  await expect(page.getByRole("heading", { level: 1, name: "Your job alert is confirmed" })).toBeVisible();
  await expect(page.getByText(VISITOR_WORD).first()).toBeVisible();

  // A second click (or a mail scanner first) still says confirmed; a forged token says why not.
  await page.goto(confirmUrl!);
  await expect(page.getByText("You had already confirmed it.")).toBeVisible();
  await page.goto(`/alerts/confirm?token=${encodeURIComponent("forged.token")}`);
  await expect(page.getByRole("heading", { level: 1, name: "This confirmation link is not valid" })).toBeVisible();
});
