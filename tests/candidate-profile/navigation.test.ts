// The wizard's movement rules (components/candidate-profile/navigation.ts), without rendering.
import { describe, expect, it } from "vitest";
import * as navigation from "@/components/candidate-profile/navigation";

const { checkSelect, checkStep, firstStepWithError, mergeSavedStep, profileFormData, resumeStep, stepFormData } = navigation;
import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";
import { EMPTY_FORM_VALUES, type ProfileFormValues } from "@/lib/candidate-profile/schemas/steps";

const personal: ProfileFormValues = {
  ...EMPTY_FORM_VALUES,
  email: "p@example.com",
  fullName: "Priya",
  mobile: "9876543210",
  gender: "Female",
  dob: "1998-04-12",
  subLocation: "Kothrud",
  maritalStatus: "Single",
  language: "English",
  englishFluency: "Advanced",
  currentAddress: "Pune",
  permanentAddress: "Pune",
};

describe("wizard navigation", () => {
  it("lets a step advance only when it validates", () => {
    expect(checkStep(0, EMPTY_FORM_VALUES)).toMatchObject({ ok: false, notice: null, errors: { gender: "Gender is required" } });
    expect(checkStep(0, personal)).toEqual({ ok: true });
    expect(checkStep(1, personal)).toMatchObject({ ok: false, errors: { kyc: expect.stringContaining("At least one") } });
  });

  it("goes back freely, forward only past valid steps, naming the first one that is not", () => {
    expect(checkSelect(2, 0, EMPTY_FORM_VALUES)).toEqual({ ok: true });
    expect(checkSelect(0, 3, EMPTY_FORM_VALUES)).toMatchObject({ ok: false, notice: null });
    expect(checkSelect(0, 3, personal)).toMatchObject({ ok: false, notice: "Please complete KYC Details first." });
    expect(checkSelect(0, 1, personal)).toEqual({ ok: true });
  });

  it("finds the step of a server error, or -1", () => {
    expect(firstStepWithError({ marks: "x" })).toBe(3);
    expect(firstStepWithError({ kyc: "x", mobile: "y" })).toBe(0);
    expect(firstStepWithError({ _: "x" })).toBe(-1);
  });

  it("sends every text field and only newly chosen files", () => {
    const chosen = new File(["%PDF"], "cv.pdf");
    const { form, hasFiles } = profileFormData({ ...personal, resumeFile: chosen, panCardFile: "/api/v1/files/pan" });
    expect(hasFiles).toBe(true);
    expect(form.get("marks")).toBe("");
    expect((form.get("resumeFile") as File).name).toBe("cv.pdf");
    expect(form.get("panCardFile")).toBeNull();
    expect(profileFormData(personal).hasFiles).toBe(false);
  });
});

/** A server answer: the personal step stored, and `profile` over it. */
function serverCandidate(profile: Partial<CandidateWithProfile["profile"]> = {}): CandidateWithProfile {
  const empty = Object.fromEntries(
    Object.keys(EMPTY_FORM_VALUES)
      .filter((k) => !["email", "fullName", "mobile"].includes(k))
      .map((k) => [k, null]),
  );
  return {
    id: "u1",
    fullName: "Priya",
    email: "p@example.com",
    mobile: "9876543210",
    profile: {
      ...(empty as unknown as CandidateWithProfile["profile"]),
      gender: "Female",
      dob: "1998-04-12",
      subLocation: "Kothrud",
      maritalStatus: "Single",
      language: ["English"],
      englishFluency: "Advanced",
      currentAddress: "Pune",
      permanentAddress: "Pune",
      isFresher: false,
      isProfileCompleted: false,
      ...profile,
    },
  };
}

describe("server-side drafts (decisions.md section 19)", () => {
  it("resumes at the first step that is not done, or at the start of a complete profile", () => {
    expect(resumeStep(serverCandidate({ gender: null }))).toBe(0);
    expect(resumeStep(serverCandidate())).toBe(1);
    expect(resumeStep(serverCandidate({ passPortNumber: "K1", passPortFile: "/api/v1/files/p" }))).toBe(2);
    expect(resumeStep(serverCandidate({ isProfileCompleted: true }))).toBe(0);
  });

  it("sends one step's fields and its newly chosen files, named by the step", () => {
    const chosen = new File(["png"], "pan.png");
    const { form, hasFiles } = stepFormData(1, { ...personal, panCardNumber: "A1", panCardFile: chosen, passPortFile: "/api/v1/files/p" });
    expect(form.get("step")).toBe("kyc");
    expect(hasFiles).toBe(true);
    expect(form.get("panCardNumber")).toBe("A1");
    expect((form.get("panCardFile") as File).name).toBe("pan.png");
    expect(form.get("passPortFile")).toBeNull();
    expect(form.get("gender")).toBeNull();
    expect(form.get("kyc")).toBeNull();
    expect(stepFormData(3, personal).form.get("step")).toBe("education");
  });

  it("takes the saved step as the server stored it and keeps the other steps as typed", () => {
    const typed = { ...personal, panCardNumber: "a1", panCardFile: new File(["png"], "pan.png"), marks: "typed, not saved" };
    const merged = mergeSavedStep(typed, serverCandidate({ panCardNumber: "A1", panCardFile: "/api/v1/files/pan" }), 1);
    expect(merged).toMatchObject({ panCardNumber: "A1", panCardFile: "/api/v1/files/pan", marks: "typed, not saved", gender: "Female" });
  });
});
