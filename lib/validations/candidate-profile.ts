import { z } from "zod";
import "zod-openapi";
import type { EnglishFluency, Gender, MaritalStatus } from "@/lib/generated/prisma/enums";

// The candidate profile wizard (spec sections 3, 4, 5; decisions.md section 6). The step schemas run
// in the browser (Next, step clicks, Submit) and on the server, which decides `isProfileCompleted` by
// running all four against the saved profile. The update schema checks the format of each field of a
// (possibly partial) save. Messages are the spec's, word for word.

export const GENDERS = ["Male", "Female", "Other"] as const satisfies readonly Gender[];
export const MARITAL_STATUSES = ["Single", "Married", "Divorced", "Widowed"] as const satisfies readonly MaritalStatus[];
export const ENGLISH_FLUENCY = ["Beginner", "Intermediate", "Advanced", "Native"] as const satisfies readonly EnglishFluency[];

export const STEP_TITLES = ["Personal Details", "KYC Details", "Job Profile", "Education Details"] as const;
export type StepIndex = 0 | 1 | 2 | 3;

/** Links the app hands out for stored files (decisions.md section 6); the spec's "stored file" test. */
export const STORED_FILE_PREFIX = "/api/v1/files/";

export const MB = 1024 * 1024;
export const RESUME_MAX_BYTES = 5 * MB;
export const IMAGE_MAX_BYTES = 2 * MB;
export const RESUME_EXTENSIONS = ["pdf", "doc", "docx"] as const;
export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "webp"] as const;
export const RESUME_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const IMAGE_ACCEPT = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";

export const MESSAGES = {
  resumeType: "Please choose a PDF, DOC or DOCX file",
  resumeSize: "The resume must be 5 MB or smaller",
  imageType: "Please choose a PNG, JPG or WEBP image",
  imageSize: "The image must be 2 MB or smaller",
  atLeastOneDocument: "At least one complete document set is required (PAN/License/Passport)",
} as const;

/** A file field: a newly chosen file, the link of the stored one, or nothing. */
export type FileValue = File | string | null;

export const FILE_FIELDS = ["panCardFile", "drivingLicenseFile", "passPortFile", "resumeFile"] as const;
export type FileField = (typeof FILE_FIELDS)[number];

export function isStoredLink(value: unknown): value is string {
  return typeof value === "string" && value.startsWith(STORED_FILE_PREFIX) && value.length > STORED_FILE_PREFIX.length;
}

/** A newly chosen file (a browser File, or a Blob with a name from FormData on the server). */
export function isChosenFile(value: unknown): value is File {
  return typeof Blob !== "undefined" && value instanceof Blob && typeof (value as File).name === "string";
}

function hasFile(value: unknown): boolean {
  return isStoredLink(value) || (isChosenFile(value) && value.size > 0);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The browser-side check of a chosen file (name and size); the server checks the bytes again. */
export function checkChosenFile(field: FileField, file: File): string | null {
  const isResume = field === "resumeFile";
  const allowed: readonly string[] = isResume ? RESUME_EXTENSIONS : IMAGE_EXTENSIONS;
  if (!allowed.includes(extensionOf(file.name))) return isResume ? MESSAGES.resumeType : MESSAGES.imageType;
  if (file.size > (isResume ? RESUME_MAX_BYTES : IMAGE_MAX_BYTES)) return isResume ? MESSAGES.resumeSize : MESSAGES.imageSize;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Field rules. Input: the form's text. Output: the stored value, null for a blank field.

const lengthMessage = (max: number) => `Please keep this under ${max} characters`;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, lengthMessage(max))
    .transform((v) => (v === "" ? null : v));

const optionalChoice = <const T extends readonly string[]>(values: T, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (values as readonly string[]).includes(v), message)
    .transform((v) => (v === "" ? null : (v as T[number])));

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

const dobField = z
  .string()
  .trim()
  .refine((v) => {
    if (v === "") return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v && v >= "1900-01-01" && v <= todayIso();
  }, "Please enter a valid date of birth")
  .transform((v) => (v === "" ? null : v));

/** Comma-separated text in the form, a list on the server (spec section 3). */
const languageField = z
  .string()
  .transform((v) => [...new Set(v.split(",").map((s) => s.trim()).filter((s) => s.length > 0))])
  .pipe(
    z
      .array(z.string().max(40, "Please keep each language under 40 characters"))
      .max(20, "Please list at most 20 languages"),
  );

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{1,4}$/.test(v) && Number(v) >= min && Number(v) <= max), message)
    .transform((v) => (v === "" ? null : Number(v)));

const documentNumber = z
  .string()
  .trim()
  .max(30, lengthMessage(30))
  .refine((v) => v === "" || /^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(v), "Please use only letters, digits, spaces, / and -")
  .transform((v) => (v === "" ? null : v.toUpperCase()));

function passingYearMax(): number {
  return new Date().getUTCFullYear() + 8;
}

