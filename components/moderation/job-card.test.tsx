// @vitest-environment happy-dom
// The admin's job card shows the job's signals (docs/decisions/0022) as a list in words, with a link to
// the job it may copy, and nothing when there is nothing to check.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminJobJson } from "@/lib/moderation/contract";

vi.mock("@/lib/moderation/actions", () => ({ decideEmployerAction: vi.fn(), decideJobAction: vi.fn(), decideRequestAction: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { AdminJobCard } = await import("@/components/moderation/job-card");

afterEach(cleanup);

const job: AdminJobJson = {
  id: "job_new",
  skills: [],
  post: "Data Entry Operator",
  payroll: "₹15,000 a month",
  qualifications: ["HSC"],
  openings: 5,
  minExperience: 0,
  description: "Work from home.",
  employmentType: "Full Time",
  hiringProcess: "Online",
  status: "pending",
  createdAt: "2026-11-20T06:00:00.000Z",
  organisationDetails: { orgName: "Quick Jobs", city: "Pune", state: "Maharashtra", website: null },
  city: "Pune",
  state: "Maharashtra",
  country: "India",
  workplaceType: "remote",
  salary: null,
  validThrough: null,
  isOpen: false,
  closedAt: null,
  closeReason: null,
  underReview: false,
  employerVerified: false,
  employer: {
    id: "emp_1",
    orgName: "Quick Jobs",
    city: "Pune",
    state: "Maharashtra",
    website: null,
    status: "approved",
    email: "hr@quickjobs.example",
    mobile: null,
  },
  decisions: [],
  signals: { feePhrases: [], offSiteContact: false },
};

const signalsList = () => screen.getByRole("list", { name: "Signals" });

describe("AdminJobCard signals", () => {
  it("lists every signal in words, linking the possible original", () => {
    render(
      <AdminJobCard
        job={{ ...job, signals: { duplicateOf: "job_old", feePhrases: ["registration fee", "security deposit"], offSiteContact: true } }}
      />,
    );
    const items = within(signalsList()).getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "Possible duplicate of a job posted earlier",
      "Asks for fees: registration fee, security deposit",
      "Contact moved off the site (phone, e-mail or WhatsApp in the text)",
    ]);
    expect(within(signalsList()).getByRole("link", { name: "a job posted earlier" }).getAttribute("href")).toBe("/jobs/job_old");
  });

  it("shows only the signals that are there", () => {
    render(<AdminJobCard job={{ ...job, signals: { feePhrases: ["joining fee"], offSiteContact: false } }} />);
    expect(within(signalsList()).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Asks for fees: joining fee"]);
    expect(screen.queryByRole("link", { name: "a job posted earlier" })).toBeNull();
  });

  it("shows no Signals section for a job with none", () => {
    render(<AdminJobCard job={job} />);
    expect(screen.getByRole("heading", { name: "Data Entry Operator" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Signals" })).toBeNull();
    expect(screen.queryByText("Signals")).toBeNull();
  });
});

describe("AdminJobCard skills", () => {
  it("names the job's skills, nice-to-have ones marked, and leaves the fact out without skills", () => {
    render(
      <AdminJobCard
        job={{
          ...job,
          skills: [
            { id: "react", name: "React", required: true },
            { id: "docker", name: "Docker", required: false },
          ],
        }}
      />,
    );
    const term = screen.getByText("Skills", { selector: "dt" });
    expect(term.nextElementSibling?.textContent).toBe("React, Docker (nice to have)");
    cleanup();
    render(<AdminJobCard job={job} />);
    expect(screen.queryByText("Skills", { selector: "dt" })).toBeNull();
  });
});
