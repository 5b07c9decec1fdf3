// Find Jobs: search and filters in the URL (back button), job pages, applying, the profile gate.
import { expect, test } from "@playwright/test";
import { apiLogin, createAccount } from "./helpers/accounts";
import { DEMO, loginAs } from "./helpers/auth";

test.describe("public job search", () => {
  test("search and filters live in the URL and the back button restores them", async ({ page }) => {
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Find Jobs" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    // Cards show every field of the job.
    const first = cards.first();
    for (const label of ["Employment type:", "Payroll:", "Openings:", "Hiring process:", "Posted:", "Qualifications:", "Location:", "Minimum experience:"]) {
      await expect(first.getByText(label)).toBeVisible();
    }

    await page.getByLabel("Search jobs").fill("Developer");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]search=Developer(&|$)/);
    // Title matches rank first.
    await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(/Developer/);

    await page.getByLabel("Employment Type").selectOption("Contract");
    await expect(page).toHaveURL(/employmentType=Contract/);
    await expect(page).toHaveURL(/search=Developer/);
    await expect(page.getByText("Loading jobs...")).toBeHidden();
    const contractCount = await cards.count();
    if (contractCount === 0) await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();
    for (let i = 0; i < contractCount; i++) await expect(cards.nth(i).getByText("Contract", { exact: true })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/employmentType/);
    await expect(page.getByLabel("Employment Type")).toHaveValue("");
    await expect(page.getByLabel("Search jobs")).toHaveValue("Developer");
    await expect(cards.first()).toBeVisible();
  });

  test("a visitor's bare /jobs comes from the cached listing; filters and signed-in users render per request", async ({ request }) => {
    // The first answer may render the cache; the next one is served from it (decision 0024).
    await request.get("/jobs");
    const cached = await request.get("/jobs");
    expect(cached.status()).toBe(200);
    expect(["HIT", "STALE"]).toContain(cached.headers()["x-nextjs-cache"]);
    expect(cached.headers()["content-security-policy"]).not.toContain("nonce-");
    expect(await cached.text()).toContain("Find Jobs");

    const filtered = await request.get("/jobs?search=Developer");
    expect(filtered.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(filtered.headers()["content-security-policy"]).toContain("nonce-");
  });

  test("state and city pickers filter by location", async ({ page }) => {
    await page.goto("/jobs");
    await page.getByLabel("State").selectOption("Karnataka");
    await expect(page).toHaveURL(/state=Karnataka/);
    // The city is a type-ahead (issue 30): typing suggests the state's cities, Enter picks the active one.
    const city = page.getByRole("combobox", { name: "City" });
    await city.fill("Benga");
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option", { name: "Bengaluru" })).toBeVisible();
    await city.press("ArrowDown");
    await city.press("Enter");
    await expect(page).toHaveURL(/city=Bengaluru/);
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    for (let i = 0; i < count; i++) await expect(cards.nth(i).getByText("Bengaluru, Karnataka", { exact: true })).toBeVisible();
  });

  test("a shared link with aliases and filters works; nonsense finds nothing", async ({ page }) => {
    await page.goto("/jobs?employmentType=Full-time&hiringProcess=Walk+In");
    await expect(page.getByLabel("Employment Type")).toHaveValue("Full Time");
    await expect(page.getByLabel("Hiring Process")).toHaveValue("Walk In");
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByText("Walk In")).toBeVisible();

    await page.goto("/jobs?search=qqqzzzxxy");
    await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();
  });

  test("'Load more jobs' adds the next page without duplicates and keeps the URL and filters", async ({ page }) => {
    // Full Time + Walk In: only demo jobs match (other specs post Online jobs), more than one page of 12.
    await page.goto("/jobs?employmentType=Full+Time&hiringProcess=Walk+In");
    const url = page.url();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(12);
    const shown = page.getByRole("status").filter({ hasText: /^Showing \d+ of / });
    await expect(shown).toHaveText(/^Showing 12 of \d+ jobs$/);
    const total = Number(/of (\d+)/.exec((await shown.textContent()) ?? "")?.[1]);
    expect(total, "the demo data has more than one page of these jobs").toBeGreaterThan(12);

    const ids = async () => {
      const links = cards.getByRole("heading", { level: 2 }).getByRole("link");
      const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
      const titles = await links.allTextContents();
      return hrefs.map((href, i) => `${titles[i]} ${href}`);
    };
    const firstPage = await ids();
    expect(firstPage).toHaveLength(12);

    const loadMore = page.getByRole("button", { name: "Load more jobs" });
    await loadMore.click();
    const expected = Math.min(24, total);
    await expect(cards).toHaveCount(expected);
    await expect(shown).toHaveText(`Showing ${expected} of ${total} jobs`);
    const both = await ids();
    expect(both.slice(0, 12), "the first page stays in place").toEqual(firstPage);
    expect(new Set(both).size, "no job shows twice").toBe(both.length);
    for (const id of both) expect(id).toMatch(/^.+ \/jobs\/[^/?#]+$/);
    if (total > 24) await expect(loadMore).toBeEnabled();
    else await expect(loadMore).toHaveCount(0);

    // The URL and the filters did not change; every card still matches them.
    expect(page.url()).toBe(url);
    await expect(page.getByLabel("Employment Type")).toHaveValue("Full Time");
    await expect(page.getByLabel("Hiring Process")).toHaveValue("Walk In");
    for (let i = 0; i < expected; i++) {
      await expect(cards.nth(i).getByText("Full Time", { exact: true })).toBeVisible();
      await expect(cards.nth(i).getByText("Walk In", { exact: true })).toBeVisible();
    }
  });

  test("a job page has the details, JobPosting data and a way to apply", async ({ page }) => {
    await page.goto("/jobs?search=Project+Manager");
    await page.getByRole("article").getByRole("link", { name: "Project Manager", exact: true }).first().click();
    await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Project Manager" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login to Apply" })).toBeVisible();
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "JobPosting");
    expect(jsonLd).toMatchObject({ "@type": "JobPosting", title: "Project Manager", directApply: true, employmentType: "FULL_TIME" });
    expect(jsonLd.jobLocation.address.addressCountry).toBe("IN");

    const missing = await page.goto("/jobs/no-such-job");
    expect(missing?.status()).toBe(404);
  });
});

