// Employer area end to end: a fresh employer waits for approval, an admin approves it, it posts
// jobs, scrolls, searches and deletes on the dashboard, and reads a real applicant with a resume.
// Another employer never sees those applicants.
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { apiLogin, createAccount, DEFAULT_PASSWORD } from "./helpers/accounts";
import { DEMO } from "./helpers/auth";

test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const orgName = `E2E Hiring ${stamp}`;
let employerEmail = "";
let appliedJobId = "";

async function apiContext(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  return playwright.request.newContext({ baseURL });
}

async function adminApi(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await apiContext(playwright, baseURL);
  await apiLogin(admin, "Admin", DEMO.admin.email, DEMO.admin.password);
  return admin;
}

async function loginEmployer(page: Page) {
  await apiLogin(page.request, "Employer", employerEmail, DEFAULT_PASSWORD);
}

async function postJobViaApi(request: APIRequestContext, post: string, description = "Work on our web platform.") {
  const res = await request.post("/api/v1/jobs/list-job", {
    data: {
      post,
      payroll: "6 LPA",
      qualifications: ["B.Tech"],
      openings: 1,
      minExperience: 0,
      description,
      employmentType: "Full Time",
      hiringProcess: "Online",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { response: { id: string } }).response.id;
}

test("a new employer sees 'Account Pending Approval' and closing it goes home", async ({ page }) => {
  const account = await createAccount(page.request, { accountType: "Employer", orgName, city: "Nagpur", state: "Maharashtra" });
  employerEmail = account.email;
  await loginEmployer(page);

  await page.goto("/employer/postjobs");
  const dialog = page.getByRole("dialog", { name: "Account Pending Approval" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your request is still pending. Please try again later.");
  await expect(page.getByLabel("Job Title")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.waitForURL((url) => url.pathname === "/");

  // The profile shows the status too.
  await page.goto("/employer/profile");
  await expect(page.getByText("Pending Approval")).toBeVisible();
  await expect(page.getByLabel("Organization Name")).toHaveValue(orgName);
});

test("once approved, the employer posts a job: messages, success toast and a cleared form", async ({ page, playwright, baseURL }) => {
  const admin = await adminApi(playwright, baseURL);
  const list = await admin.get("/api/v1/admin/employers?status=pending&limit=100");
  expect(list.status()).toBe(200);
  const pending = ((await list.json()) as { response: { id: string; email: string }[] }).response;
  const mine = pending.find((e) => e.email === employerEmail);
  expect(mine, "the new employer is waiting for approval").toBeTruthy();
  const decided = await admin.patch(`/api/v1/admin/employers/${mine!.id}`, { data: { status: "approved" } });
  expect(decided.status(), await decided.text()).toBe(200);
  await admin.dispose();

  await loginEmployer(page);
  await page.goto("/employer/postjobs");
  await expect(page.getByRole("heading", { level: 1, name: "Post a Job" })).toBeVisible();
  await expect(page.getByText("cannot be edited later")).toBeVisible();
  await expect(page.getByLabel("Minimum Experience (years)")).toHaveValue("0");

  await page.getByRole("button", { name: "Post Job" }).click();
  for (const message of [
    "Job post title is required",
    "Payroll information is required",
    "At least one qualification is required",
    "Number of openings must be at least 1",
    "Job description is required",
    "Employment type is required",
    "Hiring process is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByText("Minimum Experience must be at least 0")).toHaveCount(0);

  await page.getByLabel("Job Title").fill(`Applicant Magnet ${stamp}`);
  await page.getByLabel("Number of Openings").fill("3");
  await page.getByLabel("Employment Type").selectOption("Full Time");
  await page.getByLabel("Payroll").fill("8-10 LPA");
  await page.getByLabel("Hiring Process").selectOption("Online");
  await page.getByLabel("Qualifications").selectOption(["B.Tech", "M.Tech"]);
  await page.getByLabel("Job Description").fill("Build the hiring tools our recruiters use every day.");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Job posted successfully")).toBeVisible();
  await expect(page.getByLabel("Job Title")).toHaveValue("");
  await expect(page.getByLabel("Job Description")).toHaveValue("");
  await expect(page.getByLabel("Minimum Experience (years)")).toHaveValue("0");
});

test("the dashboard scrolls to more jobs, searches and deletes", async ({ page }) => {
  test.setTimeout(120_000);
  await loginEmployer(page);
  // 11 more jobs (12 in all) so a second page exists; one has a word to search for.
  for (let i = 1; i <= 11; i++) {
    await postJobViaApi(page.request, `Scroll Role ${String(i).padStart(2, "0")}`, i === 5 ? `Needs zebrafish${stamp} skills.` : undefined);
  }

  await page.goto("/employer/applications");
  await expect(page.getByRole("heading", { level: 1, name: "Job Applications Dashboard" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText("Scroll Role 11"); // newest first
  await expect(cards.first()).toContainText("View Applications (0)");
  await expect(cards.first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);

  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(cards).toHaveCount(12);
  await expect(cards.last()).toContainText(`Applicant Magnet ${stamp}`);

  const search = page.getByRole("searchbox", { name: "Search jobs" });
  await expect(search).toHaveAttribute("placeholder", "Search jobs by title, type, or description...");
  await search.fill(`zebrafish${stamp}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Scroll Role 05");
  await search.fill(`no-such-job-${stamp}`);
  await expect(page.getByRole("heading", { name: "No Jobs Found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria or check back later")).toBeVisible();
  await search.fill("Scroll Role 03");
  await expect(cards).toHaveCount(1);

  // Delete: Escape and Cancel keep the job; Delete removes it.
  const card = cards.first();
  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Delete" });
  await expect(confirm).toContainText("Are you sure you want to delete this item? This action cannot be undone.");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await card.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(cards).toHaveCount(1);
  await card.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Job deleted successfully")).toBeVisible();
  await expect(cards).toHaveCount(0);

  // Gone from the server's list too.
  const after = await page.request.get(`/api/v1/applications/job-applicants?search=${encodeURIComponent("Scroll Role 03")}`);
  expect(((await after.json()) as { response: { docs: unknown[] } }).response.docs).toEqual([]);
});

test("the applicants page shows a real applicant, the details dialog and the resume", async ({ page, playwright, baseURL }) => {
  await loginEmployer(page);
  const res = await page.request.get(`/api/v1/applications/job-applicants?search=${encodeURIComponent(`Applicant Magnet ${stamp}`)}`);
  const docs = ((await res.json()) as { response: { docs: { job: { id: string } }[] } }).response.docs;
  expect(docs).toHaveLength(1);
  appliedJobId = docs[0].job.id;

  // An admin approves the job; the demo candidate (complete profile with a resume) applies.
  const admin = await adminApi(playwright, baseURL);
  const approved = await admin.patch(`/api/v1/admin/jobs/${appliedJobId}`, { data: { status: "approved" } });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();
  const candidate = await apiContext(playwright, baseURL);
  await apiLogin(candidate, "Candidate", DEMO.candidate.email, DEMO.candidate.password);
  const applied = await candidate.post("/api/v1/applications/create-application", { data: { jobId: appliedJobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  await candidate.dispose();

  await page.goto("/employer/applications");
  await page.getByRole("searchbox", { name: "Search jobs" }).fill(`Applicant Magnet ${stamp}`);
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.getByRole("link", { name: "View Applications (1)" }).click();
  await page.waitForURL(`**/employer/applicant/${appliedJobId}`);

  await expect(page.getByRole("heading", { level: 1, name: `Applicant Magnet ${stamp}` })).toBeVisible();
  await expect(page.getByText("approved", { exact: true })).toBeVisible();
  await expect(page.getByText("8-10 LPA")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Applicants (1)" })).toBeVisible();
  await expect(page.getByText("Priya Sharma", { exact: true })).toBeVisible();
  await expect(page.getByText("Pixel Forge Pvt Ltd", { exact: true })).toBeVisible();

  const resumeLink = page.getByRole("link", { name: /View Resume/ });
  const href = await resumeLink.getAttribute("href");
  expect(href).toMatch(/^\/api\/v1\/files\/[\w-]+$/);
  const resume = await page.request.get(href!);
  expect(resume.status()).toBe(200);
  expect((await resume.body()).subarray(0, 4).toString()).toBe("%PDF");

  await page.getByRole("button", { name: /View Details/ }).click();
  const details = page.getByRole("dialog", { name: "Applicant Details" });
  await expect(details).toBeVisible();
  for (const text of [
    "Priya Sharma",
    DEMO.candidate.email,
    "9876543210",
    "Pune",
    "Flat 12, Shanti Apartments",
    "CodeNest Labs",
    "B.Tech Computer Engineering",
    "3 years",
    "Apr 12, 1998",
    "Female",
    "Single",
    "English, Hindi, Marathi",
    "Advanced",
    "Information Technology",
    "Software Developer",
    "Frontend",
    "2020",
    "8.4 CGPA",
  ]) {
    await expect(details, text).toContainText(text);
  }
  await expect(details.getByRole("link", { name: "Download Resume" })).toHaveAttribute("href", href!);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  const search = page.getByRole("searchbox", { name: "Search applicants" });
  await expect(search).toHaveAttribute("placeholder", "Search applicants...");
  await search.fill("nobody-like-this");
  await expect(page.getByText("No applicants match your search.")).toBeVisible();
  await search.fill("pixel forge");
  await expect(page.getByText("Priya Sharma", { exact: true })).toBeVisible();
});

test("another employer gets a 404 for those applicants, page and API alike", async ({ page }) => {
  test.skip(!appliedJobId, "needs the job of the previous test");
  await apiLogin(page.request, "Employer", DEMO.employer.email, DEMO.employer.password);
  const api = await page.request.get(`/api/v1/applications/job-applicants-details?jobId=${appliedJobId}`);
  expect(api.status()).toBe(404);
  const del = await page.request.delete(`/api/v1/jobs/delete-job/${appliedJobId}`);
  expect(del.status()).toBe(404);
  await page.goto(`/employer/applicant/${appliedJobId}`);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText("Priya Sharma")).toHaveCount(0);
});
