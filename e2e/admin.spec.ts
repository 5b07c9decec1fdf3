// The admin console: a fresh pending employer is approved in /admin and can then post; a rejection
// needs a reason; a job the employer posts is approved and reaches the public job list.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { apiLogin, createAccount, mailsTo } from "./helpers/accounts";
import { DEMO } from "./helpers/auth";

/** Logs the page's context in as the demo admin and opens the console. */
async function openConsole(page: Page, path = "/admin") {
  await apiLogin(page.request, "Admin", DEMO.admin.email, DEMO.admin.password);
  await page.goto(path);
}

async function employerPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiLogin(page.request, "Employer", email, password); // the cookie lands in this page's context
  return page;
}

test("an admin approves a pending employer, who can then post; the approved job goes public", async ({ page, browser }) => {
  test.slow(); // two sessions and a dozen page loads
  const orgName = `E2E Approve ${Date.now()}`;
  const account = await createAccount(page.request, { accountType: "Employer", orgName });

  // Before the decision the employer gets the pending dialog instead of the form.
  const employer = await employerPage(browser, account.email, account.password);
  await employer.goto("/employer/postjobs");
  await expect(employer.getByRole("dialog", { name: "Account Pending Approval" })).toBeVisible();

  await openConsole(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin console" })).toBeVisible();
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: orgName }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(account.email)).toBeVisible();
  await card.getByRole("button", { name: `Approve ${orgName}` }).click();
  await expect(page.getByText("Employer approved", { exact: true })).toBeVisible();
  // It leaves the pending queue and shows up as approved, with the decision logged on it.
  await expect(page.getByRole("heading", { name: orgName })).toHaveCount(0);
  await page.goto("/admin/employers?status=approved");
  const approvedCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name: orgName }) });
  await expect(approvedCard.getByText("approved", { exact: true }).first()).toBeVisible();
  await approvedCard.getByText("Decision history (1)").click();
  await expect(approvedCard.getByText("admin@talentbridge.example")).toBeVisible();

  await expect.poll(async () => (await mailsTo(account.email)).map((m) => m.subject)).toContain("Your employer account has been approved");

  // Now the employer sees the post form, not the dialog.
  await employer.goto("/employer/postjobs");
  await expect(employer.getByLabel("Job Title")).toBeVisible();
  await expect(employer.getByRole("dialog")).toHaveCount(0);

  // A job it posts waits for approval, then appears on the public job list.
  const post = `E2E Moderated ${Date.now()}`;
  const posted = await employer.request.post("/api/v1/jobs/list-job", {
    data: {
      post,
      payroll: "4-6 LPA",
      qualifications: ["B.Tech"],
      openings: 1,
      minExperience: 0,
      description: "A job posted by the admin e2e test.",
      employmentType: "Full Time",
      hiringProcess: "Online",
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const publicList = async () => {
    const res = await page.request.get(`/api/v1/jobs/get-jobs?search=${encodeURIComponent(post)}`);
    return ((await res.json()) as { response: { jobs: { post: string }[] } }).response.jobs.map((j) => j.post);
  };
  expect(await publicList()).not.toContain(post);

  await page.goto("/admin/jobs?status=pending");
  const jobCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name: post }) });
  await expect(jobCard.getByText(orgName).first()).toBeVisible();
  await jobCard.getByRole("button", { name: `Approve ${post}` }).click();
  await expect(page.getByText("Job approved", { exact: true })).toBeVisible();
  await expect.poll(publicList).toContain(post);
  await expect.poll(async () => (await mailsTo(account.email)).map((m) => m.subject)).toContain(`Your job "${post}" has been approved`);
  await employer.context().close();
});

test("rejecting an employer needs a reason, which the employer receives", async ({ page, browser }) => {
  const orgName = `E2E Reject ${Date.now()}`;
  const account = await createAccount(page.request, { accountType: "Employer", orgName });

  await openConsole(page, "/admin/employers?status=pending");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: orgName }) });
  await card.getByRole("button", { name: `Reject ${orgName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Reject employer: ${orgName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Reason")).toBeFocused();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(dialog.getByText("A reason is required to reject")).toBeVisible();
  await dialog.getByLabel("Reason").fill("The website does not belong to this company.");
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(page.getByText("Employer rejected", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/admin/employers?status=rejected");
  const rejectedCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name: orgName }) });
  await rejectedCard.getByText("Decision history (1)").click();
  await expect(rejectedCard.getByText("The website does not belong to this company.")).toBeVisible();

  await expect
    .poll(async () => (await mailsTo(account.email)).find((m) => m.subject === "Your employer account has been rejected")?.text ?? "")
    .toContain("Reason: The website does not belong to this company.");

  const employer = await employerPage(browser, account.email, account.password);
  await employer.goto("/employer/postjobs");
  await expect(employer.getByRole("dialog", { name: "Account Rejected" })).toBeVisible();
  await employer.context().close();
});

test("the console is for admins only", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  const res = await page.request.get("/api/v1/admin/employers");
  expect(res.status()).toBe(401);

  // Logged in with another role: every console page sends the user home, and the calls answer 403.
  await apiLogin(page.request, "Candidate", DEMO.candidate.email, DEMO.candidate.password);
  for (const path of ["/admin", "/admin/employers", "/admin/jobs", "/admin/requests", "/admin/messages"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: /contact messages|pending employers/i })).toHaveCount(0);
  }
  expect((await page.request.get("/api/v1/admin/employers")).status()).toBe(403);
});
