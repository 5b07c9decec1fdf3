import { z } from "zod";
import "zod-openapi";
import { ApplicationStatus, CheckInOutcome, SalaryUnit } from "@/lib/generated/prisma/enums";
import { candidateSkillSchema, matchSchema } from "@/lib/skills/contract";

// Responses of the staffing desk's calls (decisions.md section 17).

export const SUBMITTAL_STATUSES = ["awaiting_consent", "declined", "submitted", "accepted", "rejected"] as const;
export type SubmittalStatusName = (typeof SUBMITTAL_STATUSES)[number];

const skillLine = z.object({ name: z.string(), level: z.number().int(), verified: z.boolean() });

/** Where the application a submittal became stands (decisions.md section 20): null until the company accepts. */
const applicationStatusField = z
  .enum(ApplicationStatus)
  .nullable()
  .meta({ description: "The pipeline status of the application the submittal became (`interview`, `offered`, `hired`, `rejected`, …); null until the company accepts." });

/** A candidate as the desk sees them: never e-mail, phone, address or documents. */
export const deskCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  workExperience: z.number().int().nullable(),
  role: z.string().nullable(),
  trainee: z.boolean().meta({ description: "Enrolled in one of the company's batches." }),
  discoverable: z.boolean(),
  skills: z.array(skillLine),
  match: matchSchema.optional().meta({ description: "With `jobId`: the match against that job." }),
});
export type DeskCandidate = z.infer<typeof deskCandidateSchema>;

export const deskCandidatesPageSchema = z.object({ candidates: z.array(deskCandidateSchema), hasNextPage: z.boolean() });
export type DeskCandidatesPage = z.infer<typeof deskCandidatesPageSchema>;

export const savedSearchJsonSchema = z.object({ id: z.string(), name: z.string(), query: z.record(z.string(), z.unknown()), createdAt: z.string() });
export type SavedSearchJson = z.infer<typeof savedSearchJsonSchema>;

/** A submittal as the desk (and the 201 of POST desk/submittals) sees it. */
export const submittalJsonSchema = z.object({
  id: z.string(),
  status: z.enum(SUBMITTAL_STATUSES),
  pitch: z.string(),
  createdAt: z.string(),
  job: z.object({ id: z.string(), post: z.string(), company: z.string() }),
  candidate: z.object({ id: z.string(), name: z.string() }),
  recruiter: z.object({ name: z.string() }).nullable(),
  applicationId: z.string().nullable(),
  applicationStatus: applicationStatusField,
  rejectReason: z.string().nullable(),
});
export type SubmittalJson = z.infer<typeof submittalJsonSchema>;

/** The company's view (GET submittals?jobId=): no contact details or documents until it accepts. */
export const companySubmittalSchema = z.object({
  id: z.string(),
  status: z.enum(["submitted", "accepted", "rejected"]),
  pitch: z.string(),
  createdAt: z.string(),
  candidate: z.object({
    name: z.string(),
    city: z.string().nullable(),
    workExperience: z.number().int().nullable(),
    skills: z.array(skillLine),
  }),
  recruiter: z.object({ name: z.string() }),
  applicationId: z.string().nullable().meta({ description: "Once accepted: the application it became (its details show the full profile)." }),
  applicationStatus: applicationStatusField,
});
export type CompanySubmittal = z.infer<typeof companySubmittalSchema>;
export const companySubmittalsSchema = z.object({ submittals: z.array(companySubmittalSchema) });

/** A job's structured pay (as Job JSON's `salary`): whole units of the currency per unit of time. */
const jobSalarySchema = z.object({ min: z.number().int(), max: z.number().int(), currency: z.string(), unit: z.enum(SalaryUnit) });

