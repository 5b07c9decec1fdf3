// Employer area end to end: a fresh employer waits for approval, an admin approves it, it posts
// jobs, scrolls, searches and deletes on the dashboard, and reads a real applicant with a resume.
// Another employer never sees those applicants.
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { apiLogin, createAccount, DEFAULT_PASSWORD, fakeClientIp, mailsTo, readOtp, uniqueEmail } from "./helpers/accounts";
import { DEMO } from "./helpers/auth";
import { adminApi, approveEmployer } from "./helpers/admin";

test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const orgName = `E2E Hiring ${stamp}`;
let employerEmail = "";
let appliedJobId = "";

async function apiContext(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  return playwright.request.newContext({ baseURL });
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
  await approveEmployer(admin, employerEmail);
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
  // Qualifications is a searchable list with checkable options (issue 44): type, then check.
  for (const qualification of ["B.Tech", "M.Tech"]) {
    await page.getByRole("combobox", { name: /^Qualifications/ }).fill(qualification);
    await page.getByRole("listbox", { name: "Suggested qualifications" }).getByRole("option", { name: qualification, exact: true }).click();
  }
  await page.getByLabel("Job Description").fill("Build the hiring tools our recruiters use every day.");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Job posted successfully")).toBeVisible();
  await expect(page.getByLabel("Job Title")).toHaveValue("");
  await expect(page.getByLabel("Job Description")).toHaveValue("");
  await expect(page.getByLabel("Minimum Experience (years)")).toHaveValue("0");
});

test("the dashboard scrolls to more jobs, searches and deletes", async ({ page }) => {
  test.setTimeout(360_000);
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
  // A click outside the dialog (on its backdrop, top left of the window) closes it too.
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeVisible();
  const box = await confirm.boundingBox();
  expect(box && box.x > 10 && box.y > 10, "the dialog leaves room to click beside it").toBeTruthy();
  await page.mouse.click(5, 5);
  await expect(confirm).toBeHidden();
  await expect(cards).toHaveCount(1);
  await expect(card).toContainText("Scroll Role 03");
  await expect(page.getByText("Job deleted successfully")).toHaveCount(0);
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
  // A real 404 status, not a 200 page with the not-found text (issue 12).
  const res = await page.goto(`/employer/applicant/${appliedJobId}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText("Priya Sharma")).toHaveCount(0);
});

// The tests below each use a fresh employer of their own (created, then approved through the admin
// API), so they neither depend on the tests above nor change the demo employer's data.

async function approvedEmployer(page: Page, playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined, orgName: string) {
  const account = await createAccount(page.request, { accountType: "Employer", orgName, city: "Pune", state: "Maharashtra" });
  const admin = await adminApi(playwright, baseURL);
  await approveEmployer(admin, account.email);
  await admin.dispose();
  await apiLogin(page.request, "Employer", account.email, DEFAULT_PASSWORD);
  return account;
}

/** Server actions are POSTs to the page's own URL with a `next-action` header. */
function isServerAction(request: { method(): string; headers(): Record<string, string> }) {
  return request.method() === "POST" && Boolean(request.headers()["next-action"]);
}

test("the company profile saves edits ('Updating...', toast, values after reload) and refuses a blank required field", async ({
  page,
  playwright,
  baseURL,
}) => {
  const original = `E2E Profile ${stamp}`;
  const account = await approvedEmployer(page, playwright, baseURL, original);
  await page.goto("/employer/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Company Profile" })).toBeVisible();
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Organization Name")).toHaveValue(original);
  await expect(page.getByLabel("Email")).toHaveValue(account.email);

  const renamed = `E2E Renamed ${stamp}`;
  const about = `We build staffing software and hire engineers in Nashik. (${stamp})`;
  await page.getByLabel("Organization Name").fill(renamed);
  await page.getByLabel("Mobile").fill("9123456780");
  await page.getByLabel("Website").fill("https://renamed-e2e.example/careers");
  await page.getByLabel("City").fill("  Nashik  "); // values are trimmed
  await page.getByLabel("State").fill("Maharashtra");
  await page.getByLabel("About").fill(about);

  // Hold the save until the button has been seen in its busy state, then let it through.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let actions = 0;
  await page.route(
    (url) => url.pathname === "/employer/profile",
    async (route) => {
      if (!isServerAction(route.request())) return route.fallback();
      actions++;
      await gate;
      await route.continue();
    },
  );
  await page.getByRole("button", { name: "Update Profile" }).click();
  const busy = page.getByRole("button", { name: "Updating..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByText("Profile updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Update Profile" })).toBeEnabled();
  // A new name and website send the approved company back to review (docs/decisions/0010).
  await expect(page.getByText("Pending Approval", { exact: true })).toBeVisible();
  expect(actions).toBe(1);
  await page.unrouteAll({ behavior: "wait" });

  await page.reload();
  await expect(page.getByText("Pending Approval", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Organization Name")).toHaveValue(renamed);
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.getByLabel("Mobile")).toHaveValue("9123456780");
  await expect(page.getByLabel("Website")).toHaveValue("https://renamed-e2e.example/careers");
  await expect(page.getByLabel("City")).toHaveValue("Nashik");
  await expect(page.getByLabel("State")).toHaveValue("Maharashtra");
  await expect(page.getByLabel("About")).toHaveValue(about);

  // A cleared (or blank) required field: the spec's message, no call, nothing saved.
  const calls: string[] = [];
  page.on("request", (request) => {
    if (isServerAction(request) || request.url().includes("/api/v1/employer/update-profile")) calls.push(request.url());
  });
  await page.getByLabel("Organization Name").fill("");
  await page.getByLabel("City").fill("   ");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Organization name is required", { exact: true })).toBeVisible();
  await expect(page.getByText("City is required", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Organization Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Profile updated successfully", { exact: true })).toHaveCount(0);
  expect(calls).toEqual([]);

  const saved = await page.request.get("/api/v1/employer/get-profile");
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as { response: { orgName: string; city: string } }).response).toMatchObject({ orgName: renamed, city: "Nashik" });
  await page.reload();
  await expect(page.getByLabel("Organization Name")).toHaveValue(renamed);
  await expect(page.getByLabel("City")).toHaveValue("Nashik");
});

test("the dashboard shows 'Failed to fetch jobs' when the job list request fails, and keeps the list", async ({ page, playwright, baseURL }) => {
  await approvedEmployer(page, playwright, baseURL, `E2E Fetchfail ${stamp}`);
  await postJobViaApi(page.request, `Fetchfail Role ${stamp}`);
  await page.goto("/employer/applications");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(1);

  // The first page is rendered on the server; searching (and scrolling) asks applications/job-applicants.
  let failed = 0;
  await page.route(
    (url) => url.pathname === "/api/v1/applications/job-applicants",
    async (route) => {
      failed++;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, message: "Boom" }) });
    },
  );
  await page.getByRole("searchbox", { name: "Search jobs" }).fill("Fetchfail");
  await expect(page.getByText("Failed to fetch jobs", { exact: true })).toBeVisible();
  expect(failed).toBeGreaterThan(0);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Fetchfail Role ${stamp}`);
});

