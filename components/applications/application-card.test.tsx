// @vitest-environment happy-dom
// One application card: the stage in the candidate's words, the interview while one is scheduled,
// the history, the link to its messages, and Withdraw only while the application is open.
import { jobJson } from "@/tests/helpers/job-json";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApplicationJson } from "@/lib/job-search/service/application-json";

vi.mock("@/lib/pipeline/actions", () => ({ withdrawApplicationAction: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const { ApplicationCard } = await import("@/components/applications/application-card");

afterEach(cleanup);

const job: ApplicationJson["job"] = jobJson();

function application(overrides: Partial<ApplicationJson>): ApplicationJson {
  return {
    id: "app-1",
    status: "applied",
    createdAt: "2026-11-10T04:30:00.000Z",
    job,
    jobRemoved: false,
    events: [{ id: "e1", from: null, to: "applied", actorRole: "Candidate", createdAt: "2026-11-10T04:30:00.000Z" }],
    interview: null,
    ...overrides,
  };
}

describe("ApplicationCard", () => {
  it("an open application: its stage, the job link, the date applied, and Withdraw", () => {
    render(<ApplicationCard application={application({})} />);
    const card = screen.getByRole("article", { name: "QA Engineer" });
    expect(within(card).getByRole("link", { name: "QA Engineer" }).getAttribute("href")).toBe("/jobs/job-1");
    expect(within(card).getByText("Acme Ltd")).toBeTruthy();
    expect(card.textContent).toContain("Applied on 10 Nov 2026");
    expect(within(card).getAllByText("Application received").length).toBeGreaterThan(0);
    expect(within(card).getByRole("button", { name: "Withdraw application for QA Engineer" })).toBeTruthy();
  });

  it("a scheduled interview shows when (India time), how and where", () => {
    const interview = { at: "2026-12-01T05:00:00.000Z", mode: "in_person" as const, location: "2nd floor, Acme House, Pune", durationMinutes: 60 };
    render(
      <ApplicationCard
        application={application({
          status: "interview",
          interview,
          events: [
            { id: "e1", from: null, to: "applied", actorRole: "Candidate", createdAt: "2026-11-10T04:30:00.000Z" },
            { id: "e2", from: "applied", to: "interview", actorRole: "Employer", createdAt: "2026-11-12T04:30:00.000Z", interview },
          ],
        })}
      />,
    );
    const section = screen.getByRole("region", { name: "Interview" });
    expect(section.textContent).toContain("Dec 1, 2026, 10:30 AM IST");
    expect(section.textContent).toContain("In person");
    expect(section.textContent).toContain("2nd floor, Acme House, Pune");
  });

  it.each([
    ["rejected", "Not selected"],
    ["withdrawn", "Withdrawn"],
    ["hired", "Hired"],
  ] as const)("a final application (%s) shows %s and no Withdraw", (status, label) => {
    render(<ApplicationCard application={application({ status })} />);
    const card = screen.getByRole("article");
    expect(within(card).getByText(label, { selector: "span" })).toBeTruthy();
    expect(within(card).queryByRole("button", { name: /Withdraw/ })).toBeNull();
  });

  it("links to the application's messages, except on that page itself", () => {
    render(<ApplicationCard application={application({ status: "rejected" })} />);
    const link = within(screen.getByRole("article")).getByRole("link", { name: "Messages about QA Engineer" });
    expect(link.getAttribute("href")).toBe("/candidate/applications/app-1");
    expect(link.textContent).toBe("Messages");
    cleanup();
    render(<ApplicationCard application={application({})} messagesLink={false} />);
    expect(within(screen.getByRole("article")).queryByRole("link", { name: /^Messages/ })).toBeNull();
  });

  it("a removed job shows its title without a link", () => {
    render(<ApplicationCard application={application({ jobRemoved: true })} />);
    const card = screen.getByRole("article");
    expect(within(card).queryByRole("link")).toBeNull();
    expect(within(card).getByText("Job removed")).toBeTruthy();
  });
});