/** What the candidate is asked (GET candidate/submittals): the job's title, company, city and pay, to decide. */
export const candidateSubmittalSchema = z.object({
  id: z.string(),
  status: z.enum(SUBMITTAL_STATUSES),
  pitch: z.string(),
  createdAt: z.string(),
  job: z.object({
    id: z.string().meta({ description: "The job's page is /jobs/{id}." }),
    post: z.string(),
    company: z.string(),
    city: z.string(),
    payroll: z.string().meta({ description: "The pay as the company wrote it (e.g. '9 LPA')." }),
    salary: jobSalarySchema.nullable().meta({ description: "The structured range when the company gave one." }),
  }),
  recruiter: z.object({ name: z.string() }).nullable(),
  applicationStatus: applicationStatusField,
});
export const candidateSubmittalsSchema = z.object({ submittals: z.array(candidateSubmittalSchema) });

export const placementJsonSchema = z.object({
  id: z.string(),
  candidate: z.object({ id: z.string(), name: z.string() }),
  job: z.object({ id: z.string(), post: z.string() }),
  company: z.object({ id: z.string(), name: z.string() }),
  recruiter: z.object({ id: z.string(), name: z.string() }).nullable().meta({ description: "Whose submittal it was (null: an erased account)." }),
  startDate: z.string().meta({ format: "date" }),
  guaranteeDays: z.number().int(),
  guaranteeEndsOn: z.string().meta({ format: "date" }),
  status: z.enum(["active", "fell_through"]),
  fellThroughAt: z.string().nullable(),
  annualCtc: z.number().int().nullable().meta({ description: "Yearly, in whole rupees; null until given (the hire dialog, or PATCH)." }),
  lastCheckIn: z
    .object({ outcome: z.enum(CheckInOutcome), createdAt: z.string() })
    .nullable()
    .meta({ description: "The latest check-in logged (POST desk/placements/{id}/check-ins)." }),
  checkInDue: z
    .object({ day: z.number().int(), dueOn: z.string().meta({ format: "date" }) })
    .nullable()
    .meta({ description: "The check-in due (day 7, 30 or 60 after the start, within the guarantee) with none logged since `dueOn`; null when none is due." }),
});
export type PlacementJson = z.infer<typeof placementJsonSchema>;
export const placementsPageSchema = z.object({ placements: z.array(placementJsonSchema), hasNextPage: z.boolean() });

/** 201 of POST desk/placements/{id}/check-ins. */
export const checkInJsonSchema = z.object({
  id: z.string(),
  placementId: z.string(),
  outcome: z.enum(CheckInOutcome),
  note: z.string(),
  author: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CheckInJson = z.infer<typeof checkInJsonSchema>;

/** GET desk/jobs: open jobs for the candidate search's job picker, newest first. */
export const deskJobsPageSchema = z.object({
  jobs: z.array(z.object({ id: z.string(), post: z.string(), company: z.string(), city: z.string() })),
  hasNextPage: z.boolean(),
});
export type DeskJobsPage = z.infer<typeof deskJobsPageSchema>;
export type DeskJobChoice = DeskJobsPage["jobs"][number];

const funnelCounts = {
  submitted: z.number().int(),
  accepted: z.number().int(),
  interviewed: z.number().int(),
  offered: z.number().int(),
  hired: z.number().int(),
  medianDays: z
    .object({
      submittedToAccepted: z.number().nullable(),
      acceptedToInterviewed: z.number().nullable(),
      interviewedToOffered: z.number().nullable(),
      offeredToHired: z.number().nullable(),
    })
    .meta({ description: "Median days between consecutive steps (null when nobody took that step)." }),
};
export const funnelRowSchema = z.object({ id: z.string(), name: z.string(), ...funnelCounts });
export type FunnelRow = z.infer<typeof funnelRowSchema>;
export const funnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.object(funnelCounts),
  byRecruiter: z.array(funnelRowSchema),
  byCompany: z.array(funnelRowSchema),
});
export type FunnelJson = z.infer<typeof funnelSchema>;

