// @vitest-environment happy-dom
// The résumé pre-fill inside the wizard (docs/decisions/0051): offered at the top of Personal Details,
// what the résumé says lands in the matching fields of all four steps (empty ones only, unless the
// person picks the résumé's value), each says "Filled from your résumé" until edited, nothing typed is
// lost, nothing is saved; and in Job Profile as before.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CandidateWithProfile, ResumeFields } from "@/lib/candidate-profile/contract";
import { EMPTY_PROFILE } from "@/components/candidate-profile/profile-fixture";

const api = vi.hoisted(() => ({ apiUpload: vi.fn(), apiRequest: vi.fn() }));
const actions = vi.hoisted(() => ({ addResumeSkillsAction: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }));
vi.mock("@/lib/client/api", () => api);
vi.mock("@/lib/skills/actions", () => actions);
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/client/session-store", () => ({ setSessionUser: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { ProfileWizard } = await import("@/components/candidate-profile/profile-wizard");

const FIELDS: ResumeFields = {
  fullName: "Priya Sharma",
  email: "priya.sharma@example.com",
  mobile: "9822012345",
  currentCompany: "Infosys",
  role: "Senior Data Analyst",
  workExperience: 5,
  course: "B.Tech Computer Engineering",
  passingYear: 2019,
  skills: [{ skillId: "t-sql", name: "SQL" }],
};

/** Just signed up: a name and mobile of their own, nothing else. */
const SIGNED_UP: CandidateWithProfile = { id: "c1", fullName: "P Sharma", email: "priya@example.com", mobile: "9876543210", profile: EMPTY_PROFILE };

const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], "cv.pdf", { type: "application/pdf" });
const parseCalls = () => api.apiUpload.mock.calls.filter(([path]) => path === "/candidate/resume-parse");
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The texts that describe a field (its hint, "Filled from your résumé", its error). */
const description = (label: string) =>
  (input(label).getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  api.apiUpload.mockResolvedValue({ ok: true, data: { fields: FIELDS } });
  actions.addResumeSkillsAction.mockResolvedValue({ ok: true, data: null });
});
afterEach(cleanup);

async function startFromResume() {
  render(<ProfileWizard initial={SIGNED_UP} />);
  expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Personal Details");
  expect(screen.getByRole("region", { name: "Have a résumé? Fill the profile from it" })).toBeTruthy();
  await userEvent.upload(input("Your résumé file"), pdf());
  await screen.findByRole("region", { name: "We found these in your résumé" });
}

