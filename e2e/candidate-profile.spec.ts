import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createAccount } from "./helpers/accounts";
import { loginAs } from "./helpers/auth";

const FIXTURES = path.join(__dirname, "fixtures");
const fixture = (name: string) => path.join(FIXTURES, name);

function stepper(page: Page) {
  return page.getByRole("navigation", { name: "Profile steps" });
}

async function expectCurrentStep(page: Page, title: string) {
  await expect(stepper(page).getByRole("button", { name: title })).toHaveAttribute("aria-current", "step");
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
}

async function newCandidate(page: Page, fullName: string) {
  const { email, password } = await createAccount(page.request, { accountType: "Candidate", fullName, mobile: "9123456780" });
  await loginAs(page, "Candidate", email, password);
  await page.goto("/candidate/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  return { email, password };
}

test.describe("candidate profile wizard", () => {
  test("walks all four steps with real files, keeps a draft over a reload, and saves", async ({ page, playwright, baseURL }) => {
    // Four steps, a reload and real uploads: about 40 s on a busy 2-core machine, close to the 60 s default.
    test.slow();
    const { email, password } = await newCandidate(page, "Wizard Walker");
    await expectCurrentStep(page, "Personal Details");
    await expect(page.getByText("Profile Completed")).toHaveCount(0);
    await expect(page.getByLabel("Full Name")).toHaveValue("Wizard Walker");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Mobile")).toHaveValue("9123456780");

    // A later step is blocked while an earlier one does not validate: stay and show the errors.
    await stepper(page).getByRole("button", { name: "Education Details" }).click();
    await expectCurrentStep(page, "Personal Details");
    await expect(page.getByText("Gender is required")).toBeVisible();
    await expect(page.getByText("Languages are required")).toBeVisible();
    await expect(page.getByText("Permanent address is required")).toBeVisible();

    // Editing a field clears its error.
    await page.getByLabel("Gender").selectOption("Female");
    await expect(page.getByText("Gender is required")).toHaveCount(0);
    await page.getByLabel("Date of Birth").fill("1997-06-15");
    await page.getByLabel("Sub Location").fill("Baner");
    await page.getByLabel("Marital Status").selectOption("Single");
    await page.getByLabel("Languages").fill("English, Hindi");
    await page.getByLabel("English Fluency").selectOption("Advanced");
    await page.getByLabel("Current Address").fill("7 River Road, Pune");
    await page.getByLabel("Permanent Address").fill("7 River Road, Pune");

    // The draft lives in sessionStorage under profileData and survives a reload.
    const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem("profileData") ?? "{}"));
    expect(draft).toMatchObject({ subLocation: "Baner", language: "English, Hindi", gender: "Female" });
    await page.reload();
    await expect(page.getByLabel("Sub Location")).toHaveValue("Baner");
    await expect(page.getByLabel("Gender")).toHaveValue("Female");
    await expect(page.getByLabel("Languages")).toHaveValue("English, Hindi");

    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectCurrentStep(page, "KYC Details");

    // KYC: nothing given, then a number without its file.
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("At least one complete document set is required (PAN/License/Passport)")).toBeVisible();
    await page.getByLabel("PAN Card Number").fill("ABCDE1234F");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("PAN card file is required with PAN number")).toBeVisible();
    await page.getByLabel("PAN Card Image").setInputFiles(fixture("pan-card.png"));
    await expect(page.getByText("File selected")).toBeVisible();
    await expect(page.getByText("PAN card file is required with PAN number")).toHaveCount(0);
    await page.getByLabel("Passport Image").setInputFiles(fixture("passport.webp"));
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("Passport number is required with passport file")).toBeVisible();
    await page.getByLabel("Passport Number").fill("K7654321");
    // Next keeps the step on the server, files included (decisions.md section 19): held a moment so the
    // upload progress can be seen.
    await page.route("**/api/v1/candidate/save-profile-step", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("progressbar", { name: /Uploading files/ })).toBeVisible();
    await expectCurrentStep(page, "Job Profile");
    await page.unroute("**/api/v1/candidate/save-profile-step");
    await expect(page.getByText("KYC Details saved.")).toBeVisible();

    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("Resume is required").filter({ visible: true })).toBeVisible();
    await expect(page.getByText("Work experience is required")).toBeVisible();
    await page.getByLabel("Work Experience (years)").fill("0");
    await page.getByLabel("Resume").setInputFiles(fixture("resume.pdf"));
    await page.getByLabel("Current Company").fill("Pixel Forge");
    await page.getByLabel("Role", { exact: true }).fill("Frontend Developer");
    await page.getByLabel("Industry").fill("Information Technology");
    await page.getByLabel("Job Type").fill("Full Time");
    await page.getByLabel("Preferred Location").fill("Pune");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectCurrentStep(page, "Education Details");

    // Earlier steps are always reachable; later ones once everything before validates.
    await page.getByRole("button", { name: "Previous" }).click();
    await expectCurrentStep(page, "Job Profile");
    await stepper(page).getByRole("button", { name: "Personal Details" }).click();
    await expectCurrentStep(page, "Personal Details");
    await stepper(page).getByRole("button", { name: "Education Details" }).click();
    await expectCurrentStep(page, "Education Details");

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Course is required")).toBeVisible();
    await page.getByLabel("Course").fill("B.E. Computer");
    await page.getByLabel("Passing Year").fill("2019");
    await page.getByLabel("Marks").fill("72%");

    // Three steps are on the server now: another device (a second browser context) resumes at the
    // fourth, with what was saved, and the profile is not complete before the submit.
    const other = await page.context().browser()!.newContext({ baseURL });
    const phone = await other.newPage();
    await loginAs(phone, "Candidate", email, password);
    await phone.goto("/candidate/profile");
    await expectCurrentStep(phone, "Education Details");
    await expect(phone.getByText("Profile Completed")).toHaveCount(0);
    await stepper(phone).getByRole("button", { name: "Personal Details" }).click();
    await expect(phone.getByLabel("Sub Location")).toHaveValue("Baner");
    await other.close();

    // Hold the request a moment so the in-flight caption can be seen (the files went up with their steps).
    await page.route("**/api/v1/candidate/update-profile", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
    // The complete profile replaces the form: its read view, a section per step, each with its Edit link.
    await expect(page.getByText("Profile Completed")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Personal Details" })).toBeVisible();
    await expect(stepper(page)).toHaveCount(0);
    await page.unroute("**/api/v1/candidate/update-profile");
    expect(await page.evaluate(() => sessionStorage.getItem("profileData"))).toBeNull();

    // Stored files are now links to the app's private file route.
    const resumeLink = page.getByRole("region", { name: "Job Profile" }).getByRole("link", { name: /View File.*Resume/ });
    await expect(resumeLink).toHaveAttribute("href", /^\/api\/v1\/files\/\w+$/);
    const resume = await page.request.get((await resumeLink.getAttribute("href"))!);
    expect(resume.status()).toBe(200);
    expect(resume.headers()["content-type"]).toBe("application/pdf");
    // Served sandboxed through the real server too (next.config's site-wide policy must not replace it).
    expect(resume.headers()["content-security-policy"]).toBe("sandbox");
    expect(resume.headers()["x-content-type-options"]).toBe("nosniff");
    const kyc = page.getByRole("region", { name: "KYC Details" });
    const panLink = kyc.getByRole("link", { name: /View File.*PAN Card Image/ });
    await expect(panLink).toBeVisible();
    const panHref = (await panLink.getAttribute("href"))!;
    await expect(kyc.getByRole("link", { name: /View File.*Passport Image/ })).toBeVisible();

    // After a reload the saved profile comes from the server, and opens as a profile.
    await page.reload();
    await expect(page.getByText("Profile Completed")).toBeVisible();
    await expect(page.getByRole("region", { name: "Personal Details" })).toContainText("English, Hindi");
    await expect(page.getByRole("region", { name: "KYC Details" })).toContainText("K7654321");
    // Edit opens the wizard at that step, with what was saved; "View my profile" leads back.
    await page.getByRole("link", { name: "Edit KYC Details" }).click();
    await expect(page).toHaveURL(/\/candidate\/profile\?step=kyc$/);
    await expectCurrentStep(page, "KYC Details");
    await expect(page.getByLabel("Passport Number")).toHaveValue("K7654321");
    await page.getByRole("link", { name: "View my profile" }).click();
    await expect(page.getByRole("link", { name: "Edit KYC Details" })).toBeVisible();

    // A visitor without the session cannot read the file.
    const visitor = await playwright.request.newContext({ baseURL });
    const anonymous = await visitor.get(panHref);
    expect(anonymous.status()).toBe(401);
    await visitor.dispose();
  });

  test("shows the server's message when a disguised resume is refused", async ({ page }) => {
    await newCandidate(page, "Disguise Tester");
    // Everything but the resume, saved through the API as a partial profile.
    const saved = await page.request.post("/api/v1/candidate/update-profile", {
      multipart: {
        gender: "Male",
        dob: "1995-01-20",
        subLocation: "Andheri",
        maritalStatus: "Married",
        language: "English, Marathi",
        englishFluency: "Native",
        currentAddress: "1 Sea View, Mumbai",
        permanentAddress: "1 Sea View, Mumbai",
        drivingLicenseNumber: "MH02 2015 0000001",
        drivingLicenseFile: { name: "license.jpg", mimeType: "image/jpeg", buffer: readFileSync(fixture("license.jpg")) },
        workExperience: "4",
        currentCompany: "Harbour Tech",
        role: "QA Engineer",
        industry: "Software",
        jobType: "Contract",
        prefferedLocation: "Mumbai",
        course: "B.Sc",
        passingYear: "2016",
        marks: "65%",
      },
    });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).response.profile).toMatchObject({ language: ["English", "Marathi"], isProfileCompleted: false });

    await page.reload();
    await expect(page.getByText("Profile Completed")).toHaveCount(0);
    await stepper(page).getByRole("button", { name: "Job Profile" }).click();
    await expectCurrentStep(page, "Job Profile");
    await page.getByLabel("Resume").setInputFiles(fixture("not-a-pdf.pdf"));
    await expect(page.getByText("File selected")).toBeVisible();
    // Moving on keeps the step on the server, which reads the bytes: refused, and the candidate stays.
    await stepper(page).getByRole("button", { name: "Education Details" }).click();
    // Under the field (a toast says it too).
    await expect(page.getByText("Please choose a PDF, DOC or DOCX file").filter({ visible: true }).first()).toBeVisible();
    await expectCurrentStep(page, "Job Profile");
    await expect(page.getByText("Profile Completed")).toHaveCount(0);

    // With a real DOCX the step is kept and the submit completes the profile.
    await page.getByLabel("Resume").setInputFiles(fixture("resume.docx"));
    await stepper(page).getByRole("button", { name: "Education Details" }).click();
    await expectCurrentStep(page, "Education Details");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
    await expect(page.getByText("Profile Completed")).toBeVisible();
  });
});