export const savedSearchListSchema = z.object({ savedSearches: z.array(savedSearchJsonSchema).meta({ description: "The recruiter's own, newest first." }) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/**
 * What a recruiter screens with (decisions.md section 20), for a candidate who lets employers find them:
 * contact details, pay and notice, and the résumé (read through GET files/{id}). Never shown to a company.
 */
export const deskScreeningSchema = z.object({
  email: z.string(),
  mobile: z.string().nullable(),
  currentSalary: z.number().int().nullable().meta({ description: "Yearly, in whole rupees." }),
  expectedSalary: z.number().int().nullable().meta({ description: "Yearly, in whole rupees." }),
  noticePeriodDays: z.number().int().nullable(),
  isFresher: z.boolean(),
  resume: z.object({ fileId: z.string(), fileName: z.string() }).nullable().meta({ description: "Read with GET files/{fileId} (each read is logged for the candidate)." }),
});
export type DeskScreening = z.infer<typeof deskScreeningSchema>;

/** GET desk/candidates/{id}: the fuller profile of one candidate of the desk's pool, with `screening` for a discoverable one. */
export const deskCandidateDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  workExperience: z.number().int().nullable(),
  role: z.string().nullable(),
  subRole: z.string().nullable(),
  course: z.string().nullable(),
  passingYear: z.number().int().nullable(),
  trainee: z.boolean(),
  discoverable: z.boolean(),
  screening: deskScreeningSchema.nullable().meta({ description: "Only for a candidate who lets employers find them; null for a trainee who does not." }),
  skills: z.array(candidateSkillSchema).meta({ description: "Verified first, then by level, then by name." }),
  certificates: z
    .array(z.object({ code: z.string(), programme: z.string(), issuedAt: z.string() }))
    .meta({ description: "Valid (not revoked) TalentBridge certificates, newest first." }),
  enrolments: z.array(z.object({ programme: z.string(), batch: z.string(), status: z.string(), startDate: z.string().meta({ format: "date" }) })),
  submittals: z
    .array(
      z.object({
        id: z.string(),
        status: z.enum(SUBMITTAL_STATUSES),
        applicationStatus: applicationStatusField,
        createdAt: z.string(),
        job: z.object({ id: z.string(), post: z.string(), company: z.string() }),
      }),
    )
    .meta({ description: "The desk's submittals of this candidate (any recruiter's), newest first." }),
});
export type DeskCandidateDetail = z.infer<typeof deskCandidateDetailSchema>;

// Submittals' pages and the review link (added with the submittal calls).

/** GET desk/submittals: the recruiter's own, newest first, 20 a page. */
export const deskSubmittalsPageSchema = z.object({
  submittals: z.array(submittalJsonSchema),
  page: z.number().int(),
  total: z.number().int().meta({ description: "The recruiter's submittals with this status (all pages)." }),
  hasNextPage: z.boolean(),
});
export type DeskSubmittalsPage = z.infer<typeof deskSubmittalsPageSchema>;

export type CandidateSubmittal = z.infer<typeof candidateSubmittalSchema>;
/** GET candidate/submittals: newest first, 20 a page. */
export const candidateSubmittalsPageSchema = candidateSubmittalsSchema.extend({ page: z.number().int(), hasNextPage: z.boolean() });
export type CandidateSubmittalsPage = z.infer<typeof candidateSubmittalsPageSchema>;

/** GET submittals/review-link: what the confirmation page of the mail's link shows (no contact details). */
export const reviewLinkSchema = z.object({
  submittalId: z.string(),
  pitch: z.string(),
  expiresAt: z.string().meta({ format: "date-time" }),
  job: z.object({ id: z.string(), post: z.string(), company: z.string(), city: z.string() }),
  candidate: companySubmittalSchema.shape.candidate,
  recruiter: z.object({ name: z.string() }),
});
export type ReviewLinkJson = z.infer<typeof reviewLinkSchema>;
