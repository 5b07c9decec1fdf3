import { z } from "zod";
import "zod-openapi";
import type { Operation } from "@/lib/api/operation";
import { ENGLISH_FLUENCY, GENDERS, MARITAL_STATUSES, TEXT_FIELDS } from "@/lib/validations/candidate-profile";

const fileLinkSchema = z
  .string()
  .nullable()
  .meta({ description: "`/api/v1/files/{id}` for a stored file (readable only by those allowed), or null." });

export const candidateProfileDataSchema = z
  .object({
    gender: z.enum(GENDERS).nullable(),
    dob: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
    subLocation: z.string().nullable(),
    maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
    language: z.array(z.string()),
    englishFluency: z.enum(ENGLISH_FLUENCY).nullable(),
    currentAddress: z.string().nullable(),
    permanentAddress: z.string().nullable(),
    panCardNumber: z.string().nullable(),
    panCardFile: fileLinkSchema,
    drivingLicenseNumber: z.string().nullable(),
    drivingLicenseFile: fileLinkSchema,
    passPortNumber: z.string().nullable(),
    passPortFile: fileLinkSchema,
    workExperience: z.number().int().nullable().meta({ description: "Years" }),
    resumeFile: fileLinkSchema,
    currentCompany: z.string().nullable(),
    previousCompany: z.string().nullable(),
    role: z.string().nullable(),
    subRole: z.string().nullable(),
    industry: z.string().nullable(),
    jobType: z.string().nullable(),
    prefferedLocation: z.string().nullable(),
    course: z.string().nullable(),
    passingYear: z.number().int().nullable(),
    marks: z.string().nullable(),
    isProfileCompleted: z.boolean().meta({ description: "True when all four wizard steps validate on the server." }),
  })
  .meta({ id: "CandidateProfile" });

export const candidateWithProfileSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    profile: candidateProfileDataSchema,
  })
  .meta({ id: "CandidateWithProfile" });

const binaryFile = (description: string) => z.string().meta({ format: "binary", description }).optional();

// Documents the multipart body; the service parses it (lib/validations/candidate-profile.ts).
const updateProfileBody = z
  .object({
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, z.string().optional()])),
    language: z.string().optional().meta({ description: "Comma-separated, e.g. 'English, Hindi' (or repeat the part)." }),
    panCardFile: binaryFile("png, jpg/jpeg or webp, at most 2 MB"),
    drivingLicenseFile: binaryFile("png, jpg/jpeg or webp, at most 2 MB"),
    passPortFile: binaryFile("png, jpg/jpeg or webp, at most 2 MB"),
    resumeFile: binaryFile("pdf, doc or docx, at most 5 MB"),
  })
  .meta({
    id: "CandidateProfileUpdate",
    description: "Send only the fields to change; a blank text field clears it. A file part replaces the stored file.",
  });

export const getCandidateProfile = {
  id: "getCandidateProfile",
  method: "GET",
  path: "/candidate/get-profile",
  summary: "The logged-in candidate with the nested profile",
  tag: "Candidate",
  auth: ["Candidate"],
  response: candidateWithProfileSchema,
} as const satisfies Operation;

export const updateCandidateProfile = {
  id: "updateCandidateProfile",
  method: "POST",
  path: "/candidate/update-profile",
  summary: "Save (part of) the candidate profile; files are checked from their bytes",
  tag: "Candidate",
  auth: ["Candidate"],
  body: updateProfileBody,
  bodyType: "multipart",
  response: candidateWithProfileSchema,
  errors: [400, 413, 415],
} as const satisfies Operation;