test.describe("applying", () => {
  test("the demo candidate applies once; the button turns into a disabled 'Applied'", async ({ page }) => {
    await loginAs(page, "Candidate", DEMO.candidate.email, DEMO.candidate.password);
    // One specific demo job (Kaveri Auto's, in Chennai), so other specs' jobs stay untouched.
    await page.goto("/candidate/findjobs?search=CNC&city=Chennai");
    const card = page.getByRole("article").filter({ hasText: "CNC Machine Operator" });
    await expect(card).toHaveCount(1);
    await card.getByRole("button", { name: /Apply Now/ }).click();
    await expect(page.getByText("Applied successfully")).toBeVisible();
    const applied = card.getByRole("button", { name: /Applied/ });
    await expect(applied).toBeDisabled();
    await expect(applied).toHaveText("Applied");

    await page.reload();
    await expect(page.getByRole("article").filter({ hasText: "CNC Machine Operator" }).getByRole("button", { name: /Applied/ })).toBeDisabled();

    // The API refuses a second application.
    const jobHref = await card.getByRole("link", { name: "CNC Machine Operator" }).getAttribute("href");
    const again = await page.request.post("/api/v1/applications/create-application", { data: { jobId: jobHref!.split("/").pop() } });
    expect(again.status()).toBe(409);

    await page.goto("/candidate/applications");
    await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
    await expect(page.getByRole("link", { name: "CNC Machine Operator" }).first()).toBeVisible();
  });

  test("a candidate with an incomplete profile is asked to complete it", async ({ page }) => {
    const account = await createAccount(page.request, { accountType: "Candidate" });
    await apiLogin(page.request, "Candidate", account.email, account.password);
    await page.goto("/candidate/findjobs");
    const button = page.getByRole("article").first().getByRole("button", { name: /Apply Now/ });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Complete Your Profile" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Later" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeEnabled();

    await button.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Complete Profile" }).click();
    // Back to the job once the profile is complete (decisions.md section 19).
    await expect(page).toHaveURL(/\/candidate\/profile\?next=%2Fjobs%2F[^&]+$/);
  });

  test("visitors cannot open the candidate pages or apply", async ({ page }) => {
    await page.goto("/candidate/findjobs");
    await expect(page).toHaveURL(/\/login/);
    const res = await page.request.post("/api/v1/applications/create-application", { data: { jobId: "x" } });
    expect(res.status()).toBe(401);
  });
});
