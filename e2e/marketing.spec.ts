import { expect, test, type Page } from "@playwright/test";
import { DEMO, loginAs, loginAsAdmin } from "./helpers/auth";

// Marketing pages: content, navigation, gating and the contact form. The header/footer basics,
// the click-open Services dropdown and the 404 page are covered by frame.spec.ts.

const SITE = "TalentBridge Staffing";

const INFO_PAGES = [
  { path: "/about-us", title: "About Us" },
  { path: "/services", title: "Services" },
  { path: "/services/it-sectors", title: "IT Sectors" },
  { path: "/services/recruitment-services", title: "Recruitment Services" },
  { path: "/services/industry-specific-training", title: "Industry-Specific Training" },
  { path: "/services/ongoing-support", title: "Ongoing Support" },
  { path: "/training", title: "Training" },
  { path: "/career", title: "Career" },
  { path: "/contact-us", title: "Contact Us" },
  { path: "/privacy", title: "Privacy notice" },
  { path: "/terms", title: "Terms of use" },
] as const;

const SERVICE_PAGES = INFO_PAGES.filter(({ path }) => path.startsWith("/services/"));

// Spec section 2, Training, in this order.
const TRAINING_TOPICS = [
  "IT Sectors", "Web Technologies", "Mobile App", "Web Design", "Industries Design", "Digital Marketing",
  "3D Printing", "Automation", "Robotics", "Automobile Sector", "Sales Marketing", "HR",
];

const REQUIRED = "This field is required";
const BAD_MOBILE = "Please enter a valid 10-digit mobile number";
const BAD_EMAIL = "Please enter a valid email address";

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

/** The header knows the session once it shows either Login or the Profile link. */
async function sessionKnown(page: Page, loggedIn: boolean) {
  await expect(mainNav(page).getByRole("link", { name: loggedIn ? "Profile" : "Login" })).toBeVisible();
}

function roleCard(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function expectDescription(page: Page) {
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.trim().length ?? 0).toBeGreaterThan(40);
}