describe("Starting from the résumé (Personal Details)", () => {
  it("fills the empty fields of all four steps, keeps the sign-up name and mobile, and saves nothing", async () => {
    await startFromResume();
    expect(parseCalls()).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Fill 5 empty fields from the résumé" }));

    // Personal Details: what the person gave at sign-up stays.
    expect(input("Full Name").value).toBe("P Sharma");
    expect(input("Mobile").value).toBe("9876543210");
    expect(input("Email").value).toBe("priya@example.com");
    // Job Profile and Education Details (hidden steps of the same form) are pre-filled, each saying so.
    expect(input("Current Company").value).toBe("Infosys");
    expect(input("Role").value).toBe("Senior Data Analyst");
    expect(input("Work Experience (years)").value).toBe("5");
    expect(input("Course").value).toBe("B.Tech Computer Engineering");
    expect(input("Passing Year").value).toBe("2019");
    for (const label of ["Current Company", "Role", "Work Experience (years)", "Course", "Passing Year"]) {
      expect(description(label), label).toContain("Filled from your résumé");
    }
    expect(description("Full Name")).not.toContain("Filled from your résumé");
    // The file chosen here is the profile's résumé too.
    expect(screen.getByText("Attached as your résumé (Job Profile): cv.pdf")).toBeTruthy();
    expect(screen.getByText("File selected")).toBeTruthy();
    // Nothing was sent to be saved; the draft holds the values (saved with their steps).
    expect(api.apiUpload.mock.calls.filter(([path]) => path !== "/candidate/resume-parse")).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem("profileData") ?? "{}")).toMatchObject({ fullName: "P Sharma", role: "Senior Data Analyst", course: "B.Tech Computer Engineering" });
  });

  it("changes a value the person gave only when they pick the résumé's", async () => {
    await startFromResume();
    await userEvent.click(screen.getByRole("button", { name: "Use résumé's Full Name" }));
    expect(input("Full Name").value).toBe("Priya Sharma");
    expect(description("Full Name")).toContain("Filled from your résumé");
    expect(input("Mobile").value).toBe("9876543210");
    // Editing a filled field makes it the person's again.
    await userEvent.type(input("Full Name"), " K");
    expect(description("Full Name")).not.toContain("Filled from your résumé");
  });

  it("loses nothing typed: a field typed before the fill keeps its value", async () => {
    render(<ProfileWizard initial={SIGNED_UP} />);
    await userEvent.type(input("Role"), "Data Analyst");
    await userEvent.upload(input("Your résumé file"), pdf());
    await screen.findByRole("region", { name: "We found these in your résumé" });
    expect(screen.getByText("Data Analyst", { selector: "dd" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Fill 4 empty fields from the résumé" }));
    expect(input("Role").value).toBe("Data Analyst");
    expect(input("Current Company").value).toBe("Infosys");
  });

  it("never quietly turns a fresher into an employee", async () => {
    render(<ProfileWizard initial={{ ...SIGNED_UP, profile: { ...EMPTY_PROFILE, isFresher: true, workExperience: 0 } }} />);
    await userEvent.upload(input("Your résumé file"), pdf());
    await userEvent.click(await screen.findByRole("button", { name: "Fill 3 empty fields from the résumé" }));
    expect((screen.getByLabelText("I am a fresher") as HTMLInputElement).checked).toBe(true);
    expect(input("Work Experience (years)").value).toBe("0");
    // Picking the résumé's company is the person's choice: then they are not a fresher.
    await userEvent.click(screen.getByRole("button", { name: "Use résumé's Current Company" }));
    expect((screen.getByLabelText("I am a fresher") as HTMLInputElement).checked).toBe(false);
    expect(input("Current Company").value).toBe("Infosys");
  });

  it("refuses a file of another kind where it was chosen, and does not read it", async () => {
    render(<ProfileWizard initial={SIGNED_UP} />);
    await userEvent.upload(input("Your résumé file"), new File(["x"], "cv.txt", { type: "text/plain" }), { applyAccept: false });
    expect(parseCalls()).toEqual([]);
    expect(input("Your résumé file").getAttribute("aria-invalid")).toBe("true");
    expect(description("Your résumé file")).toContain("Please choose a PDF, DOC or DOCX file");
  });
});

describe("The résumé in Job Profile", () => {
  const personalDone = {
    ...EMPTY_PROFILE, gender: "Female", dob: "1998-04-12", subLocation: "Kothrud", maritalStatus: "Single", language: ["English"],
    englishFluency: "Advanced", currentAddress: "12 Test Street, Pune", permanentAddress: "12 Test Street, Pune",
    passPortNumber: "K1234567", passPortFile: "/api/v1/files/f1",
  } satisfies CandidateWithProfile["profile"];

  it("shows the proposals under the Resume field and fills from there", async () => {
    render(<ProfileWizard initial={{ ...SIGNED_UP, profile: personalDone }} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Job Profile");
    await userEvent.upload(input("Resume"), pdf());
    await userEvent.click(await screen.findByRole("button", { name: "Fill Role from the résumé" }));
    expect(input("Role").value).toBe("Senior Data Analyst");
    // One panel, on the step in view.
    expect(screen.getAllByRole("region", { name: "We found these in your résumé" })).toHaveLength(1);
  });

  it("answers a file with no text calmly: a message in the panel, the résumé still chosen, no field error", async () => {
    api.apiUpload.mockResolvedValue({ ok: false, code: "NO_TEXT", status: 422, message: "We could not read any text in this file" });
    render(<ProfileWizard initial={{ ...SIGNED_UP, profile: personalDone }} />);
    await userEvent.upload(input("Resume"), pdf());
    expect(await screen.findByText(/We could not read any text in this file \(it may be a scan\)/)).toBeTruthy();
    expect(screen.getByText(/Your résumé is still attached/)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input("Resume").getAttribute("aria-invalid")).toBeNull();
  });
});
