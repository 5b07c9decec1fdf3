// The university area: a new university signs up, completes its institute profile and sends a
// request, which an admin then sees and answers in /admin; the answer shows on /university/explore.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { apiLogin, createAccount, mailsTo } from "./helpers/accounts";
import { DEMO } from "./helpers/auth";

function isoInDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test("a university completes its profile and requests training; the admin accepts it", async ({ page, browser }) => {
  const instituteName = `E2E Institute ${Date.now()}`;
  const account = await createAccount(page.request, { accountType: "University", instituteName });
  await apiLogin(page.request, "University", account.email, account.password);
  await page.goto("/");

  // The header's profile link leads to the institute profile.
  const profileLink = page.getByRole("link", { name: "Profile" });
  await expect(profileLink).toHaveAttribute("href", "/university/profile");
  await profileLink.click();
  await expect(page).toHaveURL(/\/university\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Institute Profile" })).toBeVisible();
  await expect(page.getByLabel("Institute Name")).toHaveValue(instituteName);

  // Required fields are checked before anything is sent.
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("At least one course is required")).toBeVisible();
  await expect(page.getByText("Placement contact is required")).toBeVisible();

  await page.getByLabel("Courses offered").fill("B.E. Computer, MBA, B.Sc");
  await page.getByLabel("Student strength").fill("1800");
  await page.getByLabel("Placement contact").fill("Dr. Kulkarni, tpo@e2e.example");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Profile updated successfully", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Courses offered")).toHaveValue("B.E. Computer, MBA, B.Sc");

  // Explore, an entry of the header itself (the spec's navigation): the catalogue and the request form.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(/\/university\/explore$/);
  for (const name of ["IT Sectors", "Robotics", "HR"]) await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Request type is required")).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

  await page.getByLabel("Request type").selectOption({ label: "Sponsored batch" });
  await page.getByLabel("Programme").selectOption("Robotics");
  await page.getByLabel("Start date").fill(isoInDays(20));
  await page.getByLabel("End date").fill(isoInDays(15));
  await page.getByLabel("Expected students").fill("60");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("End date must be on or after the start date")).toBeVisible();
  await page.getByLabel("End date").fill(isoInDays(25));
  await page.getByLabel("Notes").fill("Third-year mechanical students");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Request submitted successfully", { exact: true })).toBeVisible();
  const mine = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Sponsored batch: Robotics" }) });
  await expect(mine.getByText("pending", { exact: true })).toBeVisible();

  // The admin sees it in the console and accepts it with a response.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await apiLogin(admin.request, "Admin", DEMO.admin.email, DEMO.admin.password);
  await admin.goto("/admin/requests?status=pending");
  const request = admin.getByRole("article").filter({ hasText: instituteName });
  await expect(request.getByRole("heading", { name: "Sponsored batch: Robotics" })).toBeVisible();
  await expect(request.getByText("Third-year mechanical students")).toBeVisible();
  await request.getByRole("button", { name: `Accept Sponsored batch for ${instituteName}` }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Response").fill("Our robotics trainer will contact your placement cell.");
  await dialog.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(admin.getByText("Request accepted", { exact: true })).toBeVisible();
  await adminContext.close();

  await expect
    .poll(async () => (await mailsTo(account.email)).map((m) => m.subject))
    .toContain("Your request has been accepted: Sponsored batch");

  await page.reload();
  await expect(mine.getByText("accepted", { exact: true })).toBeVisible();
  await expect(mine.getByText("Our robotics trainer will contact your placement cell.")).toBeVisible();
});

test("the university area is for universities only", async ({ page }) => {
  await page.goto("/university/explore");
  await expect(page).toHaveURL(/\/login(\?|$)/);
});
