// @vitest-environment happy-dom
// The resume pre-fill's panel (decisions.md section 14): "Use" one value, "Use all", skills through
// addResumeSkillsAction, and the calm message when the file has no text; then inside the wizard, where
// a chosen resume is read and a used value lands in the form of whichever step holds it.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CandidateWithProfile, ResumeFields } from "@/lib/candidate-profile/contract";

const api = vi.hoisted(() => ({ apiUpload: vi.fn(), apiRequest: vi.fn() }));
const actions = vi.hoisted(() => ({ addResumeSkillsAction: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("@/lib/client/api", () => api);
vi.mock("@/lib/skills/actions", () => actions);
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/client/session-store", () => ({ setSessionUser: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { ResumeSuggestions } = await import("@/components/candidate-profile/resume-suggestions");
const { ProfileWizard } = await import("@/components/candidate-profile/profile-wizard");

const FIELDS: ResumeFields = {
  fullName: "Priya Sharma",
  email: "priya.sharma@example.com",
  mobile: "9822012345",
  role: "Senior Software Engineer",
  workExperience: 5,
  passingYear: 2019,
  skills: [
    { skillId: "t-react", name: "React" },
    { skillId: "t-docker", name: "Docker" },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  actions.addResumeSkillsAction.mockResolvedValue({ ok: true, data: null });
});
afterEach(cleanup);

function renderPanel(fields: ResumeFields = FIELDS) {
  const onUse = vi.fn();
  render(<ResumeSuggestions reading={{ id: 1, status: "found", fields }} onUse={onUse} onDismiss={vi.fn()} />);
  return onUse;
}

describe("ResumeSuggestions", () => {
  it("lists each value with its label and a Use button; Use puts that one value in its field", async () => {
    const onUse = renderPanel();
    const panel = screen.getByRole("region", { name: "We found these in your resume" });
    expect(within(panel).getByText("Senior Software Engineer")).toBeTruthy();
    expect(within(panel).getByText("5 years")).toBeTruthy();
    expect(within(panel).getByText("priya.sharma@example.com")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Use Role" }));
    expect(onUse).toHaveBeenCalledTimes(1);
    expect(onUse).toHaveBeenCalledWith("role", "Senior Software Engineer");
    expect(screen.queryByRole("button", { name: "Use Role" })).toBeNull();
    expect(screen.getAllByText((_, el) => el?.tagName === "SPAN" && el.textContent === "Used Role")).toHaveLength(1);
    // The login e-mail is not the resume's to change: shown, never offered.
    expect(screen.queryByRole("button", { name: /Use E-?mail/i })).toBeNull();
    expect(actions.addResumeSkillsAction).not.toHaveBeenCalled();
  });

  it("adds one skill through addResumeSkillsAction, then reads the page again", async () => {
    renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Use Docker" }));
    expect(actions.addResumeSkillsAction).toHaveBeenCalledWith({ skills: [{ skillId: "t-docker" }] });
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Docker added to your skills.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Use Docker" })).toBeNull();
  });

  it("Use all fills every value not yet used and adds the remaining skills in one call", async () => {
    const onUse = renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Use Full Name" }));
    await userEvent.click(screen.getByRole("button", { name: "Use React" }));
    onUse.mockClear();
    actions.addResumeSkillsAction.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Use all" }));
    expect(onUse.mock.calls).toEqual([
      ["mobile", "9822012345"],
      ["role", "Senior Software Engineer"],
      ["workExperience", "5"],
      ["passingYear", "2019"],
    ]);
    expect(actions.addResumeSkillsAction).toHaveBeenCalledWith({ skills: [{ skillId: "t-docker" }] });
    expect(await screen.findByText("Docker added to your skills.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Use all" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps a refused skill offered and says why, calmly", async () => {
    actions.addResumeSkillsAction.mockResolvedValue({ ok: false, code: "VALIDATION", status: 400, message: "You can list at most 50 skills" });
    renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Use React" }));
    expect(await screen.findByText("You can list at most 50 skills")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Use React" })).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("says so when nothing was found", () => {
    renderPanel({ skills: [] });
    expect(screen.getByText(/Nothing we could suggest this time/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Use all" })).toBeNull();
  });
});

const PROFILE = {
  gender: "Female", dob: "1998-04-12", subLocation: "Kothrud", maritalStatus: "Single", language: ["English"],
  englishFluency: "Advanced", currentAddress: "12 Test Street, Pune", permanentAddress: "12 Test Street, Pune",
  panCardNumber: null, panCardFile: null, drivingLicenseNumber: null, drivingLicenseFile: null,
  passPortNumber: "K1234567", passPortFile: "/api/v1/files/f1", workExperience: null, resumeFile: null,
  currentCompany: null, previousCompany: null, role: null, subRole: null, industry: null, jobType: null,
  prefferedLocation: null, course: null, passingYear: null, marks: null, isProfileCompleted: false,
  isFresher: true, currentSalary: null, expectedSalary: null, noticePeriodDays: null, skills: [], discoverable: false,
} satisfies CandidateWithProfile["profile"];

const CANDIDATE: CandidateWithProfile = { id: "c1", fullName: "P Sharma", email: "priya@example.com", mobile: "9876543210", profile: PROFILE };
const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], "cv.pdf", { type: "application/pdf" });
const parseCalls = () => api.apiUpload.mock.calls.filter(([path]) => path === "/candidate/resume-parse");
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("ProfileWizard with the resume pre-fill", () => {
  it("reads a chosen resume and fills fields of this step and of others; nothing is sent to be saved", async () => {
    api.apiUpload.mockResolvedValue({ ok: true, data: { fields: { ...FIELDS, currentCompany: "Pixel Forge Technologies", course: "B.Tech" } } });
    render(<ProfileWizard initial={CANDIDATE} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Job Profile");
    await userEvent.upload(input("Resume"), pdf());
    expect(parseCalls()).toHaveLength(1);
    expect((parseCalls()[0][1] as FormData).get("resume")).toBeInstanceOf(File);
    await screen.findByRole("region", { name: "We found these in your resume" });

    await userEvent.click(screen.getByRole("button", { name: "Use Role" }));
    expect(input("Role").value).toBe("Senior Software Engineer");
    // A fresher who takes a current company is no longer a fresher: the field appears, filled.
    await userEvent.click(screen.getByRole("button", { name: "Use Current Company" }));
    expect((screen.getByLabelText("I am a fresher") as HTMLInputElement).checked).toBe(false);
    expect(input("Current Company").value).toBe("Pixel Forge Technologies");
    // Fields of Personal Details and Education Details live in the same form, on hidden steps.
    await userEvent.click(screen.getByRole("button", { name: "Use Full Name" }));
    await userEvent.click(screen.getByRole("button", { name: "Use Course" }));
    expect(input("Full Name").value).toBe("Priya Sharma");
    expect(input("Course").value).toBe("B.Tech");
    expect(api.apiUpload.mock.calls.filter(([path]) => path !== "/candidate/resume-parse")).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem("profileData") ?? "{}")).toMatchObject({ fullName: "Priya Sharma", role: "Senior Software Engineer" });
  });

  it("answers a file with no text calmly: a message in the panel, the resume still chosen, no field error", async () => {
    api.apiUpload.mockResolvedValue({ ok: false, code: "NO_TEXT", status: 422, message: "We could not read any text in this file" });
    render(<ProfileWizard initial={CANDIDATE} />);
    await userEvent.upload(input("Resume"), pdf());
    expect(await screen.findByText(/We could not read any text in this file \(it may be a scan\)/)).toBeTruthy();
    expect(screen.getByText(/Your resume is still attached/)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input("Resume").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("cv.pdf", { exact: false })).toBeTruthy();
  });

  it("does not read a file the browser already refuses", async () => {
    render(<ProfileWizard initial={CANDIDATE} />);
    await userEvent.upload(input("Resume"), new File(["x"], "cv.txt", { type: "text/plain" }), { applyAccept: false });
    expect(parseCalls()).toEqual([]);
    expect(screen.getByText("Please choose a PDF, DOC or DOCX file")).toBeTruthy();
  });
});
