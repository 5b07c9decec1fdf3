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

const jobProfileStepSchema = z.object({
  workExperience: required(fieldRules.workExperience, "Work experience is required"),
  resumeFile: chosenFileCheck("resumeFile").refine(hasFile, "Resume is required"),
  currentCompany: required(fieldRules.currentCompany, "Current company is required"),
  previousCompany: fieldRules.previousCompany,
  role: required(fieldRules.role, "Role is required"),
  subRole: fieldRules.subRole,
  industry: required(fieldRules.industry, "Industry is required"),
  jobType: required(fieldRules.jobType, "Job type is required"),
  prefferedLocation: required(fieldRules.prefferedLocation, "Preferred location is required"),
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
  ["workExperience", "resumeFile", "currentCompany", "previousCompany", "role", "subRole", "industry", "jobType", "prefferedLocation"],
  ["course", "passingYear", "marks"],
];

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
