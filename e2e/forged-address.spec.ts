// Issue 29, finding 1, on the served build: served directly (the default, no proxy trusted), a client
// that names a new address in X-Forwarded-For on every try still hits the per-address login limit.
// The second web server of playwright.config.ts serves the same build with the default settings.
import { expect, test } from "@playwright/test";
import { fakeClientIp, uniqueEmail } from "./helpers/accounts";

const directBase = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

test("a forged X-Forwarded-For does not escape the login limit of a directly served app", async ({ playwright }) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), "needs the second, directly served web server");
  const request = await playwright.request.newContext({ baseURL: directBase });
  const email = uniqueEmail("forged");
  const statuses: number[] = [];
  // The limit per account and address is 10 failures in 15 minutes (LOGIN_LIMITS.perPair).
  for (let attempt = 0; attempt < 11; attempt++) {
    const res = await request.post("/api/v1/candidate/login", {
      data: { email, password: "Wrong@12345" },
      headers: { "x-forwarded-for": fakeClientIp(), "x-real-ip": fakeClientIp() },
    });
    statuses.push(res.status());
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses[10]).toBe(429);
  await request.dispose();
});
