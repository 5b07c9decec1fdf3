import { expect, test } from "@playwright/test";
import { DEMO, loginAs } from "./helpers/auth";

test.describe("site frame", () => {
  test("header navigation, services dropdown and footer", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About Us", "Training", "Career", "Contact Us"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Signup" })).toBeVisible();

    await nav.getByRole("button", { name: "Services" }).click();
    for (const name of ["IT Sectors", "Recruitment Services", "Industry-Specific Training", "Ongoing Support"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Ongoing Support" })).toBeHidden();

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Training", exact: true })).toHaveAttribute("href", "/training");
    await expect(footer.getByText("Traning")).toHaveCount(0);
    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
    await expect(legal.getByRole("link", { name: "Terms of use" })).toHaveAttribute("href", "/terms");
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  test("a visitor's page view does not ask the server about a session it never had", async ({ page }) => {
    const checks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/auth/verify-token")) checks.push(request.url());
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/about-us");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Training" }).click();
    await expect(page).toHaveURL("/training");
    expect(checks).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("an unknown path answers 404 with the spec's texts", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    // A URL that matches no route still gets the site's frame (app/global-not-found.tsx).
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a page carries the frame once in its payload, not again for the not-found pages (decision 0045)", async ({ request }) => {
    for (const path of ["/privacy", "/jobs"]) {
      const html = await (await request.get(path)).text();
      // The footer's heading: once in the HTML, once in the payload the browser hydrates from.
      expect(html.split("Get in Touch").length - 1, path).toBe(2);
    }
  });

  test("a signed-in user's unknown address in their area: a 404 in the area's frame whose scripts run", async ({ page }) => {
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) blocked.push(message.text());
    });
    await loginAs(page, "Candidate", DEMO.candidate.email, DEMO.candidate.password);
    const response = await page.goto("/candidate/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The area's pages get a nonce policy: a 404 without the nonce would have every script refused.
    expect(blocked).toEqual([]);
  });

  test("logged-out visitors are sent to the login page from every area", async ({ page }) => {
    for (const area of ["/candidate/profile", "/employer/postjobs", "/university/explore"]) {
      await page.goto(area);
      await expect(page).toHaveURL(/\/login(\?|$)/);
    }
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("the API answers in its envelope", async ({ request }) => {
    const unknown = await request.get("/api/v1/no/such/call");
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, code: "NOT_FOUND", message: "No such API call." });

    const session = await request.get("/api/v1/auth/verify-token");
    expect(session.status()).toBe(401);
    expect((await session.json()).success).toBe(false);

    const doc = await request.get("/api/v1/openapi.json");
    expect(doc.ok()).toBe(true);
    expect((await doc.json()).openapi).toBe("3.1.0");
  });
});
