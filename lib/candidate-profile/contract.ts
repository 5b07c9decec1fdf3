import { z } from "zod";
import "zod-openapi";
import { ENGLISH_FLUENCY, GENDERS, MARITAL_STATUSES } from "@/lib/candidate-profile/schemas/fields";

// What candidate/get-profile and candidate/update-profile return (decisions.md section 4): the one
// definition (the API documents it, the service returns z.infer of it, the wizard renders it).

const fileLink = z
  .string()
  .nullable()
  .meta({ description: "`/api/v1/files/{id}` for a stored file (readable only by those allowed), or null." });

const candidateProfileDataSchema = z
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
    panCardFile: fileLink,
    drivingLicenseNumber: z.string().nullable(),
    drivingLicenseFile: fileLink,
    passPortNumber: z.string().nullable(),
    passPortFile: fileLink,
    workExperience: z.number().int().nullable().meta({ description: "Years" }),
    resumeFile: fileLink,
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

export type CandidateProfileData = z.infer<typeof candidateProfileDataSchema>;

export const candidateWithProfileSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    profile: candidateProfileDataSchema,
  })
  .meta({ id: "CandidateWithProfile" });

export type CandidateWithProfile = z.infer<typeof candidateWithProfileSchema>;
