// @vitest-environment happy-dom
// /candidate/profile with real data (docs/decisions/0051): a complete profile opens as a profile (the
// read view, verified skills at once with their certificate); an "Edit" link's `?step=` and an
// incomplete profile open the wizard; a step name that does not exist is ignored.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/skills/actions", () => ({ saveCandidateSkillsAction: vi.fn(), addResumeSkillsAction: vi.fn() }));

const { session } = await import("@/tests/helpers/mock-guards");
const { db } = await import("@/lib/db");
const { createCandidate } = await import("@/tests/factories");
const { loadProfilePage } = await import("@/lib/candidate-profile/loaders/profile");
const { default: CandidateProfilePage } = await import("@/app/candidate/profile/page");

afterEach(cleanup);

await db.skill.createMany({
  data: [
    { id: "page-test-aws", name: "Page Test AWS", category: "Test" },
    { id: "page-test-sql", name: "Page Test SQL", category: "Test" },
  ],
});

async function renderPage(searchParams: Record<string, string> = {}) {
  render(await CandidateProfilePage({ searchParams: Promise.resolve(searchParams) }));
}

const stepHeading = () => screen.queryByRole("heading", { level: 2, name: /Personal Details|KYC Details|Job Profile|Education Details/ });

describe("/candidate/profile", () => {
  it("opens a complete profile as a profile, its verified skill linked to the certificate", async () => {
    const { user } = await createCandidate({ complete: true, name: "Reader View" });
    await db.candidateSkill.createMany({
      data: [
        { userId: user.id, skillId: "page-test-aws", level: 4, source: "verified", certificateCode: "TB2026PAGE000001" },
        { userId: user.id, skillId: "page-test-sql", level: 2, source: "self" },
      ],
    });
    session.user = user;
    await renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "My Profile" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Profile steps" })).toBeNull();
    for (const name of ["Personal Details", "KYC Details", "Job Profile", "Skills", "Education Details"]) {
      expect(screen.getByRole("region", { name })).toBeTruthy();
      expect(screen.getByRole("link", { name: `Edit ${name}` })).toBeTruthy();
    }
    expect(screen.getByText("Reader View")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Verified: the certificate for Page Test AWS" }).getAttribute("href")).toBe("/certificates/TB2026PAGE000001");
    expect(screen.getByText("Page Test SQL")).toBeTruthy();
  });

  it("opens the wizard at the step an Edit link names", async () => {
    const { user } = await createCandidate({ complete: true });
    session.user = user;
    await renderPage({ step: "kyc" });
    expect(screen.getByRole("navigation", { name: "Profile steps" })).toBeTruthy();
    expect(stepHeading()?.textContent).toBe("KYC Details");
    expect(screen.getByText("Profile Completed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View my profile" }).getAttribute("href")).toBe("/candidate/profile");
  });

  it("keeps opening the wizard for an incomplete profile", async () => {
    const { user } = await createCandidate();
    session.user = user;
    await renderPage();
    expect(stepHeading()?.textContent).toBe("Personal Details");
    expect(screen.getByRole("region", { name: "Have a résumé? Fill the profile from it" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Edit Personal Details" })).toBeNull();
  });
});

describe("loadProfilePage", () => {
  it("reads the step and next, ignoring what does not fit", async () => {
    const { user } = await createCandidate({ complete: true });
    session.user = user;
    expect((await loadProfilePage({})).view).toEqual({ mode: "profile" });
    expect((await loadProfilePage({ step: "education" })).view).toEqual({ mode: "wizard", step: 3 });
    // Not a step name (an old numeric link included): the read view, the rest of the query still read.
    const odd = await loadProfilePage({ step: "2", next: "/jobs/j1" });
    expect(odd.view).toEqual({ mode: "profile" });
    expect(odd.next).toBe("/jobs/j1");
    expect((await loadProfilePage({ next: "https://evil.example/" })).next).toBeNull();

    const { user: newcomer } = await createCandidate();
    session.user = newcomer;
    expect((await loadProfilePage({})).view).toEqual({ mode: "wizard", step: undefined });
  });
});
