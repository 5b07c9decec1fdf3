// The first visit of a job seeker on a phone (issue 30; decisions.md section 19), whole: two jobs on
// the first screen of /jobs, a job page, "Create Account" keeps the job (`next`), the mobile typed with
// a space and +91, the code, login with the e-mail filled in, back on the job with Apply in reach, and
// an incomplete profile sent to the wizard with the way back to the job; the profile started from a
// résumé that pre-fills all four steps without changing what was typed at sign-up (issue 43), and the
// application sent from the job. axe on every page.
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { fakeClientIp, readOtp, signupFields } from "./helpers/accounts";
import { expectNoSeriousViolations } from "./helpers/axe";
import { DOCX_RESUME_FIELDS, docxResume } from "../tests/helpers/resumes";

test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": fakeClientIp() } });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test("a visitor on a phone finds a job, signs up and logs in without losing it, and is led to finish the profile", async ({ page }) => {
  test.setTimeout(360_000);
  await page.goto("/jobs");
  const cards = page.getByRole("article");
  // Compact cards: the first two jobs are on the first screen below the search bar.
  await expect(page.getByLabel("Search jobs")).toBeInViewport();
  await expect(cards.nth(1).getByRole("heading", { level: 2 })).toBeInViewport();
  await expectNoSeriousViolations(page);

  // The visitor searches for a demo opening: the bare listing is cached for a minute, so its newest card
  // may be another spec's job that it has closed meanwhile (a closed job offers no Create Account); a
  // search is rendered for the request.
  await page.getByLabel("Search jobs").fill("Frontend Developer");
  await page.getByLabel("Search jobs").press("Enter");
  await expect(page).toHaveURL(/search=Frontend/);
  await expect(cards.first().getByRole("heading", { level: 2 })).toContainText("Frontend Developer");
  const firstJob = cards.first().getByRole("heading", { level: 2 }).getByRole("link");
  const post = (await firstJob.textContent())?.trim() ?? "";
  await firstJob.click();
  await expect(page.getByRole("heading", { level: 1, name: post })).toBeVisible();
  const jobPath = new URL(page.url()).pathname;
  await expectNoSeriousViolations(page);

  await page.getByRole("link", { name: "Create Account" }).first().click();
  await expect(page).toHaveURL(`/signup?next=${encodeURIComponent(jobPath)}`);
  const fields = signupFields({ accountType: "Candidate" });
  await page.getByLabel("Account type").selectOption("Candidate");
  await page.getByLabel("Full Name", { exact: true }).fill(fields.fullName);
  await page.getByLabel("Email", { exact: true }).fill(fields.email);
  // Typed as people type it: the field keeps every character and the server keeps the ten digits.
  await page.getByLabel("Mobile Number", { exact: true }).fill("+91 98765 43210");
  await expect(page.getByLabel("Mobile Number", { exact: true })).toHaveValue("+91 98765 43210");
  await page.getByLabel("Password", { exact: true }).fill(fields.password);
  await page.getByRole("checkbox", { name: "I agree to the Privacy notice and the Terms of use" }).check();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Create Account" }).click();

  const dialog = page.getByRole("dialog", { name: "Verify Your Email" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Verification code").fill(await readOtp(fields.email));
  await dialog.getByRole("button", { name: "Verify Email" }).click();
  await expect(toasts(page).getByText("Account created successfully")).toBeVisible();

  // Login with the e-mail filled in, then back on the job.
  await expect(page).toHaveURL(/\/login\?email=/);
  expect(new URL(page.url()).searchParams.get("next")).toBe(jobPath);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(fields.email.toLowerCase());
  await expectNoSeriousViolations(page);
  await page.getByLabel("Password", { exact: true }).fill(fields.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(jobPath);

  // Apply is in reach on the phone; the incomplete profile leads to the wizard with the way back.
  const apply = page.getByRole("button", { name: `Apply Now for ${post}` });
  await expect(apply).toBeInViewport();
  await apply.click();
  const modal = page.getByRole("dialog", { name: "Complete Your Profile" });
  await expect(modal).toBeVisible();
  await expectNoSeriousViolations(page);
  await modal.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page).toHaveURL(`/candidate/profile?next=${encodeURIComponent(jobPath)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Start from the résumé (another person's name on it): empty fields fill, the typed ones stay.
  await page.getByLabel("Your résumé file").setInputFiles({
    name: "resume.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(docxResume()),
  });
  const fill = page.getByRole("button", { name: /^Fill \d+ empty fields? from the résumé$/ });
  await expect(fill).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`In your résumé: ${DOCX_RESUME_FIELDS.fullName}`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await fill.click();
  await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue(fields.fullName);
  await expect(page.getByRole("textbox", { name: "Mobile" })).toHaveValue("9876543210");

  // The rest of Personal Details, then a PAN card for KYC.
  await page.getByLabel("Gender").selectOption("Female");
  await page.getByLabel("Date of Birth").fill("1990-03-02");
  await page.getByLabel("Sub Location").fill("Andheri");
  await page.getByLabel("Marital Status").selectOption("Married");
  await page.getByLabel("Languages").fill("English, Marathi");
  await page.getByLabel("English Fluency").selectOption("Advanced");
  await page.getByLabel("Current Address").fill("4 Lake Road, Mumbai");
  await page.getByLabel("Permanent Address").fill("4 Lake Road, Mumbai");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("PAN Card Number").fill("ABCDE1234F");
  await page.getByLabel("PAN Card Image").setInputFiles(path.join(__dirname, "fixtures", "pan-card.png"));
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Job Profile and Education come pre-filled from the résumé, which is attached already.
  await expect(page.getByRole("heading", { level: 2, name: "Job Profile" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Current Company" })).toHaveValue(DOCX_RESUME_FIELDS.currentCompany);
  await expect(page.getByRole("textbox", { name: "Role", exact: true })).toHaveValue(DOCX_RESUME_FIELDS.role);
  await expect(page.getByLabel("Work Experience (years)").and(page.locator("input"))).toHaveValue(String(DOCX_RESUME_FIELDS.workExperience));
  // What a résumé does not say is the person's to give.
  await page.getByRole("textbox", { name: "Industry" }).fill("Information Technology");
  await page.getByRole("textbox", { name: "Job Type" }).fill("Full Time");
  await page.getByRole("textbox", { name: "Preferred Location" }).fill("Mumbai");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Education Details" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Course" })).toHaveValue(DOCX_RESUME_FIELDS.course);
  await page.getByLabel("Marks").fill("68%");
  await page.getByRole("button", { name: "Submit" }).click();

  // Back on the job, the application goes.
  await expect(page).toHaveURL(jobPath, { timeout: 20_000 });
  await page.getByRole("button", { name: `Apply Now for ${post}` }).click();
  await expect(page.getByRole("button", { name: `Applied to ${post}` })).toBeDisabled();
});