test.describe("public pages", () => {
  for (const { path, title } of INFO_PAGES) {
    test(`${path} answers 200 with its banner, breadcrumb and metadata`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(title);

      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", title]);
      await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(breadcrumb.getByText(title, { exact: true })).toHaveAttribute("aria-current", "page");

      await expect(page).toHaveTitle(`${title} | ${SITE}`);
      await expectDescription(page);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${title} | ${SITE}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/opengraph-image$/);
    });
  }

  test("home: one h1, title, description, hero buttons, figures and Organization JSON-LD", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`^${SITE} \\| `));
    await expectDescription(page);
    // Spec section 9's marketing figures.
    for (const figure of ["500+", "1000+", "5000+", "20+"]) await expect(page.getByText(figure).first()).toBeVisible();

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Organization");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: SITE,
      address: { "@type": "PostalAddress", addressLocality: "Pune", addressCountry: "IN" },
    });
    expect(organization.url).toMatch(/^https?:\/\//);

    const hero = page.getByRole("region", { name: /job-ready IT talent/ });
    await hero.getByRole("link", { name: "Training Programs" }).click();
    await expect(page).toHaveURL(/\/training$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Training");

    await page.goto("/");
    await hero.getByRole("link", { name: "Find Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test("privacy notice and terms: their parts, the date of the version, the grievance officer", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Who we are", "What we collect", "Why we use it", "Who sees it", "How long we keep it", "Your rights",
      "Cookies", "How we protect it", "Grievance Officer", "Changes to this notice",
    ]);
    await expect(main.getByText(/^Last updated/)).toContainText(/\w{3} \d{1,2}, \d{4}/);
    await expect(main.getByText("Who viewed my documents", { exact: false }).first()).toBeVisible();
    await expect(main.getByRole("link", { name: "contact@talentbridge.example" })).toHaveAttribute("href", /^mailto:contact@talentbridge\.example/);
    await main.getByRole("link", { name: "Account settings" }).first().click();
    await expect(page).toHaveURL(/\/login/); // a visitor is asked to log in first

    await page.goto("/terms");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "About these terms", "Your account", "Acceptable use", "Employer verification", "Moderation",
      "Our role and liability", "Governing law", "Changes and contact",
    ]);
    await expect(main.getByText(/ask candidates for money/)).toBeVisible();
    await main.getByRole("link", { name: "Privacy notice" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy notice");
  });

  test("training shows the 12 topic cards in the spec's order", async ({ page }) => {
    await page.goto("/training");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(12);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(TRAINING_TOPICS);
  });

  test("Career's Join Our Team goes to /jobs and About's Register Now to /signup", async ({ page }) => {
    await page.goto("/career");
    await page.getByRole("link", { name: "Join Our Team" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await page.goto("/about-us");
    await page.getByRole("link", { name: "Register Now" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("sitemap.xml lists the public pages and robots.txt keeps private areas out", async ({ request }) => {
    const sitemapResponse = await request.get("/sitemap.xml");
    expect(sitemapResponse.status()).toBe(200);
    expect(sitemapResponse.headers()["content-type"]).toContain("xml");
    const sitemap = await sitemapResponse.text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const path of ["/", "/jobs", ...INFO_PAGES.map((p) => p.path)]) expect(locs).toContain(path);
    expect(locs.some((path) => /^\/jobs\/[^/]+$/.test(path))).toBe(true); // the demo seed's approved jobs
    for (const privatePath of ["/login", "/signup", "/candidate", "/employer", "/university", "/admin"]) {
      expect(locs.some((path) => path.startsWith(privatePath))).toBe(false);
    }

    const robotsResponse = await request.get("/robots.txt");
    expect(robotsResponse.status()).toBe(200);
    const robots = await robotsResponse.text();
    expect(robots).toMatch(/^User-Agent: \*$/im);
    expect(robots).toMatch(/^Allow: \/$/m);
    for (const area of ["/candidate", "/employer", "/university", "/admin", "/api"]) {
      expect(robots).toMatch(new RegExp(`^Disallow: ${area}$`, "m"));
    }
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    const sitemapLine = robots.match(/^Sitemap: (\S+)$/m);
    expect(sitemapLine?.[1]).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  });
});

test.describe("header Services dropdown", () => {
  test("works from the keyboard and closes after choosing a page", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const toggle = nav.getByRole("button", { name: "Services" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The panel is the element the toggle's aria-controls names.
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link")).toHaveText(SERVICE_PAGES.map((p) => p.title));
    for (const { path, title } of SERVICE_PAGES) {
      await expect(panel.getByRole("link", { name: title })).toHaveAttribute("href", path);
    }

    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "IT Sectors" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel.getByRole("link", { name: "IT Sectors" })).toBeHidden();
    await expect(toggle).toBeFocused();

    // A click outside closes it too.
    await toggle.click();
    await expect(panel.getByRole("link", { name: "Ongoing Support" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(panel.getByRole("link", { name: "Ongoing Support" })).toBeHidden();

    await toggle.click();
    await panel.getByRole("link", { name: "Recruitment Services" }).click();
    await expect(page).toHaveURL(/\/services\/recruitment-services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recruitment Services");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "IT Sectors" })).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Menu opens it, and tapping a link navigates and closes it", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const career = nav.getByRole("link", { name: "Career" });
    await expect(career).toBeHidden();

    await nav.getByRole("button", { name: "Menu" }).click();
    await expect(nav.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Home", "About Us", "Training", "Career", "Contact Us", "Login", "Signup"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await career.click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career");
    await expect(nav.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(career).toBeHidden();

    // The Services dropdown inside the menu: its pages close the menu as well.
    await nav.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("button", { name: "Services" }).click();
    await nav.getByRole("link", { name: "Ongoing Support" }).click();
    await expect(page).toHaveURL(/\/services\/ongoing-support$/);
    await expect(nav.getByRole("link", { name: "Ongoing Support" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Menu" })).toBeVisible();

    // The Close button closes it without navigating.
    await nav.getByRole("button", { name: "Menu" }).click();
    await expect(career).toBeVisible();
    await nav.getByRole("button", { name: "Close" }).click();
    await expect(career).toBeHidden();
    await expect(page).toHaveURL(/\/services\/ongoing-support$/);
  });
});

test.describe("role cards", () => {
  const CARDS = [
    { title: "Employer", cta: "Post Jobs", message: "Kindly Login as Employer !", type: "Employer" },
    { title: "Candidate", cta: "Find Jobs", message: "Kindly Login as Candidate !", type: "Candidate" },
    { title: "University & Institute", cta: "Registration", message: "Kindly Login as University & Institute !", type: "University" },
  ] as const;

  test("logged out, each card says whom to log in as and goes to signup with its account type chosen", async ({ page }) => {
    for (const { title, cta, message, type } of CARDS) {
      await page.goto("/");
      await sessionKnown(page, false);
      await roleCard(page, title).getByRole("link", { name: cta }).click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/signup\\?type=${type}$`));
      await expect(page.getByLabel("Account type")).toHaveValue(type);
    }
  });

  test("the demo candidate's card opens Find Jobs; the Employer card refuses", async ({ page }) => {
    await loginAs(page, "Candidate", DEMO.candidate.email, DEMO.candidate.password);
    await sessionKnown(page, true);
    await roleCard(page, "Candidate").getByRole("link", { name: "Find Jobs" }).click();
    await expect(page).toHaveURL(/\/candidate\/findjobs$/);

    await page.goto("/");
    await sessionKnown(page, true);
    await roleCard(page, "Employer").getByRole("link", { name: "Post Jobs" }).click();
    await expect(page.getByText("Kindly Login as Employer !", { exact: true })).toBeVisible();
    // Sent to signup, which a logged-in user does not get: they end up home, never in the employer area.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/job-ready IT talent/);
  });

  test("the demo university's card opens Explore", async ({ page }) => {
    await loginAs(page, "University", DEMO.university.email, DEMO.university.password);
    await sessionKnown(page, true);
    await roleCard(page, "University & Institute").getByRole("link", { name: "Registration" }).click();
    await expect(page).toHaveURL(/\/university\/explore$/);
  });
});

test.describe("contact form", () => {
  test("validates, sends, clears, and the admin sees the stored message", async ({ page }) => {
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: "Contact form" });
    const send = form.getByRole("button", { name: "Send Message" });

    await send.click();
    await expect(form.getByText(REQUIRED)).toHaveCount(4);
    for (const label of ["Name", "Mobile", "Email", "Subject"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(REQUIRED);
    }

    const subject = `Campus hiring enquiry ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await form.getByLabel("Name").fill("Rahul Verma");
    await form.getByLabel("Mobile").fill("98765");
    await form.getByLabel("Email").fill("rahul@example");
    await form.getByLabel("Subject").fill(subject);
    await send.click();
    await expect(form.getByText(BAD_MOBILE)).toBeVisible();
    await expect(form.getByText(BAD_EMAIL)).toBeVisible();
    await expect(form.getByText(REQUIRED)).toHaveCount(0);

    await form.getByLabel("Mobile").fill("9876543210");
    await form.getByLabel("Email").fill("rahul.verma@example.com");
    await send.click();
    await expect(page.getByText("Thank you! We will get back to you soon.")).toBeVisible();
    for (const label of ["Name", "Mobile", "Email", "Subject"]) await expect(form.getByLabel(label)).toHaveValue("");
    await expect(form.getByText(BAD_MOBILE)).toHaveCount(0);
    await expect(form.getByText(BAD_EMAIL)).toHaveCount(0);

    await loginAsAdmin(page);
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Contact messages" }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    const message = page.getByRole("article").filter({ hasText: subject });
    await expect(message).toHaveCount(1);
    await expect(message.getByRole("heading", { name: "Rahul Verma" })).toBeVisible();
    await expect(message.getByRole("link", { name: "rahul.verma@example.com" })).toBeVisible();
    await expect(message).toContainText("9876543210");
  });
});
