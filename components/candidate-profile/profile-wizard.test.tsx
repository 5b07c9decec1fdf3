// @vitest-environment happy-dom
// The profile wizard's step rules as a candidate meets them: which step may advance, which errors
// show, the KYC "at least one valid document" rule, and where a server refusal sends the candidate.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";

const api = vi.hoisted(() => ({ apiUpload: vi.fn(), apiRequest: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/client/api", () => api);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("@/lib/client/session-store", () => ({ setSessionUser: vi.fn() }));

const { ProfileWizard } = await import("@/components/candidate-profile/profile-wizard");

const EMPTY_PROFILE = {
  gender: null, dob: null, subLocation: null, maritalStatus: null, language: [], englishFluency: null,
  currentAddress: null, permanentAddress: null, panCardNumber: null, panCardFile: null, drivingLicenseNumber: null,
  drivingLicenseFile: null, passPortNumber: null, passPortFile: null, workExperience: null, resumeFile: null,
  currentCompany: null, previousCompany: null, role: null, subRole: null, industry: null, jobType: null,
  prefferedLocation: null, course: null, passingYear: null, marks: null, isProfileCompleted: false,
} satisfies CandidateWithProfile["profile"];

const PERSONAL: Partial<CandidateWithProfile["profile"]> = {
  gender: "Female", dob: "1998-04-12", subLocation: "Kothrud", maritalStatus: "Single", language: ["English"],
  englishFluency: "Advanced", currentAddress: "12 Test Street, Pune", permanentAddress: "12 Test Street, Pune",
};

function candidate(profile: Partial<CandidateWithProfile["profile"]> = {}): CandidateWithProfile {
  return { id: "c1", fullName: "Priya Sharma", email: "priya@example.com", mobile: "9876543210", profile: { ...EMPTY_PROFILE, ...profile } };
}

const heading = () => screen.getByRole("heading", { level: 2 });
const next = () => userEvent.click(screen.getByRole("button", { name: "Next" }));
const png = (name = "pan.png") => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe("ProfileWizard steps", () => {
  it("keeps an incomplete personal step and shows each field's message", async () => {
    render(<ProfileWizard initial={candidate()} />);
    expect(heading().textContent).toBe("Personal Details");
    await next();
    expect(heading().textContent).toBe("Personal Details");
    expect(screen.getByText("Gender is required")).toBeTruthy();
    expect(screen.getByText("Languages are required")).toBeTruthy();
    expect(screen.getByLabelText("Gender").getAttribute("aria-invalid")).toBe("true");
  });

  it("clears a field's message as soon as it is edited", async () => {
    render(<ProfileWizard initial={candidate()} />);
    await next();
    await userEvent.type(screen.getByLabelText("Sub Location"), "Kothrud");
    expect(screen.queryByText("Sub location is required")).toBeNull();
    expect(screen.getByText("Gender is required")).toBeTruthy();
  });

  it("advances from a complete personal step, and goes back freely", async () => {
    render(<ProfileWizard initial={candidate(PERSONAL)} />);
    await next();
    expect(heading().textContent).toBe("KYC Details");
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(heading().textContent).toBe("Personal Details");
  });

  it("refuses a later step in the stepper until the steps before it validate", async () => {
    render(<ProfileWizard initial={candidate(PERSONAL)} />);
    const steps = within(screen.getByRole("navigation", { name: "Profile steps" }));
    await userEvent.click(steps.getByRole("button", { name: /Education Details/ }));
    expect(heading().textContent).toBe("Personal Details");
    expect(screen.getByRole("alert").textContent).toBe("Please complete KYC Details first.");
  });

  it("needs at least one valid document on the KYC step", async () => {
    render(<ProfileWizard initial={candidate(PERSONAL)} />);
    await next();
    await next();
    expect(heading().textContent).toBe("KYC Details");
    expect(screen.getByText("At least one complete document set is required (PAN/License/Passport)")).toBeTruthy();

    // A number without its image is half a set.
    await userEvent.type(screen.getByLabelText("PAN Card Number"), "ABCPS1234K");
    await next();
    expect(screen.getByText("PAN card file is required with PAN number")).toBeTruthy();

    // The wrong kind of image is refused in the browser already.
    await userEvent.upload(screen.getByLabelText("PAN Card Image"), new File(["gif"], "pan.gif", { type: "image/gif" }), { applyAccept: false });
    expect(screen.getByText("Please choose a PNG, JPG or WEBP image")).toBeTruthy();
    await next();
    expect(heading().textContent).toBe("KYC Details");

    await userEvent.upload(screen.getByLabelText("PAN Card Image"), png());
    expect(screen.getByText("File selected")).toBeTruthy();
    await next();
    expect(heading().textContent).toBe("Job Profile");
  });

  it("accepts a stored document instead of a new one", async () => {
    render(<ProfileWizard initial={candidate({ ...PERSONAL, passPortNumber: "K1234567", passPortFile: "/api/v1/files/f1" })} />);
    await next();
    expect(screen.getByRole("link", { name: /View File/ }).getAttribute("href")).toBe("/api/v1/files/f1");
    await next();
    expect(heading().textContent).toBe("Job Profile");
  });
});

describe("ProfileWizard save", () => {
  const complete = candidate({
    ...PERSONAL,
    panCardNumber: "ABCPS1234K",
    panCardFile: "/api/v1/files/pan",
    workExperience: 0,
    resumeFile: "/api/v1/files/cv",
    currentCompany: "Pixel Forge",
    role: "Developer",
    industry: "IT",
    jobType: "Full Time",
    prefferedLocation: "Pune",
    course: "B.Tech",
    passingYear: 2020,
    marks: "8.4 CGPA",
  });

  async function toLastStep() {
    render(<ProfileWizard initial={complete} />);
    await next();
    await next();
    await next();
    expect(heading().textContent).toBe("Education Details");
  }

  it("uploads through apiUpload and shows Profile Completed from the server's answer", async () => {
    api.apiUpload.mockResolvedValue({ ok: true, data: { ...complete, profile: { ...complete.profile, isProfileCompleted: true } } });
    await toLastStep();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(api.apiUpload).toHaveBeenCalledWith("/candidate/update-profile", expect.any(FormData), expect.any(Function));
    const form = api.apiUpload.mock.calls[0][1] as FormData;
    expect(form.get("language")).toBe("English");
    // Stored files are kept by not sending them.
    expect(form.get("resumeFile")).toBeNull();
    expect(toast.toastSuccess).toHaveBeenCalledWith("Profile updated successfully!");
    expect(screen.getByText("Profile Completed")).toBeTruthy();
  });

  it("takes the candidate to the step of a field the server refused", async () => {
    api.apiUpload.mockResolvedValue({
      ok: false,
      status: 400,
      code: "VALIDATION",
      message: "Please enter a valid 10-digit mobile number",
      errors: { mobile: "Please enter a valid 10-digit mobile number" },
    });
    await toLastStep();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(heading().textContent).toBe("Personal Details");
    expect(screen.getByText("Please enter a valid 10-digit mobile number")).toBeTruthy();
    expect(toast.toastError).toHaveBeenCalledWith("Please enter a valid 10-digit mobile number");
  });
});
