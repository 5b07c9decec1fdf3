// The wizard's movement rules (components/candidate-profile/navigation.ts), without rendering.
import { describe, expect, it } from "vitest";
import { checkSelect, checkStep, firstStepWithError, profileFormData } from "@/components/candidate-profile/navigation";
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
