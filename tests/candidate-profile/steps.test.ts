import { describe, expect, it } from "vitest";
import { toFormValues } from "@/lib/candidate-profile/schemas/form-values";
import { MESSAGES } from "@/lib/candidate-profile/schemas/limits";
import { EMPTY_FORM_VALUES, isProfileComplete, type ProfileFormValues, validateStep } from "@/lib/candidate-profile/schemas/steps";
import { profileUpdateSchema } from "@/lib/candidate-profile/schemas/update";
import { FULL_TEXT } from "./helpers";

const STORED = "/api/v1/files/abc123";

function file(name: string, size = 10): File {
  return new File([new Uint8Array(size)], name);
}

/** The API tests' complete profile as the form holds it after a save: PAN upper case, files stored; 3 years' experience. */
const complete: ProfileFormValues = {
  ...EMPTY_FORM_VALUES,
  ...FULL_TEXT,
  email: "priya@example.com",
  panCardNumber: "ABCPS1234K",
  panCardFile: STORED,
  workExperience: "3",
  resumeFile: STORED,
};

describe("step 1: personal details", () => {
  it("passes with every field", () => {
    expect(validateStep(0, complete)).toEqual({});
  });

  it("gives each required field its message", () => {
    const errors = validateStep(0, { ...EMPTY_FORM_VALUES, fullName: "A", mobile: "9876543210" });
    expect(errors).toEqual({
      gender: "Gender is required",
      dob: "Date of birth is required",
      subLocation: "Sub location is required",
      maritalStatus: "Marital status is required",
      language: "Languages are required",
      englishFluency: "English fluency is required",
      currentAddress: "Current address is required",
      permanentAddress: "Permanent address is required",
    });
  });

  it("treats blank text and a comma-only language list as missing", () => {
    const errors = validateStep(0, { ...complete, subLocation: "   ", language: " , ," });
    expect(errors.subLocation).toBe("Sub location is required");
    expect(errors.language).toBe("Languages are required");
  });

  it("checks the name, mobile, choices and date formats", () => {
    const errors = validateStep(0, { ...complete, fullName: " ", mobile: "12345", gender: "Robot", dob: "2999-01-01" });
    expect(errors.fullName).toBe("This field is required");
    expect(errors.mobile).toBe("Please enter a valid 10-digit mobile number");
    expect(errors.gender).toBe("Please choose Male, Female or Other");
    expect(errors.dob).toBe("Please enter a valid date of birth");
    expect(validateStep(0, { ...complete, dob: "1998-02-30" }).dob).toBe("Please enter a valid date of birth");
  });
});

describe("step 2: KYC pairing", () => {
  const noKyc = { ...complete, panCardNumber: "", panCardFile: null };

  it("needs at least one complete set", () => {
    expect(validateStep(1, noKyc)).toEqual({ kyc: MESSAGES.atLeastOneDocument });
    expect(MESSAGES.atLeastOneDocument).toBe("At least one complete document set is required (PAN/License/Passport)");
  });

  it.each([
    ["panCardNumber", "panCardFile", "PAN number is required with PAN card file", "PAN card file is required with PAN number"],
    ["drivingLicenseNumber", "drivingLicenseFile", "License number is required with license file", "License file is required with license number"],
    ["passPortNumber", "passPortFile", "Passport number is required with passport file", "Passport file is required with passport number"],
  ] as const)("%s and %s go together", (numberField, fileField, numberMessage, fileMessage) => {
    expect(validateStep(1, { ...noKyc, [fileField]: STORED })).toEqual({ [numberField]: numberMessage });
    expect(validateStep(1, { ...noKyc, [numberField]: "X1234" })).toEqual({ [fileField]: fileMessage });
    expect(validateStep(1, { ...noKyc, [numberField]: "X1234", [fileField]: STORED })).toEqual({});
    expect(validateStep(1, { ...noKyc, [numberField]: "X1234", [fileField]: file("id.png") })).toEqual({});
  });

  it("accepts a stored link or a newly chosen file, nothing else", () => {
    expect(validateStep(1, { ...noKyc, passPortNumber: "P123", passPortFile: "https://elsewhere.example/x.png" })).toEqual({
      passPortFile: "Please choose a file",
    });
    expect(validateStep(1, { ...noKyc, passPortNumber: "P123", passPortFile: file("id.png", 0) }).passPortFile).toBe(
      "Passport file is required with passport number",
    );
  });

  it("reports a half set even when another set is complete", () => {
    expect(validateStep(1, { ...complete, passPortNumber: "P123" })).toEqual({
      passPortFile: "Passport file is required with passport number",
    });
  });

  it("checks a chosen image's type and size in the browser", () => {
    expect(validateStep(1, { ...noKyc, panCardNumber: "A1", panCardFile: file("id.gif") }).panCardFile).toBe(MESSAGES.imageType);
    expect(validateStep(1, { ...noKyc, panCardNumber: "A1", panCardFile: file("id.png", 2 * 1024 * 1024 + 1) }).panCardFile).toBe(
      MESSAGES.imageSize,
    );
  });
});

