import { z } from "zod";
import type { EnglishFluency, Gender, MaritalStatus } from "@/lib/generated/prisma/enums";
import { lengthMessage, mobileText, nullableMultilineText, nullableText, requiredText, singleLineItem } from "@/lib/validations/common";

// The rule of each text field of the candidate profile (spec sections 3-5), used by the wizard's
// steps and by the save. Input: the form's text. Output: the stored value, null for a blank field.
// Messages are the spec's, word for word.

export const GENDERS = ["Male", "Female", "Other"] as const satisfies readonly Gender[];
export const MARITAL_STATUSES = ["Single", "Married", "Divorced", "Widowed"] as const satisfies readonly MaritalStatus[];
export const ENGLISH_FLUENCY = ["Beginner", "Intermediate", "Advanced", "Native"] as const satisfies readonly EnglishFluency[];

const optionalChoice = <const T extends readonly string[]>(values: T, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (values as readonly string[]).includes(v), message)
    .transform((v) => (v === "" ? null : (v as T[number])));

/** 100 crore a year: above any salary on the portal, well inside the column's 32-bit range. */
export const MAX_YEARLY_RUPEES = 1_000_000_000;
export const MAX_NOTICE_PERIOD_DAYS = 180;

const todayIso = () => new Date().toISOString().slice(0, 10);

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
    z.array(singleLineItem(40, "Please keep each language under 40 characters")).max(20, "Please list at most 20 languages"),
  );

// Digits only: Number() would also take "0x10" or "1e3".
const wholeNumber = (pattern: RegExp, min: number, max: () => number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (pattern.test(v) && Number(v) >= min && Number(v) <= max()), message)
    .transform((v) => (v === "" ? null : Number(v)));

/** Yearly rupees as people type them ("6,00,000", "600 000"): separators dropped, whole numbers only. */
const rupees = z
  .string()
  .transform((v) => v.replace(/[,\s]/g, ""))
  .refine((v) => v === "" || (/^\d{1,10}$/.test(v) && Number(v) <= MAX_YEARLY_RUPEES), "Please enter whole rupees a year, e.g. 600000")
  .transform((v) => (v === "" ? null : Number(v)));

/** A yes/no field as the form and multipart send it ("true", "false"; blank is no). */
const yesNo = z
  .string()
  .trim()
  .refine((v) => ["", "true", "false"].includes(v), "Please answer true or false")
  .transform((v) => v === "true");

const documentNumber = z
  .string()
  .trim()
  .max(30, lengthMessage(30))
  .refine((v) => v === "" || /^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(v), "Please use only letters, digits, spaces, / and -")
  .transform((v) => (v === "" ? null : v.toUpperCase()));

export const fieldRules = {
  fullName: requiredText("This field is required", 100),
  mobile: mobileText("Please enter a valid 10-digit mobile number"),
  gender: optionalChoice(GENDERS, "Please choose Male, Female or Other"),
  dob: dobField,
  subLocation: nullableText(100),
  maritalStatus: optionalChoice(MARITAL_STATUSES, "Please choose Single, Married, Divorced or Widowed"),
  language: languageField,
  englishFluency: optionalChoice(ENGLISH_FLUENCY, "Please choose Beginner, Intermediate, Advanced or Native"),
  currentAddress: nullableMultilineText(300),
  permanentAddress: nullableMultilineText(300),
  panCardNumber: documentNumber,
  drivingLicenseNumber: documentNumber,
  passPortNumber: documentNumber,
  workExperience: wholeNumber(/^\d{1,4}$/, 0, () => 60, "Please enter whole years between 0 and 60"),
  currentCompany: nullableText(120),
  previousCompany: nullableText(120),
  role: nullableText(100),
  subRole: nullableText(100),
  industry: nullableText(100),
  jobType: nullableText(60),
  prefferedLocation: nullableText(100),
  isFresher: yesNo,
  currentSalary: rupees,
  expectedSalary: rupees,
  noticePeriodDays: wholeNumber(/^\d{1,3}$/, 0, () => MAX_NOTICE_PERIOD_DAYS, "Please enter a notice period between 0 and 180 days"),
  course: nullableText(120),
  // Up to eight years ahead: students fill the profile before they graduate.
  passingYear: wholeNumber(/^\d{4}$/, 1950, () => new Date().getUTCFullYear() + 8, "Please enter a valid passing year"),
  marks: nullableText(40),
};

export type TextField = keyof typeof fieldRules;
export const TEXT_FIELDS = Object.keys(fieldRules) as TextField[];
