import { expect, type Page } from "@playwright/test";

export const DEMO = {
  admin: { email: "admin@talentbridge.example", password: "Admin@12345" },
  employer: { email: "hr@infosphere.example", password: "Employer@123" },
  pendingEmployer: { email: "talent@novasoft.example", password: "Employer@123" },
  candidate: { email: "candidate@example.com", password: "Candidate@123" },
  university: { email: "placements@sppu.example", password: "University@123" },
  trainer: { email: "trainer@talentbridge.example", password: "Trainer@123" },
  recruiter: { email: "recruiter@talentbridge.example", password: "Recruiter@123" },
} as const;

export type AccountType = "Candidate" | "Employer" | "University";

/** Logs in through the /login page as a user would. */
export async function loginAs(page: Page, accountType: AccountType, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Account type").selectOption(accountType);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Logged in successfully.")).toBeVisible();
  await page.waitForURL("/");
}

/** Logs in an admin through /admin/login. */
export async function loginAsAdmin(page: Page, email: string = DEMO.admin.email, password: string = DEMO.admin.password) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin$/);
}
