// @vitest-environment happy-dom
// /candidate/applications with real data: the service's events and interview, rendered by the page,
// as the candidate sees them (candidate words, the employer's message, never the private note).
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/pipeline/actions", () => ({ withdrawApplicationAction: vi.fn() }));

const { session } = await import("@/tests/helpers/mock-guards");
const { moveApplication } = await import("@/lib/pipeline/service/moves");
const { withdrawApplication } = await import("@/lib/applications/service/withdraw");
const { createApplicationRow, inDays, pipelineFixture } = await import("@/tests/pipeline/helpers");
const { default: MyApplicationsPage } = await import("@/app/candidate/applications/page");

afterEach(cleanup);

async function renderPage() {
  render(await MyApplicationsPage({ searchParams: Promise.resolve({}) }));
}

describe("/candidate/applications", () => {
  it("shows each application's stage, history with the employer's message, the interview and Withdraw", async () => {
    const { employer, candidate, application } = await pipelineFixture("applied", "Pipeline QA");
    await moveApplication(employer, { id: application.id, status: "shortlisted", message: "Loved your portfolio", note: "SECRET-NOTE-9" });
    const at = inDays(4);
    await moveApplication(employer, { id: application.id, status: "interview", interview: { at, mode: "phone", location: "We will call you", durationMinutes: 60 } });
    session.user = candidate;
    await renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "My Applications" })).toBeTruthy();
    const card = screen.getByRole("article", { name: "Pipeline QA" });
    expect(within(card).getAllByText("Interview scheduled").length).toBeGreaterThan(0);
    const events = within(within(card).getByRole("region", { name: "Application history" })).getAllByRole("listitem");
    expect(events.map((e) => e.querySelector("p")?.textContent?.split(" · ")[0])).toEqual(["Application received", "Shortlisted", "Interview scheduled"]);
    expect(events[1].textContent).toContain("Loved your portfolio");
    expect(document.body.textContent).not.toContain("SECRET-NOTE");
    const interview = within(card).getByRole("region", { name: "Interview" });
    expect(interview.textContent).toContain("Phone call");
    expect(interview.textContent).toContain("We will call you");
    expect(within(interview).getByText(/IST$/).getAttribute("datetime")).toBe(at);
    expect(within(card).getByRole("button", { name: "Withdraw application for Pipeline QA" })).toBeTruthy();
  });

  it("a withdrawn application says so and offers no Withdraw; another candidate's applications are not listed", async () => {
    const { candidate, application, job } = await pipelineFixture("applied", "Pipeline Designer");
    await createApplicationRow(job.id, "applied", "Someone Else");
    await withdrawApplication(candidate, { id: application.id });
    session.user = candidate;
    await renderPage();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getAllByText("Withdrawn").length).toBe(2); // the badge and the last event
    expect(within(cards[0]).queryByRole("button", { name: /Withdraw/ })).toBeNull();
  });
});
