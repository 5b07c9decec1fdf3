import { expect, test, type Page } from "@playwright/test";
import { createAccount, fakeClientIp, mailsTo } from "./helpers/accounts";
import { loginAs, loginAsAdmin } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";

// "Delete my account" (decisions.md section 12) in the browser, on a fresh account: delete it on
// /account, be refused at login with the offer to cancel, cancel, and be logged in again.
test.use({ extraHTTPHeaders: { "x-forwarded-for": fakeClientIp() } });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Account type").selectOption("Candidate");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("delete on /account, login refused with an offer to cancel, cancel, logged in again", async ({ page }) => {
  test.slow(); // a new account, four logins, the delete and the cancel, two axe checks
  const { email, password } = await createAccount(page.request, { accountType: "Candidate" });
  await loginAs(page, "Candidate", email, password);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Delete my account" });
  await expect(section).toBeVisible();
  await section.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("7 days");
  await expectNoSeriousViolations(page);

  await dialog.getByLabel("Password").fill("Wrong@Pass1");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Password is incorrect")).toBeVisible();
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(toasts(page).getByText("Your account will be deleted in 7 days")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/v1/auth/verify-token")).status()).toBe(401);
  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject)).toContain("Your account will be deleted");

  // Login: the right password is refused with the offer; a wrong one is the usual answer.
  await fillLogin(page, email, "Wrong@Pass1");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel deletion and log in" })).toHaveCount(0);
  await fillLogin(page, email, password);
  await expect(page.getByRole("alert").filter({ hasText: "This account is scheduled for deletion" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Cancel deletion and log in" }).click();
  await expect(toasts(page).getByText("Deletion cancelled. Welcome back!")).toBeVisible();
  await page.waitForURL("/");
  expect((await page.request.get("/api/v1/auth/verify-token")).status()).toBe(200);

  // Active again: an ordinary login works.
  await page.context().clearCookies();
  await loginAs(page, "Candidate", email, password);
});

test("an admin has no 'Delete my account' section", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Delete my account" })).toHaveCount(0);
});
