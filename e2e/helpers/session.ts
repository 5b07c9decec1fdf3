// Browser sessions and API answers shared by the specs that act as several people at once.
import { expect, type APIResponse, type Browser } from "@playwright/test";

/** A fresh browser context (its own cookies) and a page in it. */
export async function newSession(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** The response of an API call that must succeed with `status`. */
export async function ok<T>(answer: Promise<APIResponse>, status = 200): Promise<T> {
  const res = await answer;
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { response: T }).response;
}
