// @vitest-environment happy-dom
// The candidate's timeline: oldest first, the candidate's words for each stage, the employer's message,
// interview lines in India time, and never a private note (even if one slipped into the data).
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApplicationTimeline, type TimelineEvent } from "@/components/applications/application-timeline";

afterEach(cleanup);

const events: TimelineEvent[] = [
  // Given out of order: the component sorts by date.
  {
    id: "e3",
    to: "interview",
    actorRole: "Employer",
    createdAt: "2026-11-20T09:00:00.000Z",
    interview: { at: "2026-12-01T05:00:00.000Z", mode: "video", location: "https://meet.example/abc" },
  },
  { id: "e1", to: "applied", actorRole: "Candidate", createdAt: "2026-11-10T04:30:00.000Z" },
  { id: "e2", to: "shortlisted", actorRole: "Employer", createdAt: "2026-11-15T10:00:00.000Z", message: "Great profile, <b>well done</b>" },
];

describe("ApplicationTimeline", () => {
  it("lists the events oldest first in the candidate's words, with dates", () => {
    render(<ApplicationTimeline events={events} headingId="h" />);
    const history = screen.getByRole("region", { name: "Application history" });
    const items = within(history).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain("Application received");
    expect(items[0].textContent).toContain("Nov 10, 2026, 10:00 AM IST");
    expect(items[1].textContent).toContain("Shortlisted");
    expect(items[2].textContent).toContain("Interview scheduled");
    // The interview's time in India time, and its mode.
    expect(items[2].textContent).toContain("Interview on Dec 1, 2026, 10:30 AM IST (Video call)");
    // Employer words are never shown.
    expect(history.textContent).not.toMatch(/\bApplied\b|Screening/);
  });

  it("shows the employer's message as text (never as HTML) on its event only", () => {
    render(<ApplicationTimeline events={events} headingId="h" />);
    const items = screen.getAllByRole("listitem");
    expect(within(items[1]).getByText("Message from the employer:")).toBeTruthy();
    expect(within(items[1]).getByText("Great profile, <b>well done</b>")).toBeTruthy();
    expect(items[1].querySelector("b")).toBeNull();
    expect(within(items[0]).queryByText(/Message/)).toBeNull();
    expect(within(items[2]).queryByText(/Message/)).toBeNull();
  });

  it("never shows a private note, even when the data carries one", () => {
    const leaked = { ...events[2], id: "e4", to: "offered" as const, createdAt: "2026-11-25T09:00:00.000Z", note: "Salary too high, lowball them" };
    render(<ApplicationTimeline events={[...events, leaked]} headingId="h" />);
    expect(screen.getByText("Offer made")).toBeTruthy();
    expect(screen.queryByText(/lowball/)).toBeNull();
    expect(document.body.textContent).not.toContain("lowball");
  });

  it("renders nothing without events", () => {
    const { container } = render(<ApplicationTimeline events={[]} headingId="h" />);
    expect(container.textContent).toBe("");
  });
});
