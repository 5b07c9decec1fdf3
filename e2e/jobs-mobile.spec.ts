// Find Jobs on a phone (390 x 844): the filters fold behind 'Filters (n)' so the first screen shows
// the search box and a job; the Workplace filter works from the folded panel. Wide screens keep
// every filter in view.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./helpers/axe";
import { DEMO, loginAs } from "./helpers/auth";

const filtersButton = (page: Page) => page.getByRole("search", { name: "Jobs" }).getByRole("button", { name: /^Filters/ });

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first screen shows the search box and a job; Filters opens the fields and Workplace=Remote filters", async ({ page }) => {
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Find Jobs" })).toBeVisible();
    const button = filtersButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveText("Filters");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Search jobs")).toBeInViewport();
    // No scrolling: the first job's heading is on the first screen, the folded filters are not shown.
    const cards = page.getByRole("article");
    await expect(cards.first().getByRole("heading", { level: 2 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByLabel("Workplace")).toBeHidden();
    await expect(page.getByLabel("Employment Type")).toBeHidden();
    await expectNoSeriousViolations(page);

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    for (const label of ["Employment Type", "Hiring Process", "Post", "Qualification", "Country", "State", "City", "Workplace", "Minimum salary (per year)"]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expectNoSeriousViolations(page);

    await page.getByLabel("Workplace").selectOption("Remote");
    await expect(page).toHaveURL(/[?&]workplaceType=remote(&|$)/);
    await expect(page.getByText("Loading jobs...")).toBeHidden();
    await expect(button).toHaveText("Filters (1)");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(cards.nth(i).getByRole("list", { name: "Highlights" })).toContainText("Remote");

    // A shared link arrives folded, with the count.
    await page.goto("/jobs?workplaceType=remote&minSalary=1000000");
    await expect(filtersButton(page)).toHaveText("Filters (2)");
    await expect(filtersButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(cards.first().getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("the candidate's Find Jobs folds the filters the same way", async ({ page }) => {
    await loginAs(page, "Candidate", DEMO.candidate.email, DEMO.candidate.password);
    await page.goto("/candidate/findjobs");
    const button = filtersButton(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Workplace")).toBeHidden();
    await expect(page.getByRole("article").first().getByRole("heading", { level: 2 })).toBeInViewport();
    await button.click();
    await expect(page.getByLabel("Minimum salary (per year)")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test("on a wide screen every filter stays in view and there is no Filters button", async ({ page }) => {
  await page.goto("/jobs");
  await expect(page.getByLabel("Workplace")).toBeVisible();
  await expect(page.getByLabel("Minimum salary (per year)")).toBeVisible();
  await expect(filtersButton(page)).toBeHidden();

  // The salary floor applies when the field is left; every card then earns at least that a year.
  await page.getByLabel("Minimum salary (per year)").fill("1000000");
  await page.getByLabel("Search jobs").focus();
  await expect(page).toHaveURL(/[?&]minSalary=1000000(&|$)/);
  await expect(page.getByText("Loading jobs...")).toBeHidden();
  const cards = page.getByRole("article");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(cards.nth(i).getByText("Salary:")).toBeVisible();
});
