// @vitest-environment happy-dom
// The job page's ways to apply (decisions.md section 19, issue 30): Login to Apply and Create Account
// carry next=/jobs/{id}; on a phone the controls sit in a bar stuck to the bottom of the screen after
// the article (a second copy, shown below `sm` while the header's copy is hidden there), only for open
// jobs where applying is offered.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import { jobJson } from "@/tests/helpers/job-json";

const state = vi.hoisted(() => ({ user: null as SessionUser | null, job: null as unknown }));
vi.mock("server-only", () => ({}));
vi.mock("next/navigation", () => ({ notFound: () => { throw new Error("notFound"); }, useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/lib/auth/guards", () => ({ getCurrentUser: async () => state.user }));
vi.mock("@/lib/job-search/loaders", () => ({ getJobForPage: async () => state.job }));
vi.mock("@/components/job-reports/report-job-button", () => ({ ReportJobButton: () => null }));
vi.mock("@/lib/applications/actions", () => ({ applyToJobAction: vi.fn() }));
vi.mock("@/lib/saved-jobs/actions", () => ({ saveJobAction: vi.fn(), unsaveJobAction: vi.fn() }));

const { default: JobPage } = await import("@/app/(marketing)/jobs/[id]/page");

afterEach(cleanup);

async function renderPage(job: ReturnType<typeof jobJson>, user: SessionUser | null) {
  state.job = job;
  state.user = user;
  render(await JobPage({ params: Promise.resolve({ id: job.id }) }));
}

const candidate: SessionUser = { id: "c1", name: "Asha", email: "asha@example.com", role: "Candidate" };
const employer: SessionUser = { id: "e1", name: "Acme", email: "hr@acme.example", role: "Employer" };

describe("the job page's Apply", () => {
  it("sends a visitor to login and signup with next=/jobs/{id}, in the header and in the phone's bar after the article", async () => {
    await renderPage(jobJson({ id: "job-42", post: "Welder" }), null);
    const logins = screen.getAllByRole("link", { name: "Login to Apply" });
    const signups = screen.getAllByRole("link", { name: "Create Account" });
    expect(logins).toHaveLength(2);
    for (const link of logins) expect(link.getAttribute("href")).toBe("/login?next=%2Fjobs%2Fjob-42");
    for (const link of signups) expect(link.getAttribute("href")).toBe("/signup?next=%2Fjobs%2Fjob-42");
    // One copy in the article's header (hidden on phones), one in the bar after the article (phones only).
    const article = screen.getByRole("article");
    const inArticle = within(article).getByRole("link", { name: "Login to Apply" });
    const bar = logins.find((link) => !article.contains(link))!;
    expect(inArticle.closest(".hidden.sm\\:block")).not.toBeNull();
    const barBox = bar.closest(".sticky")!;
    expect(barBox.className).toContain("bottom-0");
    expect(barBox.className).toContain("sm:hidden");
    expect(article.compareDocumentPosition(barBox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("gives a candidate Apply Now in both places", async () => {
    await renderPage(jobJson({ id: "job-7", post: "Fitter", applied: false, saved: false }), candidate);
    expect(screen.getAllByRole("button", { name: "Apply Now for Fitter" })).toHaveLength(2);
  });

  it("offers no Apply (and no bar) for a closed job, or to an employer", async () => {
    await renderPage(jobJson({ isOpen: false, closedAt: "2026-11-01T00:00:00.000Z" }), null);
    expect(screen.queryByRole("link", { name: "Login to Apply" })).toBeNull();
    expect(document.querySelector(".sticky")).toBeNull();
    cleanup();
    await renderPage(jobJson(), employer);
    expect(screen.queryByRole("button", { name: /Apply Now/ })).toBeNull();
    expect(document.querySelector(".sticky")).toBeNull();
  });

  it("shows the job's own city, not the company's", async () => {
    await renderPage(
      jobJson({ city: "Nagpur", state: "Maharashtra", organisationDetails: { orgName: "Acme Ltd", city: "Pune", state: "Maharashtra", website: null } }),
      null,
    );
    expect(screen.getByText("Acme Ltd · Nagpur, Maharashtra")).toBeTruthy();
    expect(screen.getByText("Nagpur, Maharashtra, India")).toBeTruthy();
  });
});

describe("the job page's skills", () => {
  it("lists every skill of the job in Required skills and Nice to have, inside the article", async () => {
    const skills = [
      { id: "react", name: "React", required: true },
      { id: "docker", name: "Docker", required: true },
      { id: "figma", name: "Figma", required: false },
    ];
    await renderPage(jobJson({ skills }), null);
    const article = screen.getByRole("article");
    expect(within(article).getByRole("list", { name: "Required skills" }).textContent).toBe("ReactDocker");
    expect(within(article).getByRole("list", { name: "Nice to have" }).textContent).toBe("Figma");
    // The JobPosting markup names them too (schema.org JobPosting.skills).
    const ld = document.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(JSON.parse(ld).skills).toBe("React, Docker, Figma");
  });
});
