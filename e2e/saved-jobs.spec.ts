// Saved jobs (decisions.md section 11): the demo candidate saves a job from Find Jobs with the
// Save job toggle, finds it under Saved jobs (the header link), and removes it again.
import { expect, test } from "@playwright/test";
import { DEMO, loginAs } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";

test("the demo candidate saves a job, sees it on Saved jobs and unsaves it", async ({ page }) => {
  await loginAs(page, "Candidate", DEMO.candidate.email, DEMO.candidate.password);
  await page.goto("/candidate/findjobs");
  await expect(page.getByRole("heading", { level: 1, name: "Find Jobs" })).toBeVisible();

  // The first card not saved yet (a rerun on the same data may find earlier saves).
  const unsaved = page.getByRole("article").filter({ has: page.getByRole("button", { name: "Save job", pressed: false }) }).first();
  const link = unsaved.getByRole("heading").first().getByRole("link");
  const post = (await link.textContent())?.trim() ?? "";
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/jobs\/.+/);
  // From here on the card is found by its job's link: once saved it no longer matches `unsaved`.
  const byJob = page.locator(`a[href="${href}"]`);
  const card = page.getByRole("article").filter({ has: byJob });
  const toggle = card.getByRole("button", { name: "Save job" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  // The server has confirmed it (the toggle is busy while the action is on its way).
  await expect(toggle).not.toHaveAttribute("aria-busy", "true");

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "My jobs" }).click();
  await nav.getByRole("link", { name: "Saved jobs" }).click();
  await page.waitForURL("/candidate/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved jobs" })).toBeVisible();
  const saved = page.getByRole("list", { name: "Your saved jobs, newest first" }).getByRole("article").filter({ has: byJob });
  await expect(saved.getByRole("heading", { name: post })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Unsave it: the toggle flips at once, and after a reload the job is gone from the list.
  const savedToggle = saved.getByRole("button", { name: "Save job" });
  await expect(savedToggle).toHaveAttribute("aria-pressed", "true");
  await savedToggle.click();
  await expect(savedToggle).toHaveAttribute("aria-pressed", "false");
  await expect(savedToggle).not.toHaveAttribute("aria-busy", "true");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Saved jobs" })).toBeVisible();
  await expect(page.getByRole("article").filter({ has: byJob })).toHaveCount(0);
});