test("the post-job form shows 'Error posting job' when the submission fails, and keeps the values", async ({ page, playwright, baseURL }) => {
  await approvedEmployer(page, playwright, baseURL, `E2E Postfail ${stamp}`);
  await page.goto("/employer/postjobs");
  await expect(page.getByRole("heading", { level: 1, name: "Post a Job" })).toBeVisible();
  await page.getByLabel("Job Title").fill(`Postfail Role ${stamp}`);
  await page.getByLabel("Number of Openings").fill("2");
  await page.getByLabel("Employment Type").selectOption("Full Time");
  await page.getByLabel("Payroll").fill("5 LPA");
  await page.getByLabel("Hiring Process").selectOption("Online");
  // Qualifications is a searchable list with checkable options (issue 44): type, then check.
  for (const qualification of ["B.Tech"]) {
    await page.getByRole("combobox", { name: /^Qualifications/ }).fill(qualification);
    await page.getByRole("listbox", { name: "Suggested qualifications" }).getByRole("option", { name: qualification, exact: true }).click();
  }
  await page.getByLabel("Job Description").fill("This submission is made to fail on its way to the server.");

  // The form posts through a server action: fail that POST as a broken server would.
  let failed = 0;
  await page.route(
    (url) => url.pathname === "/employer/postjobs",
    async (route) => {
      if (!isServerAction(route.request())) return route.fallback();
      failed++;
      await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    },
  );
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Error posting job", { exact: true })).toBeVisible();
  expect(failed).toBe(1);
  await expect(page.getByText("Job posted successfully")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Post Job" })).toBeEnabled();
  await expect(page.getByLabel("Job Title")).toHaveValue(`Postfail Role ${stamp}`);
  await expect(page.getByLabel("Job Description")).toHaveValue("This submission is made to fail on its way to the server.");

  // Nothing reached the server.
  const res = await page.request.get("/api/v1/applications/job-applicants");
  expect(((await res.json()) as { response: { docs: unknown[] } }).response.docs).toEqual([]);
});

test("a new login e-mail is applied only with the code mailed to it, through the profile's dialog", async ({ page, playwright, baseURL }) => {
  const name = `E2E Email ${stamp}`;
  const account = await approvedEmployer(page, playwright, baseURL, name);
  const newEmail = uniqueEmail("e2e-new-login");
  // The code counts against a per-IP quota: this test's own address, as createAccount does.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": fakeClientIp() });
  await page.goto("/employer/profile");
  // Fill only once the form holds the saved profile (a fill before hydration is appended to it).
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await page.getByLabel("Email").fill(newEmail);
  await expect(page.getByLabel("Email")).toHaveValue(newEmail);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Profile updated successfully", { exact: true })).toBeVisible();

  const dialog = page.getByRole("dialog", { name: "Confirm Your New Email" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(newEmail)).toBeVisible();
  // Not applied yet: the login e-mail in force is the old one; the company stays approved.
  const before = await page.request.get("/api/v1/employer/get-profile");
  expect(((await before.json()) as { response: unknown }).response).toMatchObject({
    email: account.email,
    pendingEmail: newEmail,
    status: "approved",
  });

  const code = await readOtp(newEmail);
  await dialog.getByLabel("Verification code").fill(code === "2222" ? "3333" : "2222");
  await dialog.getByRole("button", { name: "Confirm Email" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Invalid OTP");

  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByRole("button", { name: "Confirm Email" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Email updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(newEmail);
  await expect(page.getByText("Pending Approval", { exact: true })).toBeVisible();
  expect((await mailsTo(account.email)).some((mail) => mail.subject.includes("login e-mail was changed"))).toBe(true);
});
