import { z } from "zod";
import "zod-openapi";
import { roleSchema } from "@/lib/api/schemas";
import { FileKind } from "@/lib/generated/prisma/enums";
import { ENGLISH_FLUENCY, GENDERS, MARITAL_STATUSES } from "@/lib/candidate-profile/schemas/fields";
import { candidateSkillSchema } from "@/lib/skills/contract";

// What candidate/get-profile and candidate/update-profile return (decisions.md section 4), and what
// candidate/document-views returns: the one definition of each (the API documents them, the services
// return z.infer of them, the wizard and the profile page render them).

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
    isFresher: z.boolean().meta({ description: "\"I am a fresher\": 0 years of experience and no current company; employers see 'Fresher'." }),
    currentSalary: z.number().int().nullable().meta({ description: "Yearly, in whole rupees." }),
    expectedSalary: z.number().int().nullable().meta({ description: "Yearly, in whole rupees." }),
    noticePeriodDays: z.number().int().nullable().meta({ description: "0 to 180 days." }),
    course: z.string().nullable(),
    passingYear: z.number().int().nullable(),
    marks: z.string().nullable(),
    isProfileCompleted: z.boolean().meta({ description: "True when all four wizard steps validate on the server." }),
    // Kept by PUT candidate/skills (decisions.md section 14), not by the profile writes.
    skills: z.array(candidateSkillSchema).meta({ description: "Verified first, then by level (highest first), then by name." }),
    discoverable: z.boolean().meta({ description: "Let employers find me (default false)." }),
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

// "Who viewed my documents" (decisions.md section 12): each item is exactly the pinned shape.
export const documentViewSchema = z
  .object({
    viewer: z.string().meta({ description: "The viewer's name when they opened the document." }),
    organisation: z.string().nullable().meta({ description: "The employer's company, the institute, or TalentBridge Staffing for our staff." }),
    role: roleSchema,
    fileKind: z.enum(FileKind),
    viewedAt: z.string().meta({ description: "ISO 8601; repeated opens by the same person within 10 minutes count once." }),
  })
  .meta({ id: "DocumentView" });

export type DocumentView = z.infer<typeof documentViewSchema>;

export const documentViewsPageSchema = z
  .object({
    items: z.array(documentViewSchema).meta({ description: "Newest first." }),
    page: z.number().int(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "DocumentViewsPage" });

export type DocumentViewsPage = z.infer<typeof documentViewsPageSchema>;

// POST candidate/resume-parse (decisions.md section 14): what a resume proposes; only what was found.
export const resumeParseResultSchema = z
  .object({
    fields: z.object({
      fullName: z.string().optional(),
      email: z.string().optional(),
      mobile: z.string().optional().meta({ description: "Ten digits, as the profile stores a mobile." }),
      skills: z
        .array(z.object({ skillId: z.string(), name: z.string() }))
        .meta({ description: "Catalogue skills named in the resume, in the order they appear (at most 50)." }),
      course: z.string().optional().meta({ description: "e.g. 'B.Tech Computer Engineering': the degree nearest the Education heading." }),
      passingYear: z.number().int().optional(),
      currentCompany: z.string().optional().meta({ description: "Of the most recent Experience entry." }),
      role: z.string().optional().meta({ description: "Of the most recent Experience entry." }),
      workExperience: z.number().int().optional().meta({ description: "Whole years: as stated, or summed from the Experience dates." }),
    }),
  })
  .meta({ id: "ResumeParseResult" });

export type ResumeParseResult = z.infer<typeof resumeParseResultSchema>;
export type ResumeFields = ResumeParseResult["fields"];