export const fieldRules = {
  fullName: z.string().trim().min(1, "This field is required").max(100, lengthMessage(100)),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/, "Please enter a valid 10-digit mobile number"),
  gender: optionalChoice(GENDERS, "Please choose Male, Female or Other"),
  dob: dobField,
  subLocation: optionalText(100),
  maritalStatus: optionalChoice(MARITAL_STATUSES, "Please choose Single, Married, Divorced or Widowed"),
  language: languageField,
  englishFluency: optionalChoice(ENGLISH_FLUENCY, "Please choose Beginner, Intermediate, Advanced or Native"),
  currentAddress: optionalText(300),
  permanentAddress: optionalText(300),
  panCardNumber: documentNumber,
  drivingLicenseNumber: documentNumber,
  passPortNumber: documentNumber,
  workExperience: wholeNumber(0, 60, "Please enter whole years between 0 and 60"),
  currentCompany: optionalText(120),
  previousCompany: optionalText(120),
  role: optionalText(100),
  subRole: optionalText(100),
  industry: optionalText(100),
  jobType: optionalText(60),
  prefferedLocation: optionalText(100),
  course: optionalText(120),
  passingYear: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{4}$/.test(v) && Number(v) >= 1950 && Number(v) <= passingYearMax()), "Please enter a valid passing year")
    .transform((v) => (v === "" ? null : Number(v))),
  marks: optionalText(40),
};

export type TextField = keyof typeof fieldRules;
export const TEXT_FIELDS = Object.keys(fieldRules) as TextField[];

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

// ---------------------------------------------------------------------------------------------------
// The four steps.

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

export const personalStepSchema = z.object({
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

export const kycStepSchema = z
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

export const jobProfileStepSchema = z.object({
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

export const educationStepSchema = z.object({
  course: required(fieldRules.course, "Course is required"),
  passingYear: required(fieldRules.passingYear, "Passing year is required"),
  marks: required(fieldRules.marks, "Marks are required"),
});

export const STEP_SCHEMAS = [personalStepSchema, kycStepSchema, jobProfileStepSchema, educationStepSchema] as const;

/** Which form keys each step shows (for clearing and routing errors). */
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

// ---------------------------------------------------------------------------------------------------
// The save (POST candidate/update-profile): every field optional, blank clears it, files separate.

export const profileUpdateSchema = z.object(fieldRules).partial();
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

// ---------------------------------------------------------------------------------------------------
// What get-profile and update-profile return (decisions.md section 4), and its form view.

export type CandidateProfileData = {
  gender: Gender | null;
  dob: string | null;
  subLocation: string | null;
  maritalStatus: MaritalStatus | null;
  language: string[];
  englishFluency: EnglishFluency | null;
  currentAddress: string | null;
  permanentAddress: string | null;
  panCardNumber: string | null;
  panCardFile: string | null;
  drivingLicenseNumber: string | null;
  drivingLicenseFile: string | null;
  passPortNumber: string | null;
  passPortFile: string | null;
  workExperience: number | null;
  resumeFile: string | null;
  currentCompany: string | null;
  previousCompany: string | null;
  role: string | null;
  subRole: string | null;
  industry: string | null;
  jobType: string | null;
  prefferedLocation: string | null;
  course: string | null;
  passingYear: number | null;
  marks: string | null;
  isProfileCompleted: boolean;
};

export type CandidateWithProfile = {
  id: string;
  fullName: string;
  email: string;
  mobile: string | null;
  profile: CandidateProfileData;
};

/** The server's candidate as form values: language comma-joined, numbers as text, files as links. */
export function toFormValues(candidate: CandidateWithProfile): ProfileFormValues {
  const p = candidate.profile;
  const text = (v: string | number | null) => (v === null ? "" : String(v));
  return {
    email: candidate.email,
    fullName: candidate.fullName,
    mobile: candidate.mobile ?? "",
    gender: text(p.gender),
    dob: text(p.dob),
    subLocation: text(p.subLocation),
    maritalStatus: text(p.maritalStatus),
    language: p.language.join(", "),
    englishFluency: text(p.englishFluency),
    currentAddress: text(p.currentAddress),
    permanentAddress: text(p.permanentAddress),
    panCardNumber: text(p.panCardNumber),
    panCardFile: p.panCardFile,
    drivingLicenseNumber: text(p.drivingLicenseNumber),
    drivingLicenseFile: p.drivingLicenseFile,
    passPortNumber: text(p.passPortNumber),
    passPortFile: p.passPortFile,
    workExperience: text(p.workExperience),
    resumeFile: p.resumeFile,
    currentCompany: text(p.currentCompany),
    previousCompany: text(p.previousCompany),
    role: text(p.role),
    subRole: text(p.subRole),
    industry: text(p.industry),
    jobType: text(p.jobType),
    prefferedLocation: text(p.prefferedLocation),
    course: text(p.course),
    passingYear: text(p.passingYear),
    marks: text(p.marks),
  };
}
