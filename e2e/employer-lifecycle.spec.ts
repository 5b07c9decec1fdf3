// The employer's side of the job lifecycle (issue 14, decisions.md section 10), end to end: the demo
// approved employer posts a job open for 14 days with a salary and a workplace, the admin approves it,
// the dashboard shows it open until its date; Renew moves the date, Close (position filled) marks it
// Closed and takes it off /jobs. axe checks the form and both dialogs.
import { expect, test, type Page } from "@playwright/test";
import { adminApi } from "./helpers/admin";
import { DEMO, loginAs } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";

test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const word = `lifecycle${stamp}`;
const post = `Lifecycle Tester ${word}`;

// The dashboard's dates: "23 Dec 2026", India time (lib/format/date.ts formatPostedDate).
const DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const inDays = (days: number) => DAY.format(new Date(Date.now() + days * 86_400_000));

async function myCard(page: Page) {
  await page.goto("/employer/applications");
  await page.getByRole("searchbox", { name: "Search jobs" }).fill(word);
  const card = page.getByRole("article", { name: post });
  await expect(card).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  return card;
}

test("post, approve, renew and close a job", async ({ page, playwright, baseURL }) => {
  // Two accounts, a job form, two dialogs and three axe runs: 2.2 min on a slow two-core machine.
  test.setTimeout(300_000);
  await loginAs(page, "Employer", DEMO.employer.email, DEMO.employer.password);

  await page.goto("/employer/postjobs");
  await expect(page.getByLabel("Open for")).toHaveValue("30");
  await expectNoSeriousViolations(page);
  await expect(page.getByLabel("Workplace")).toHaveValue("on_site");
  await expect(page.getByLabel("Currency")).toHaveValue("INR");
  await page.getByLabel("Job Title").fill(post);
  await page.getByLabel("Number of Openings").fill("1");
  await page.getByLabel("Employment Type").selectOption("Full Time");
  await page.getByLabel("Payroll").fill("6-9 LPA");
  await page.getByLabel("Hiring Process").selectOption("Online");
  // Qualifications is a searchable list with checkable options (issue 44): type, then check.
  for (const qualification of ["B.Tech"]) {
    await page.getByRole("combobox", { name: /^Qualifications/ }).fill(qualification);
    await page.getByRole("listbox", { name: "Suggested qualifications" }).getByRole("option", { name: qualification, exact: true }).click();
  }
  await page.getByLabel("Job Description").fill("Check that jobs open, renew and close as they should.");
  await page.getByLabel("Open for").selectOption("14");
  await page.getByLabel("Workplace").selectOption({ label: "Remote" });
  await page.getByLabel("Minimum salary").fill("900000");
  await page.getByLabel("Maximum salary").fill("600000");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Maximum salary cannot be less than the minimum")).toBeVisible();
  await page.getByLabel("Minimum salary").fill("600000");
  await page.getByLabel("Maximum salary").fill("900000");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Job posted successfully")).toBeVisible();

  // Pending: no Close or Renew yet.
  let card = await myCard(page);
  await expect(card.getByText("Pending approval")).toBeVisible();
  await expect(card.getByRole("button", { name: "Renew job" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Close job" })).toHaveCount(0);

  const admin = await adminApi(playwright, baseURL);
  const list = await admin.get("/api/v1/admin/jobs?status=pending&limit=100");
  expect(list.status()).toBe(200);
  const job = ((await list.json()) as { response: { id: string; post: string }[] }).response.find((j) => j.post === post);
  expect(job, "the new job waits for approval").toBeTruthy();
  const approved = await admin.patch(`/api/v1/admin/jobs/${job!.id}`, { data: { status: "approved" } });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();

  // Approved: open for the 14 days chosen, counted from the approval; listed on /jobs.
  card = await myCard(page);
  await expect(card.getByText("Open", { exact: true })).toBeVisible();
  await expect(card.getByText(`Open until ${inDays(14)}`)).toBeVisible();
  await page.goto(`/jobs?search=${word}`);
  await expect(page.getByText(post).first()).toBeVisible();

  // Renew for 60 days: the end date moves.
  card = await myCard(page);
  await card.getByRole("button", { name: "Renew job" }).click();
  const renew = page.getByRole("dialog", { name: "Renew job" });
  await expect(renew.getByLabel("Keep open for")).toHaveValue("30");
  await expectNoSeriousViolations(page);
  await renew.getByLabel("Keep open for").selectOption("60");
  await expect(renew.getByText(`Open until ${inDays(60)}`)).toBeVisible();
  await renew.getByRole("button", { name: "Renew job" }).click();
  await expect(page.getByText("Job renewed")).toBeVisible();
  await expect(renew).toBeHidden();
  await expect(card.getByText(`Open until ${inDays(60)}`)).toBeVisible();

  // Close as filled: badge Closed, no Close button, Renew still there; the job leaves /jobs.
  await card.getByRole("button", { name: "Close job" }).click();
  const close = page.getByRole("dialog", { name: "Close job" });
  await expect(close).toBeVisible();
  await expectNoSeriousViolations(page);
  await close.getByRole("radio", { name: "Position filled" }).check();
  await close.getByRole("button", { name: "Close job" }).click();
  await expect(page.getByText("Job closed")).toBeVisible();
  await expect(card.getByText("Closed", { exact: true })).toBeVisible();
  await expect(card.getByText(`Closed on ${inDays(0)}: position filled`)).toBeVisible();
  await expect(card.getByRole("button", { name: "Close job" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Renew job" })).toBeVisible();

  // After a reload the server says the same.
  card = await myCard(page);
  await expect(card.getByText("Closed", { exact: true })).toBeVisible();
  await page.goto(`/jobs?search=${word}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(post)).toHaveCount(0);
});
