// axe-core on the page as it is now: no serious or critical WCAG 2.1 A/AA violation.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export async function expectNoSeriousViolations(page: Page) {
  // The page as it settles: a toast fading in is half transparent for a moment, and axe would measure
  // the contrast of that frame (a flake, not a fault). Finite animations only; a spinner never ends.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}, ${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(serious, `axe violations on ${page.url()}:\n${serious.join("\n")}`).toEqual([]);
}
