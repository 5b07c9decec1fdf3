// @vitest-environment happy-dom
// The drive pages' pieces: the student's cards (Eligible and Register, the job behind the drive, Not
// eligible with the reasons and whom to ask, Registered with the round) and the new drive form (comma lists, India times, rounds added and the
// action's input as POST drives takes it).
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DriveJson } from "@/lib/campus/contract/common";

const actions = vi.hoisted(() => ({ createDriveAction: vi.fn(), respondToDriveAction: vi.fn(), registerForDriveAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("@/lib/campus/actions/drives", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { CandidateDrivesList } = await import("@/components/campus/candidate-drives-list");
const { DriveForm } = await import("@/components/campus/drive-form");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const base: DriveJson = {
  id: "d-1",
  title: "Campus Hiring 2027",
  company: "Globex",
  jobs: [],
  universities: [{ id: "u-1", instituteName: "Pune Institute", response: "accepted" }],
  eligibility: { courses: ["B.Tech"], passingYears: [2027], minMarks: 60, maxBacklogs: 0 },
  salary: 1_200_000,
  registrationCloses: "2026-12-01T06:30:00.000Z",
  rounds: [{ id: "r-1", name: "Aptitude test", at: "2026-12-03T04:30:00.000Z" }],
  status: "open",
  eligible: true,
  reasons: [],
  registered: false,
  currentRound: null,
};

describe("CandidateDrivesList", () => {
  it("an eligible drive says so, shows its job and registers; an ineligible one lists why and whom to ask; a registered one shows the round", async () => {
    const job = { id: "j-1", post: "Graduate Engineer", description: "Build and test payment services.", city: "Pune", state: "Maharashtra", workplaceType: "hybrid" as const };
    actions.registerForDriveAction.mockResolvedValue({ ok: true, data: { id: "reg-1", driveId: "d-1" } });
    const reasons = ["Minimum marks 60%; yours are 55%.", "At most 0 backlogs allowed; you have 1."];
    render(
      <CandidateDrivesList
        drives={[
          { ...base, jobs: [job] },
          { ...base, id: "d-2", title: "Dream Drive", eligible: false, reasons },
          { ...base, id: "d-3", title: "Joined Drive", registered: true, currentRound: 2 },
        ]}
        contact="write to your placement office: Dr. Kulkarni, tpo@pune.example"
      />,
    );
    const [open, closed, joined] = screen.getAllByRole("listitem").filter((item) => item.getAttribute("aria-labelledby"));
    expect(within(open).getByText("Eligible")).toBeTruthy();
    expect(within(open).getByText("₹12,00,000 a year")).toBeTruthy();
    expect(within(open).getByText("Graduate Engineer")).toBeTruthy();
    expect(within(open).getByText(/Pune,\s*Maharashtra \(hybrid\)/)).toBeTruthy();
    expect(within(open).getByText("Build and test payment services.")).toBeTruthy();
    await userEvent.click(within(open).getByRole("button", { name: "Register for Campus Hiring 2027" }));
    expect(actions.registerForDriveAction).toHaveBeenCalledWith({ id: "d-1" });
    expect(router.refresh).toHaveBeenCalled();

    expect(within(closed).getByText("Not eligible")).toBeTruthy();
    expect(within(within(closed).getByRole("list", { name: "Why you cannot register" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(reasons);
    expect(within(closed).queryByRole("button")).toBeNull();
    expect(within(closed).getByText("Is your record wrong? Write to your placement office: Dr. Kulkarni, tpo@pune.example.")).toBeTruthy();

    expect(within(joined).getByText("Registered — round 2")).toBeTruthy();
    expect(within(joined).queryByRole("button")).toBeNull();
  });
});

describe("DriveForm", () => {
  const options = {
    jobs: [{ id: "job-1", post: "Graduate Engineer", city: "Pune" }],
    universities: [
      { id: "u-1", instituteName: "Pune Institute", city: "Pune" },
      { id: "u-2", instituteName: "Nagpur College", city: "Nagpur" },
    ],
  };

  it("says what is missing before calling the server", async () => {
    render(<DriveForm options={options} askCompany basePath="/admin/drives" />);
    await userEvent.click(screen.getByRole("button", { name: "Create drive" }));
    expect(await screen.findByText("Please enter when registration closes")).toBeTruthy();
    expect(actions.createDriveAction).not.toHaveBeenCalled();
  });

  it("sends POST drives' input: lists from commas, numbers, India times, the rounds in order; then opens the drive", async () => {
    actions.createDriveAction.mockResolvedValue({ ok: true, data: { ...base, id: "new-1" } });
    render(<DriveForm options={options} askCompany={false} basePath="/employer/drives" />);
    await userEvent.type(screen.getByLabelText(/^Title/), "Campus Hiring 2027");
    await userEvent.click(screen.getByLabelText("Graduate Engineer (Pune)"));
    await userEvent.click(screen.getByLabelText("Nagpur College, Nagpur"));
    await userEvent.type(screen.getByLabelText(/^Courses/), "B.Tech CSE,  B.E. IT ,");
    await userEvent.type(screen.getByLabelText(/^Passing years/), "2026, 2027");
    await userEvent.type(screen.getByLabelText(/^Minimum marks/), "62.5");
    await userEvent.type(screen.getByLabelText(/^Salary/), "650000");
    await userEvent.type(screen.getByLabelText(/^Registration closes/), "2099-12-01T17:30");
    await userEvent.type(screen.getByLabelText(/^Name/), "Aptitude test");
    await userEvent.type(screen.getByLabelText(/^Date and time/), "2099-12-03T10:00");
    await userEvent.click(screen.getByRole("button", { name: "Add round" }));
    const second = screen.getByRole("group", { name: "Round 2" });
    await userEvent.type(within(second).getByLabelText(/^Name/), "Interview");
    await userEvent.type(within(second).getByLabelText(/^Date and time/), "2099-12-05T11:15");
    await userEvent.click(screen.getByRole("button", { name: "Create drive" }));

    expect(actions.createDriveAction).toHaveBeenCalledWith({
      title: "Campus Hiring 2027",
      jobIds: ["job-1"],
      universityIds: ["u-2"],
      eligibility: { courses: ["B.Tech CSE", "B.E. IT"], passingYears: [2026, 2027], minMarks: 62.5 },
      salary: 650_000,
      registrationCloses: "2099-12-01T17:30:00+05:30",
      rounds: [
        { name: "Aptitude test", at: "2099-12-03T10:00:00+05:30" },
        { name: "Interview", at: "2099-12-05T11:15:00+05:30" },
      ],
    });
    expect(router.push).toHaveBeenCalledWith("/employer/drives/new-1");
  });
});
