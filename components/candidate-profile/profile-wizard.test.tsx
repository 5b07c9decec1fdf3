// @vitest-environment happy-dom
// The profile wizard's step rules as a candidate meets them: which step may advance, which errors
// show, the KYC "at least one valid document" rule, where a server refusal sends the candidate, the
// step kept on the server when moving on (decisions.md section 19), the fresher choice and `next`.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";
import { EMPTY_PROFILE } from "@/components/candidate-profile/profile-fixture";

const api = vi.hoisted(() => ({ apiUpload: vi.fn(), apiRequest: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/client/api", () => api);
vi.mock("@/lib/client/toast", () => toast);
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }));
vi.mock("@/lib/client/session-store", () => ({ setSessionUser: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { ProfileWizard } = await import("@/components/candidate-profile/profile-wizard");

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

/** What the mocked server answers a step save: this candidate (a test may change it). */
let stored: CandidateWithProfile;
const stepCalls = () => api.apiUpload.mock.calls.filter(([path]) => path === "/candidate/save-profile-step").map(([, form]) => form as FormData);

function renderWizard(initial: CandidateWithProfile, next: string | null = null) {
  stored = initial;
  return render(<ProfileWizard initial={initial} next={next} />);
}

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  api.apiUpload.mockImplementation(async () => ({ ok: true, data: stored }));
});
afterEach(cleanup);

describe("ProfileWizard steps", () => {
  it("keeps an incomplete personal step and shows each field's message", async () => {
    renderWizard(candidate());
    expect(heading().textContent).toBe("Personal Details");
    await next();
    expect(heading().textContent).toBe("Personal Details");
    expect(screen.getByText("Gender is required")).toBeTruthy();
    expect(screen.getByText("Languages are required")).toBeTruthy();
    expect(screen.getByLabelText("Gender").getAttribute("aria-invalid")).toBe("true");
  });

  it("clears a field's message as soon as it is edited", async () => {
    renderWizard(candidate());
    await next();
    await userEvent.type(screen.getByLabelText("Sub Location"), "Kothrud");
    expect(screen.queryByText("Sub location is required")).toBeNull();
    expect(screen.getByText("Gender is required")).toBeTruthy();
  });

  it("opens the step a link asks for (?step=job-profile: adding skills from recommended jobs)", () => {
    render(<ProfileWizard initial={candidate(PERSONAL)} initialStep={2} />);
    expect(heading().textContent).toBe("Job Profile");
  });

  it("resumes at the first step not done, keeps a step on the server when moving on, and goes back freely", async () => {
    renderWizard(candidate(PERSONAL));
    expect(heading().textContent).toBe("KYC Details");
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(heading().textContent).toBe("Personal Details");
    await next();
    expect(heading().textContent).toBe("KYC Details");
    const [form] = stepCalls();
    expect(form.get("step")).toBe("personal");
    expect(form.get("gender")).toBe("Female");
    expect(form.get("language")).toBe("English");
    // Only the step's own fields travel.
    expect(form.get("course")).toBeNull();
    expect(form.get("email")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Personal Details saved. You can come back to it at any time.");
    expect(toast.toastSuccess).not.toHaveBeenCalled();
  });

  it("stays on the step when the server refuses it, with the server's message", async () => {
    renderWizard(candidate(PERSONAL));
    api.apiUpload.mockResolvedValueOnce({
      ok: false,
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Please choose a PNG, JPG or WEBP image",
      errors: { panCardFile: "Please choose a PNG, JPG or WEBP image" },
    });
    await userEvent.type(screen.getByLabelText("PAN Card Number"), "ABCPS1234K");
    await userEvent.upload(screen.getByLabelText("PAN Card Image"), png());
    await next();
    expect(heading().textContent).toBe("KYC Details");
    expect(stepCalls()[0].get("panCardFile")).toBeInstanceOf(File);
    expect(screen.getByText("Please choose a PNG, JPG or WEBP image")).toBeTruthy();
    expect(toast.toastError).toHaveBeenCalledWith("Please choose a PNG, JPG or WEBP image");
  });

  it("refuses a later step in the stepper until the steps before it validate", async () => {
    renderWizard(candidate(PERSONAL));
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    const steps = within(screen.getByRole("navigation", { name: "Profile steps" }));
    await userEvent.click(steps.getByRole("button", { name: /Education Details/ }));
    expect(heading().textContent).toBe("Personal Details");
    expect(screen.getByRole("alert").textContent).toBe("Please complete KYC Details first.");
    expect(api.apiUpload).not.toHaveBeenCalled();
  });

  it("needs at least one valid document on the KYC step", async () => {
    renderWizard(candidate(PERSONAL));
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
    expect(api.apiUpload).not.toHaveBeenCalled();

    await userEvent.upload(screen.getByLabelText("PAN Card Image"), png());
    expect(screen.getByText("File selected")).toBeTruthy();
    // The server stores the image and answers its link: the wizard shows it from then on.
    stored = candidate({ ...PERSONAL, panCardNumber: "ABCPS1234K", panCardFile: "/api/v1/files/pan" });
    await next();
    expect(heading().textContent).toBe("Job Profile");
    expect(stepCalls()[0].get("panCardFile")).toBeInstanceOf(File);
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("link", { name: /View File.*PAN Card Image/ }).getAttribute("href")).toBe("/api/v1/files/pan");
  });

  it("accepts a stored document instead of a new one", async () => {
    renderWizard(candidate({ ...PERSONAL, passPortNumber: "K1234567", passPortFile: "/api/v1/files/f1" }));
    expect(heading().textContent).toBe("Job Profile");
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("link", { name: /View File/ }).getAttribute("href")).toBe("/api/v1/files/f1");
    await next();
    expect(heading().textContent).toBe("Job Profile");
    // A stored file is kept by not sending it.
    expect(stepCalls()[0].get("passPortFile")).toBeNull();
  });

  it("lets a fresher pass the job profile without a company, and says so to the server", async () => {
    renderWizard(candidate({ ...PERSONAL, passPortNumber: "K1234567", passPortFile: "/api/v1/files/f1", resumeFile: "/api/v1/files/cv" }));
    await userEvent.type(screen.getByLabelText("Role"), "Trainee");
    await userEvent.type(screen.getByLabelText("Industry"), "IT");
    await userEvent.type(screen.getByLabelText("Job Type"), "Full Time");
    await userEvent.type(screen.getByLabelText("Preferred Location"), "Pune");
    await userEvent.type(screen.getByLabelText("Expected Salary (₹ a year)"), "3,00,000");
    await next();
    expect(screen.getByText("Current company is required")).toBeTruthy();

    await userEvent.click(screen.getByLabelText("I am a fresher"));
    expect(screen.queryByLabelText("Current Company")).toBeNull();
    expect(screen.queryByLabelText("Current Salary (₹ a year)")).toBeNull();
    expect((screen.getByLabelText("Work Experience (years)") as HTMLInputElement).value).toBe("0");
    await next();
    expect(heading().textContent).toBe("Education Details");
    const form = stepCalls()[0];
    expect(form.get("step")).toBe("job-profile");
    expect(form.get("isFresher")).toBe("true");
    expect(form.get("workExperience")).toBe("0");
    expect(form.get("currentCompany")).toBe("");
    expect(form.get("expectedSalary")).toBe("3,00,000");
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

  async function toLastStep(nextPath: string | null = null) {
    renderWizard(complete, nextPath);
    await next();
    await next();
    await next();
    expect(heading().textContent).toBe("Education Details");
  }

  const completed = { ...complete, profile: { ...complete.profile, isProfileCompleted: true } };

  /** The submit's answer; step saves keep answering the stored candidate. */
  function submitAnswers(answer: unknown) {
    api.apiUpload.mockImplementation(async (path: string) => (path === "/candidate/update-profile" ? answer : { ok: true, data: stored }));
  }

  it("uploads through apiUpload and shows Profile Completed from the server's answer", async () => {
    submitAnswers({ ok: true, data: completed });
    await toLastStep();
    // Moving on saved three steps, none of which completes the profile.
    expect(stepCalls().map((f) => f.get("step"))).toEqual(["personal", "kyc", "job-profile"]);
    expect(screen.queryByText("Profile Completed")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(api.apiUpload).toHaveBeenCalledWith("/candidate/update-profile", expect.any(FormData), expect.any(Function));
    const form = api.apiUpload.mock.calls.find(([path]) => path === "/candidate/update-profile")![1] as FormData;
    expect(form.get("language")).toBe("English");
    // Stored files are kept by not sending them.
    expect(form.get("resumeFile")).toBeNull();
    expect(toast.toastSuccess).toHaveBeenCalledWith("Profile updated successfully!");
    expect(screen.getByText("Profile Completed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View my profile" }).getAttribute("href")).toBe("/candidate/profile");
    // The complete profile then opens as a profile: the page reads it again and shows the read view.
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("an Edit link's wizard (?step=) goes back to the read view once submitted", async () => {
    submitAnswers({ ok: true, data: completed });
    window.history.replaceState(null, "", "/candidate/profile?step=education");
    try {
      renderWizard(completed);
      // Opened on a complete profile, it offers the way back at once.
      expect(screen.getByRole("link", { name: "View my profile" })).toBeTruthy();
      await userEvent.click(screen.getAllByRole("button", { name: /Education Details/ })[0]);
      await userEvent.click(screen.getByRole("button", { name: "Submit" }));
      expect(router.replace).toHaveBeenCalledWith("/candidate/profile");
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("goes back to `next` (the job) once the submit completes the profile", async () => {
    submitAnswers({ ok: true, data: completed });
    await toLastStep("/jobs/j1");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(router.push).toHaveBeenCalledWith("/jobs/j1");
  });

  it("stays when the submit leaves the profile incomplete, `next` or not", async () => {
    submitAnswers({ ok: true, data: complete });
    await toLastStep("/jobs/j1");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(toast.toastSuccess).toHaveBeenCalledWith("Profile updated successfully!");
    expect(router.push).not.toHaveBeenCalled();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("takes the candidate to the step of a field the server refused", async () => {
    submitAnswers({
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