describe("step 3: job profile", () => {
  it("gives each required field its message; previous company and sub role are optional", () => {
    const errors = validateStep(2, EMPTY_FORM_VALUES);
    expect(errors).toEqual({
      workExperience: "Work experience is required",
      resumeFile: "Resume is required",
      currentCompany: "Current company is required",
      role: "Role is required",
      industry: "Industry is required",
      jobType: "Job type is required",
      prefferedLocation: "Preferred location is required",
    });
  });

  it("accepts 0 years and rejects fractions or negatives", () => {
    expect(validateStep(2, { ...complete, workExperience: "0" })).toEqual({});
    expect(validateStep(2, { ...complete, workExperience: "2.5" }).workExperience).toBe("Please enter whole years between 0 and 60");
    expect(validateStep(2, { ...complete, workExperience: "-1" }).workExperience).toBe("Please enter whole years between 0 and 60");
  });

  it("checks a chosen resume's type and size", () => {
    expect(validateStep(2, { ...complete, resumeFile: file("cv.docx") })).toEqual({});
    expect(validateStep(2, { ...complete, resumeFile: file("cv.exe") }).resumeFile).toBe(MESSAGES.resumeType);
    expect(validateStep(2, { ...complete, resumeFile: file("cv.pdf", 5 * 1024 * 1024 + 1) }).resumeFile).toBe(MESSAGES.resumeSize);
  });
});

describe("step 3: the fresher choice and the optional pay and notice (decisions.md section 19)", () => {
  const fresher: ProfileFormValues = { ...complete, isFresher: "true", workExperience: "0", currentCompany: "" };

  it("fills the work-experience rule honestly: 0 years and no current company", () => {
    expect(validateStep(2, fresher)).toEqual({});
    expect(validateStep(2, { ...fresher, workExperience: "" })).toEqual({});
    expect(validateStep(2, { ...fresher, previousCompany: "Summer internship" })).toEqual({});
    expect(isProfileComplete(fresher)).toBe(true);
  });

  it("refuses a fresher with years, a company or a current salary", () => {
    expect(validateStep(2, { ...fresher, workExperience: "2", currentCompany: "Fresher", currentSalary: "1000" })).toEqual({
      workExperience: "A fresher has 0 years of work experience",
      currentCompany: "Leave the current company empty as a fresher",
      currentSalary: "Leave the current salary empty as a fresher",
    });
    // A malformed value keeps its own message.
    expect(validateStep(2, { ...fresher, workExperience: "x" }).workExperience).toBe("Please enter whole years between 0 and 60");
  });

  it("keeps the spec's rule for everyone else", () => {
    expect(validateStep(2, { ...complete, isFresher: "false", currentCompany: "" })).toEqual({ currentCompany: "Current company is required" });
    expect(validateStep(2, { ...complete, isFresher: "maybe" }).isFresher).toBe("Please answer true or false");
  });

  it("takes yearly rupees as typed and a notice period of 0 to 180 days, all optional", () => {
    const parsed = profileUpdateSchema.parse({ currentSalary: "6,00,000", expectedSalary: " 8 50 000 ", noticePeriodDays: "0", isFresher: "" });
    expect(parsed).toEqual({ currentSalary: 600000, expectedSalary: 850000, noticePeriodDays: 0, isFresher: false });
    expect(profileUpdateSchema.parse({ currentSalary: "", noticePeriodDays: "" })).toEqual({ currentSalary: null, noticePeriodDays: null });
    for (const [field, value] of [["currentSalary", "6.5"], ["expectedSalary", "1e6"], ["expectedSalary", "1000000001"], ["noticePeriodDays", "181"], ["noticePeriodDays", "-1"]]) {
      expect(profileUpdateSchema.safeParse({ [field]: value }).success, `${field}=${value}`).toBe(false);
    }
  });
});

describe("step 4: education", () => {
  it("gives each required field its message", () => {
    expect(validateStep(3, EMPTY_FORM_VALUES)).toEqual({
      course: "Course is required",
      passingYear: "Passing year is required",
      marks: "Marks are required",
    });
  });

  it("rejects an impossible passing year", () => {
    expect(validateStep(3, { ...complete, passingYear: "20" }).passingYear).toBe("Please enter a valid passing year");
  });
});

describe("completeness and the update schema", () => {
  it("is complete only when all four steps validate", () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, marks: "" })).toBe(false);
    expect(isProfileComplete({ ...complete, resumeFile: null })).toBe(false);
  });

  it("turns language text into a list and blanks into null for a partial save", () => {
    const parsed = profileUpdateSchema.parse({ language: " English ,Hindi,, English ", marks: "  ", workExperience: "0" });
    expect(parsed).toEqual({ language: ["English", "Hindi"], marks: null, workExperience: 0 });
  });

  it("round-trips the server shape into form values", () => {
    const values = toFormValues({
      id: "u1",
      fullName: "Priya",
      email: "p@example.com",
      mobile: null,
      profile: {
        ...Object.fromEntries(Object.keys(complete).map((k) => [k, null])),
        language: ["English", "Hindi"],
        workExperience: 0,
        resumeFile: STORED,
        isProfileCompleted: false,
      } as never,
    });
    expect(values.language).toBe("English, Hindi");
    expect(values.workExperience).toBe("0");
    expect(values.mobile).toBe("");
    expect(values.resumeFile).toBe(STORED);
    expect(values.marks).toBe("");
  });
});
