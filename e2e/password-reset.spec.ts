import { expect, test, type Page } from "@playwright/test";
import { apiLogin, createAccount, fakeClientIp, mailsTo } from "./helpers/accounts";
import { loginAs } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";

// Account security (decisions.md section 12) in the browser, on fresh accounts only: the demo
// accounts' passwords are what other specs log in with.
test.use({ extraHTTPHeaders: { "x-forwarded-for": fakeClientIp() } });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** The token of the newest 'Reset your password' mail to `email`, waiting for one past `after` mails. */
async function readResetToken(email: string, after: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailsTo(email);
    const match = mails.length > after ? /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text) : null;
    if (match && mails.at(-1)!.subject === "Reset your password") return match[1];
    if (Date.now() > deadline) throw new Error(`No reset link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("forgot password: the mailed link sets a new password, which then logs in (the link works once)", async ({ page }) => {
  const { email, password } = await createAccount(page.request, { accountType: "Candidate" });
  const before = (await mailsTo(email)).length;

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Account type").selectOption("Candidate");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account with this email exists, we have sent it a link")).toBeVisible();

  const token = await readResetToken(email, before);
  await page.goto(`/reset-password?token=${token}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByLabel("New password", { exact: true })).toBeEnabled();
  await expectNoSeriousViolations(page);
  await page.getByLabel("New password", { exact: true }).fill("Renewed@Pass5");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Renewed@Pass6");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill("Renewed@Pass5");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Your password has been reset. Please log in with your new password.").first()).toBeVisible();

  // The old password no longer works; the new one does, through the login page.
  const old = await page.request.post("/api/v1/candidate/login", { data: { email, password }, headers: { "x-forwarded-for": fakeClientIp() } });
  expect(old.status()).toBe(401);
  await page.getByRole("link", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, "Candidate", email, "Renewed@Pass5");

  // The same link a second time: refused, with a way to get a new one. (Logged out first: the
  // reset page is for visitors.)
  await page.context().clearCookies();
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel("New password", { exact: true }).fill("Another@Pass7");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Another@Pass7");
  await page.getByRole("button", { name: "Reset password" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "This password reset link is invalid or has expired" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
});

test("an unknown address gets the same answer and no mail", async ({ page }) => {
  const email = `nobody-${Date.now()}@e2e.example`;
  await page.goto("/forgot-password");
  await page.getByLabel("Account type").selectOption("Employer");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account with this email exists, we have sent it a link")).toBeVisible();
  await page.waitForTimeout(500);
  expect(await mailsTo(email)).toHaveLength(0);
});

test("/account: change password keeps this browser, log out of all devices ends every session", async ({ page, browser }) => {
  const { email, password } = await createAccount(page.request, { accountType: "University" });
  const other = await browser.newContext();
  await apiLogin(other.request, "University", email, password);
  expect((await other.request.get("/api/v1/auth/verify-token")).status()).toBe(200);

  await loginAs(page, "University", email, password);
  await page.getByRole("link", { name: "Account settings" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await expect(page.getByLabel("Current password", { exact: true })).toBeEnabled();
  await expectNoSeriousViolations(page);

  await page.getByLabel("Current password", { exact: true }).fill("Wrong@Pass1");
  await page.getByLabel("New password", { exact: true }).fill("Changed@Pass8");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Changed@Pass8");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Current password is incorrect").first()).toBeVisible();

  await page.getByLabel("Current password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toasts(page).getByText("Password changed successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  expect((await other.request.get("/api/v1/auth/verify-token")).status()).toBe(401);
  await other.close();

  await page.getByRole("button", { name: "Log out of all devices" }).click();
  const dialog = page.getByRole("dialog", { name: "Log out of all devices?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Log out everywhere" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/v1/auth/verify-token")).status()).toBe(401);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login/);
});

test("the admin login links to a forgot-password form fixed to the Admin account type", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password\?type=admin$/);
  await expect(page.getByLabel("Account type")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/admin/login");
});
