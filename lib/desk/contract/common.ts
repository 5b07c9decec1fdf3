import { z } from "zod";
import "zod-openapi";
import { candidateSkillSchema, matchSchema } from "@/lib/skills/contract";

// Responses of the staffing desk's calls (decisions.md section 17).

export const SUBMITTAL_STATUSES = ["awaiting_consent", "declined", "submitted", "accepted", "rejected"] as const;
export type SubmittalStatusName = (typeof SUBMITTAL_STATUSES)[number];

const skillLine = z.object({ name: z.string(), level: z.number().int(), verified: z.boolean() });

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
});
export type CompanySubmittal = z.infer<typeof companySubmittalSchema>;
export const companySubmittalsSchema = z.object({ submittals: z.array(companySubmittalSchema) });

/** What the candidate is asked (GET candidate/submittals). */
export const candidateSubmittalSchema = z.object({
  id: z.string(),
  status: z.enum(SUBMITTAL_STATUSES),
  pitch: z.string(),
  createdAt: z.string(),
  job: z.object({ id: z.string(), post: z.string(), company: z.string(), city: z.string() }),
  recruiter: z.object({ name: z.string() }).nullable(),
});
export const candidateSubmittalsSchema = z.object({ submittals: z.array(candidateSubmittalSchema) });

export const placementJsonSchema = z.object({
  id: z.string(),
  candidate: z.object({ id: z.string(), name: z.string() }),
  job: z.object({ id: z.string(), post: z.string() }),
  company: z.object({ id: z.string(), name: z.string() }),
  recruiter: z.object({ name: z.string() }).nullable(),
  startDate: z.string().meta({ format: "date" }),
  guaranteeDays: z.number().int(),
  guaranteeEndsOn: z.string().meta({ format: "date" }),
  status: z.enum(["active", "fell_through"]),
  fellThroughAt: z.string().nullable(),
});
export type PlacementJson = z.infer<typeof placementJsonSchema>;
export const placementsPageSchema = z.object({ placements: z.array(placementJsonSchema), hasNextPage: z.boolean() });

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

/** GET desk/candidates/{id}: the fuller profile of one candidate of the desk's pool (still no contact details or documents). */
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
  skills: z.array(candidateSkillSchema).meta({ description: "Verified first, then by level, then by name." }),
  certificates: z
    .array(z.object({ code: z.string(), programme: z.string(), issuedAt: z.string() }))
    .meta({ description: "Valid (not revoked) TalentBridge certificates, newest first." }),
  enrolments: z.array(z.object({ programme: z.string(), batch: z.string(), status: z.string(), startDate: z.string().meta({ format: "date" }) })),
  submittals: z
    .array(z.object({ id: z.string(), status: z.enum(SUBMITTAL_STATUSES), createdAt: z.string(), job: z.object({ id: z.string(), post: z.string(), company: z.string() }) }))
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
