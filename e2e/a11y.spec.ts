import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./helpers/axe";

// axe-core on every public page (and a few interactive states), WCAG 2.1 A/AA rules.
// Serious and critical violations fail the test; the message lists each rule and its targets.


const PUBLIC_PAGES = [
  "/",
  "/about-us",
  "/services",
  "/services/it-sectors",
  "/services/recruitment-services",
  "/services/industry-specific-training",
  "/services/ongoing-support",
  "/training",
  "/career",
  "/contact-us",
  "/privacy",
  "/terms",
  "/jobs",
  "/login",
  "/signup",
  "/admin/login",
  "/no-such-page",
];


/**
 * Loads a page and waits until the header knows the session (it then renders Login/Signup instead
 * of a placeholder), so axe sees the hydrated page. Not "networkidle": Chromium keeps a fetch open
 * until its body is read, and the session check leaves a 401 body unread.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("navigation", { name: "Main" }).locator('a[href="/login"]')).toBeAttached();
}

for (const path of PUBLIC_PAGES) {
  test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
    await open(page, path);
    await expectNoSeriousViolations(page);
  });
}

test("axe: no serious or critical violation on a job's page", async ({ page, request }) => {
  // Any approved job of the demo seed, as the sitemap lists them.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const jobUrl = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).find((p) => /^\/jobs\/[^/]+$/.test(p));
  expect(jobUrl, "the sitemap lists at least one job page").toBeTruthy();
  await open(page, jobUrl!);
  await expectNoSeriousViolations(page);
});

test("axe: the contact form showing its errors", async ({ page }) => {
  await open(page, "/contact-us");
  await page.getByRole("form", { name: "Contact form" }).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("axe: the open Services dropdown", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
  await expect(page.getByRole("link", { name: "Ongoing Support" }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe("phone viewport", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("axe: the open mobile menu", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("button", { name: "Services" }).click();
    await expect(nav.getByRole("link", { name: "Ongoing Support" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
