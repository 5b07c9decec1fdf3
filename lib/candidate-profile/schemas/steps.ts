import { z } from "zod";
import { fieldRules, type TextField, TEXT_FIELDS } from "@/lib/candidate-profile/schemas/fields";
import { checkChosenFile, type FileValue, hasFile, isChosenFile, isStoredLink } from "@/lib/candidate-profile/schemas/files";
import { type FileField, MESSAGES } from "@/lib/candidate-profile/schemas/limits";

// The wizard's four steps (spec sections 4 and 5). They run in the browser (Next, step clicks,
// Submit) and on the server, which decides `isProfileCompleted` by running all four against the
// saved profile.

export const STEP_TITLES = ["Personal Details", "KYC Details", "Job Profile", "Education Details"] as const;

/** Everything the wizard edits, as the form holds it: text, and files as FileValue. */
export type ProfileFormValues = { email: string } & Record<TextField, string> & Record<FileField, FileValue>;

export const EMPTY_FORM_VALUES: ProfileFormValues = {
  email: "",
  ...(Object.fromEntries(TEXT_FIELDS.map((k) => [k, ""])) as Record<TextField, string>),
  panCardFile: null,
  drivingLicenseFile: null,
  passPortFile: null,
  resumeFile: null,
};

const isBlank = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);

function required<S extends z.ZodType>(schema: S, message: string) {
  return schema.refine((v) => !isBlank(v), message);
}

const fileValue = z.custom<FileValue>((v) => v === null || v === undefined || isStoredLink(v) || isChosenFile(v) || v === "", {
  message: "Please choose a file",
});

function chosenFileCheck(field: FileField) {
  return fileValue.superRefine((value, ctx) => {
    if (isChosenFile(value)) {
      const problem = checkChosenFile(field, value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }
  });
}

const personalStepSchema = z.object({
  fullName: fieldRules.fullName,
  mobile: fieldRules.mobile,
  gender: required(fieldRules.gender, "Gender is required"),
  dob: required(fieldRules.dob, "Date of birth is required"),
  subLocation: required(fieldRules.subLocation, "Sub location is required"),
  maritalStatus: required(fieldRules.maritalStatus, "Marital status is required"),
  language: required(fieldRules.language, "Languages are required"),
  englishFluency: required(fieldRules.englishFluency, "English fluency is required"),
  currentAddress: required(fieldRules.currentAddress, "Current address is required"),
  permanentAddress: required(fieldRules.permanentAddress, "Permanent address is required"),
});

const KYC_SETS = [
  {
    number: "panCardNumber",
    file: "panCardFile",
    numberMessage: "PAN number is required with PAN card file",
    fileMessage: "PAN card file is required with PAN number",
  },
  {
    number: "drivingLicenseNumber",
    file: "drivingLicenseFile",
    numberMessage: "License number is required with license file",
    fileMessage: "License file is required with license number",
  },
  {
    number: "passPortNumber",
    file: "passPortFile",
    numberMessage: "Passport number is required with passport file",
    fileMessage: "Passport file is required with passport number",
  },
] as const;

/** Each document is a number and an image; at least one complete set is needed (spec section 4). */
const kycStepSchema = z
  .object({
    panCardNumber: fieldRules.panCardNumber,
    panCardFile: chosenFileCheck("panCardFile"),
    drivingLicenseNumber: fieldRules.drivingLicenseNumber,
    drivingLicenseFile: chosenFileCheck("drivingLicenseFile"),
    passPortNumber: fieldRules.passPortNumber,
    passPortFile: chosenFileCheck("passPortFile"),
  })
  .superRefine((values, ctx) => {
    let anyGiven = false;
    for (const set of KYC_SETS) {
      const number = Boolean(values[set.number]);
      const file = hasFile(values[set.file]);
      if (number || file) anyGiven = true;
      if (file && !number) ctx.addIssue({ code: "custom", path: [set.number], message: set.numberMessage });
      if (number && !file) ctx.addIssue({ code: "custom", path: [set.file], message: set.fileMessage });
    }
    if (!anyGiven) ctx.addIssue({ code: "custom", path: ["kyc"], message: MESSAGES.atLeastOneDocument });
  });

export const FRESHER_MESSAGES = {
  workExperience: "A fresher has 0 years of work experience",
  currentCompany: "Leave the current company empty as a fresher",
  currentSalary: "Leave the current salary empty as a fresher",
} as const;

/**
 * "I am a fresher" (decisions.md section 19) fills the work-experience rule honestly: 0 years and no
 * current company (or salary) instead of the spec's required company. Otherwise the spec's messages.
 * zod runs this check even when a field failed its own rule (that value then stays unparsed text, so
 * only exact null/number/true are trusted here).
 */
const jobProfileStepSchema = z
  .object({
    isFresher: fieldRules.isFresher,
    workExperience: fieldRules.workExperience,
    resumeFile: chosenFileCheck("resumeFile").refine(hasFile, "Resume is required"),
    currentCompany: fieldRules.currentCompany,
    previousCompany: fieldRules.previousCompany,
    role: required(fieldRules.role, "Role is required"),
    subRole: fieldRules.subRole,
    industry: required(fieldRules.industry, "Industry is required"),
    jobType: required(fieldRules.jobType, "Job type is required"),
    prefferedLocation: required(fieldRules.prefferedLocation, "Preferred location is required"),
    currentSalary: fieldRules.currentSalary,
    expectedSalary: fieldRules.expectedSalary,
    noticePeriodDays: fieldRules.noticePeriodDays,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.isFresher === true) {
      if (typeof v.workExperience === "number" && v.workExperience !== 0) issue("workExperience", FRESHER_MESSAGES.workExperience);
      if (v.currentCompany !== null) issue("currentCompany", FRESHER_MESSAGES.currentCompany);
      if (v.currentSalary !== null) issue("currentSalary", FRESHER_MESSAGES.currentSalary);
      return;
    }
    if (v.workExperience === null) issue("workExperience", "Work experience is required");
    if (v.currentCompany === null) issue("currentCompany", "Current company is required");
  });

