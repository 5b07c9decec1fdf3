import { expect, test, type Page } from "@playwright/test";
import { apiLogin, createAccount, fakeClientIp, mailsTo, readOtp, signupFields, type AccountType } from "./helpers/accounts";
import { DEMO, loginAs } from "./helpers/auth";

// The browser's requests get their own client address, so this file's signups do not share the
// per-IP code quota with other specs.
test.use({ extraHTTPHeaders: { "x-forwarded-for": fakeClientIp() } });

const LABELS: Record<string, string> = {
  fullName: "Full Name",
  orgName: "Organization Name",
  instituteName: "Institute Name",
  city: "City",
  state: "State",
  mobile: "Mobile Number",
  website: "Website",
  about: "About",
  email: "Email",
  password: "Password",
};

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

const CONSENT = "I agree to the Privacy notice and the Terms of use";

async function fillSignup(page: Page, accountType: AccountType, fields: Record<string, string>) {
  await page.getByLabel("Account type").selectOption(accountType);
  for (const [name, value] of Object.entries(fields)) {
    await page.getByLabel(LABELS[name], { exact: true }).fill(value);
  }
  await page.getByRole("checkbox", { name: CONSENT }).check();
}

test.describe("signup", () => {
  for (const accountType of ["Candidate", "Employer", "University"] as const) {
    test(`a ${accountType} signs up with the e-mailed code, then logs in`, async ({ page }) => {
      const fields = signupFields({ accountType });
      await page.goto("/signup");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await fillSignup(page, accountType, fields);
      await page.getByRole("button", { name: "Create Account" }).click();

      await expect(toasts(page).getByText("OTP sent to your email successfully")).toBeVisible();
      const dialog = page.getByRole("dialog", { name: "Verify Your Email" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(fields.email);
      const input = dialog.getByLabel("Verification code");
      await expect(input).toHaveAttribute("maxlength", "4");
      await expect(input).toHaveAttribute("placeholder", "Enter verification code");

      // empty, then wrong
      await dialog.getByRole("button", { name: "Verify Email" }).click();
      await expect(dialog.getByText("Please enter the OTP")).toBeVisible();
      const code = await readOtp(fields.email);
      await input.fill(code === "2222" ? "3333" : "2222");
      await dialog.getByRole("button", { name: "Verify Email" }).click();
      await expect(dialog.getByText("Invalid OTP")).toBeVisible();
      await expect(toasts(page).getByText("Invalid OTP")).toBeVisible();

      // the code typed in lower case works
      await input.fill(code.toLowerCase());
      await dialog.getByRole("button", { name: "Verify Email" }).click();
      await expect(toasts(page).getByText("Account created successfully")).toBeVisible();
      // On to login with the e-mail filled in (decisions.md section 19).
      await expect(page).toHaveURL(/\/login\?email=/);
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(fields.email.toLowerCase());
      await expect(page.getByLabel("Account type")).toHaveValue(accountType);

      await loginAs(page, accountType, fields.email, fields.password);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("href", `/${accountType.toLowerCase()}/profile`);
      await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    });
  }

  test("validates live, refuses a form with errors, and resets fields when the type changes", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByLabel("Account type")).toHaveValue("Candidate");
    await expect(page.getByLabel("Organization Name")).toHaveCount(0);

    await page.getByLabel("Email").fill("not-an-email");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("weak");
    await expect(
      page.getByText("Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character: @ $ ! % * ? & (no spaces or other symbols)"),
    ).toBeVisible();
    await page.getByLabel("Mobile Number").fill("12345");
    await expect(page.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();

    // password show/hide
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toasts(page).getByText("Please fix the errors in the form")).toBeVisible();
    await expect(page.getByText("This field is required")).toBeVisible(); // the untouched Full Name
    // the unticked agreement, announced with the box
    const consent = page.getByRole("checkbox", { name: CONSENT });
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    await expect(consent).toHaveAccessibleDescription(/Please accept the privacy notice to create an account\./);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByLabel("Account type").selectOption("Employer");
    await expect(page.getByLabel("Full Name")).toHaveCount(0);
    for (const label of ["Organization Name", "City", "State", "Mobile Number", "Website", "About", "Email"]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
    await page.getByLabel("About").fill("Too short");
    await expect(page.getByText("Please enter at least 50 characters")).toBeVisible();
    await page.getByLabel("Website").fill("not a url");
    await expect(page.getByText("Please enter a valid website URL")).toBeVisible();

    await page.getByLabel("Account type").selectOption("University");
    await expect(page.getByLabel("Institute Name")).toBeVisible();
    await expect(page.getByLabel("Organization Name")).toHaveCount(0);
    await expect(page.getByText("Please enter at least 50 characters")).toHaveCount(0);

    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the agreement links the privacy notice and the terms (in a new tab); a filled form without it sends no code", async ({ page }) => {
    const fields = signupFields({ accountType: "Candidate" });
    await page.goto("/signup");
    await page.getByLabel("Account type").selectOption("Candidate");
    for (const [name, value] of Object.entries(fields)) await page.getByLabel(LABELS[name], { exact: true }).fill(value);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please accept the privacy notice to create an account.")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await mailsTo(fields.email)).toHaveLength(0);

    for (const [name, heading] of [
      ["Privacy notice", "Privacy notice"],
      ["Terms of use", "Terms of use"],
    ] as const) {
      const opened = page.context().waitForEvent("page");
      await page.getByRole("form", { name: "Signup" }).getByRole("link", { name }).click();
      const tab = await opened;
      await expect(tab.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(tab.getByText(/Last updated/)).toBeVisible();
      await tab.close();
    }
    // the form is still filled; ticking the box clears the message
    await expect(page.getByLabel("Email")).toHaveValue(fields.email);
    await page.getByRole("checkbox", { name: CONSENT }).check();
    await expect(page.getByText("Please accept the privacy notice to create an account.")).toHaveCount(0);
  });

  test("closing the dialog clears the code; an existing account gets the same answer and its owner a notice", async ({ page }) => {
    const fields = signupFields({ accountType: "Candidate" });
    await page.goto("/signup");
    await fillSignup(page, "Candidate", fields);
    await page.getByRole("button", { name: "Create Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Verify Your Email" });
    await dialog.getByLabel("Verification code").fill("ZZZ");
    await dialog.getByRole("button", { name: "Verify Email" }).click();
    await expect(dialog.getByText("Invalid OTP")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // a new code for another address opens the dialog again, empty and without the old error
    await page.getByLabel("Email").fill(signupFields({ accountType: "Candidate" }).email);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Verification code")).toHaveValue("");
    await expect(dialog.getByText("Invalid OTP")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // No account probe (decisions/0006): the page answers as for a new address, and the mail to
    // the address tells its owner about the attempt instead of carrying a code.
    // The demo candidate: an existing account no code was sent to in the last 30 s (an account made
    // here would still be inside the per-address pause between codes, which applies to it like to anyone).
    const existing = DEMO.candidate;
    await page.getByLabel("Email").fill(existing.email);
    const before = (await mailsTo(existing.email)).length;
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog).toBeVisible();
    await expect(toasts(page).getByText("An account with this email already exists")).toHaveCount(0);
    await expect.poll(async () => (await mailsTo(existing.email)).length).toBe(before + 1);
    const notice = (await mailsTo(existing.email)).at(-1)!;
    expect(notice.subject).toBe("Someone tried to sign up with your TalentBridge Staffing address");
    expect(notice.text).not.toMatch(/Your verification code is/);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("login and logout", () => {
  test("a failed login shows the server's message in the form and as a toast", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Account type").selectOption("Candidate");
    await page.getByLabel("Email").fill(DEMO.candidate.email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong@12345");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("form", { name: "Login" }).getByRole("alert")).toHaveText("Invalid email or password");
    await expect(toasts(page).getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // the right password for another role is still wrong
    await page.getByLabel("Account type").selectOption("Employer");
    await page.getByLabel("Password", { exact: true }).fill(DEMO.candidate.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page).getByText("Invalid email or password").first()).toBeVisible();
    await expect(page.getByRole("form", { name: "Login" }).getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole("link", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("login, the guards both ways, then logout", async ({ page }) => {
    const account = await createAccount(page.request, { accountType: "Candidate" });

    await page.goto("/candidate/profile");
    await expect(page).toHaveURL(/\/login(\?|$)/);

    await loginAs(page, "Candidate", account.email, account.password);
    const cookieNames = async () => (await page.context().cookies()).map((cookie) => cookie.name);
    expect(await cookieNames()).toContain("tb-signed-in"); // tells static pages' header to ask who is logged in
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/$/);

    const nav = page.getByRole("navigation", { name: "Main" });
    const saved = await page.context().cookies(); // a copy of the session cookie, as a thief would keep it
    await nav.getByRole("button", { name: "Logout" }).click();
    await expect(toasts(page).getByText("Logged out successfully")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/candidate/profile");
    await expect(page).toHaveURL(/\/login(\?|$)/);
    expect((await page.request.get("/api/v1/auth/verify-token")).status()).toBe(401);
    expect(await cookieNames()).not.toContain("tb-signed-in");

    // Logout ended the session on the server: the saved cookie no longer works (decisions/0011).
    await page.context().addCookies(saved);
    expect((await page.request.get("/api/v1/auth/verify-token")).status()).toBe(401);
  });

  test("the header shows each role's entries", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const cases: [AccountType, (n: typeof nav) => Promise<void>][] = [
      ["Candidate", (n) => expect(n.getByRole("link", { name: "Find Jobs" })).toHaveAttribute("href", "/candidate/findjobs")],
      [
        "Employer",
        async (n) => {
          await n.getByRole("button", { name: "Jobs" }).click();
          await expect(n.getByRole("link", { name: "Post Jobs" })).toHaveAttribute("href", "/employer/postjobs");
          await expect(n.getByRole("link", { name: "View Applications" })).toHaveAttribute("href", "/employer/applications");
          await n.page().keyboard.press("Escape");
          await expect(n.getByRole("link", { name: "Post Jobs" })).toBeHidden();
        },
      ],
      [
        "University",
        async (n) => {
          await n.getByRole("button", { name: "Campus" }).click();
          await expect(n.getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/university/explore");
          await expect(n.getByRole("link", { name: "Students" })).toHaveAttribute("href", "/university/students");
          await n.page().keyboard.press("Escape");
        },
      ],
    ];
    for (const [accountType, check] of cases) {
      const account = await createAccount(page.request, { accountType });
      const user = await apiLogin(page.request, accountType, account.email, account.password);
      expect(user).toMatchObject({ email: account.email, role: accountType });
      await page.goto("/");
      await check(nav);
      await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("href", `/${accountType.toLowerCase()}/profile`);
      expect((await page.request.delete("/api/v1/auth/logout")).ok()).toBe(true);
    }
  });

  test("the admin logs in at /admin/login", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByLabel("Account type")).toHaveCount(0);
    await page.getByLabel("Email").fill(DEMO.admin.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page).getByText("Logged in successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    const session = await page.request.get("/api/v1/auth/verify-token");
    expect((await session.json()).response).toMatchObject({ email: DEMO.admin.email, role: "Admin" });
  });
});
