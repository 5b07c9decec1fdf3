// The public side of the job lifecycle (decisions.md section 10): a closed job's page says so, offers no
// Apply and carries no JobPosting and a noindex; an open job's JobPosting says only what its page shows;
// the page of a job closed more than 30 days ago answers 410. The demo seed has one closed job (Site
// Reliability Engineer, filled 2 days ago) and one closed 40 days ago (Technical Writer).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminApi } from "./helpers/admin";
import { DEMO, loginAs } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";

type AdminJob = { id: string; post: string; isOpen: boolean; closedAt: string | null; employer: { orgName: string } };

/** A demo job of DeccanByte Solutions (not a demo login, so no other spec changes its jobs), by title. */
async function deccanByteJob(admin: APIRequestContext, post: string): Promise<AdminJob> {
  for (let page = 1; page <= 50; page++) {
    const res = await admin.get(`/api/v1/admin/jobs?status=approved&limit=100&page=${page}`);
    expect(res.status()).toBe(200);
    const jobs = ((await res.json()) as { response: AdminJob[] }).response;
    const found = jobs.find((job) => job.post === post && job.employer.orgName === "DeccanByte Solutions");
    if (found) return found;
    if (jobs.length < 100) break;
  }
  throw new Error(`The demo seed has no job '${post}' of DeccanByte Solutions`);
}

async function jobPostings(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data["@type"] === "JobPosting");
}

/** Every robots meta of the page (Next adds its own noindex to a non-200 answer), joined. */
const robots = async (page: Page) =>
  (await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((m) => m.getAttribute("content")))).join(", ");

let closed: AdminJob;
let gone: AdminJob;

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await adminApi(playwright, baseURL);
  closed = await deccanByteJob(admin, "Site Reliability Engineer");
  gone = await deccanByteJob(admin, "Technical Writer");
  await admin.dispose();
  expect(closed.isOpen).toBe(false);
  expect(gone.isOpen).toBe(false);
});

test("a closed job's page says it takes no applications, offers no Apply, has no JobPosting and is noindex", async ({ page }) => {
  const res = await page.goto(`/jobs/${closed.id}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Site Reliability Engineer" })).toBeVisible();
  await expect(page.getByText("This job is no longer accepting applications.", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Closed on \d{1,2} [A-Z][a-z]{2} \d{4}\./)).toBeVisible();
  const job = page.getByRole("article");
  await expect(job.getByRole("link", { name: "Login to Apply" })).toHaveCount(0);
  await expect(job.getByRole("button", { name: /Apply/ })).toHaveCount(0);
  await expect(job.getByText("Apply before")).toHaveCount(0);
  expect(await jobPostings(page)).toEqual([]);
  expect(await robots(page)).toMatch(/noindex/);
  await expectNoSeriousViolations(page);

  // The API says the same; applying is refused.
  const api = await page.request.get(`/api/v1/jobs/get-job/${closed.id}`);
  expect(api.status()).toBe(200);
  expect(((await api.json()) as { response: { isOpen: boolean; closeReason: string } }).response).toMatchObject({ isOpen: false, closeReason: "filled" });
});

test("a candidate sees no Apply Now on a closed job, and the API answers 409 JOB_CLOSED", async ({ page }) => {
  await loginAs(page, "Candidate", DEMO.candidate.email, DEMO.candidate.password);
  await page.goto(`/jobs/${closed.id}`);
  await expect(page.getByText("This job is no longer accepting applications.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /Apply Now/ })).toHaveCount(0);
  const apply = await page.request.post("/api/v1/applications/create-application", { data: { jobId: closed.id } });
  expect(apply.status()).toBe(409);
  expect(await apply.json()).toMatchObject({ success: false, code: "JOB_CLOSED", message: "This job is no longer accepting applications" });
});

test("an open job's JobPosting matches what its page shows", async ({ page }) => {
  // DeccanByte's QA Automation Engineer: remote, paid by the hour.
  await page.goto("/jobs?search=QA+Automation+Engineer&city=Bengaluru");
  const card = page.getByRole("article").filter({ hasText: "DeccanByte Solutions" });
  await card.getByRole("link", { name: "QA Automation Engineer" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "QA Automation Engineer" })).toBeVisible();
  expect(await robots(page)).not.toMatch(/noindex/);

  const [posting, ...more] = await jobPostings(page);
  expect(more).toHaveLength(0);
  expect(posting).toMatchObject({
    title: "QA Automation Engineer",
    employmentType: "CONTRACTOR",
    directApply: true,
    hiringOrganization: { "@type": "Organization", name: "DeccanByte Solutions", sameAs: "https://deccanbyte.example" },
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "India" },
    baseSalary: { "@type": "MonetaryAmount", currency: "INR", value: { minValue: 400, maxValue: 550, unitText: "HOUR" } },
    experienceRequirements: { monthsOfExperience: 24 },
    totalJobOpenings: 3,
  });
  expect(new Date(String(posting.validThrough)).getTime()).toBeGreaterThan(Date.now());
  expect(String(posting.description)).toMatch(/^<p>Automate regression suites/);

  // Everything the markup says is on the page.
  const job = page.getByRole("article");
  await expect(job.getByText("₹400 – ₹550 an hour", { exact: true })).toBeVisible();
  await expect(job.getByText("Remote (applicants in India)", { exact: true })).toBeVisible();
  await expect(job.getByText("Contract", { exact: true })).toBeVisible();
  await expect(job.getByText("2 years", { exact: true })).toBeVisible();
  await expect(job.getByText("Apply before")).toBeVisible();
  await expect(job.getByText("DeccanByte Solutions · Bengaluru, Karnataka")).toBeVisible();
  await expect(job.getByRole("link", { name: /Company website/ })).toHaveAttribute("href", "https://deccanbyte.example");
  await expect(job.getByText(/^Automate regression suites/)).toBeVisible();
  await expect(job.getByRole("link", { name: "Login to Apply" })).toBeVisible();
});

test("the page of a job closed more than 30 days ago answers 410 with a way back to the jobs", async ({ page, request }) => {
  const res = await page.goto(`/jobs/${gone.id}`);
  expect(res?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This job is no longer available" })).toBeVisible();
  expect(await robots(page)).toMatch(/noindex/);
  expect(await jobPostings(page)).toEqual([]);
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Browse open jobs" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find Jobs" })).toBeVisible();

  const api = await request.get(`/api/v1/jobs/get-job/${gone.id}`);
  expect(api.status()).toBe(410);
  expect(await api.json()).toMatchObject({ success: false, code: "GONE" });
  // Neither closed job is in the sitemap.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/jobs/");
  for (const job of [closed, gone]) expect(sitemap).not.toContain(`/jobs/${job.id}<`);
});