const educationStepSchema = z.object({
  course: required(fieldRules.course, "Course is required"),
  passingYear: required(fieldRules.passingYear, "Passing year is required"),
  marks: required(fieldRules.marks, "Marks are required"),
});

const STEP_SCHEMAS = [personalStepSchema, kycStepSchema, jobProfileStepSchema, educationStepSchema] as const;

/** Which form keys each step shows (for clearing and routing errors); "kyc" is the step's own message. */
export const STEP_FIELDS: readonly (readonly string[])[] = [
  ["fullName", "email", "mobile", "gender", "dob", "subLocation", "maritalStatus", "language", "englishFluency", "currentAddress", "permanentAddress"],
  ["kyc", "panCardNumber", "panCardFile", "drivingLicenseNumber", "drivingLicenseFile", "passPortNumber", "passPortFile"],
  [
    "isFresher", "workExperience", "resumeFile", "currentCompany", "previousCompany", "role", "subRole", "industry", "jobType",
    "prefferedLocation", "currentSalary", "expectedSalary", "noticePeriodDays",
  ],
  ["course", "passingYear", "marks"],
];

/**
 * The steps as the API names them (POST candidate/save-profile-step's `step`), in the wizard's order.
 * Kebab-case like the API's paths.
 */
export const PROFILE_STEPS = ["personal", "kyc", "job-profile", "education"] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

/** The form keys a step saves: its fields without the KYC step's own message key. */
export function stepFieldsOf(step: number): string[] {
  return STEP_FIELDS[step].filter((key) => key !== "kyc" && key !== "email");
}

export type FieldErrors = Record<string, string>;

/** The errors of one step, the first message per field; empty when the step validates. */
export function validateStep(step: number, values: ProfileFormValues): FieldErrors {
  const result = STEP_SCHEMAS[step].safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** All four steps validate: what `isProfileCompleted` means (decided by the server after a save). */
export function isProfileComplete(values: ProfileFormValues): boolean {
  return STEP_SCHEMAS.every((_, step) => Object.keys(validateStep(step, values)).length === 0);
}
