import { z } from "zod";
import "zod-openapi";
import { RejectReason } from "@/lib/generated/prisma/enums";
import { skillsFilterField } from "@/lib/job-search/schemas";
import { verifiedOnlyFlag } from "@/lib/matching/schemas/candidates";
import { CHECK_IN_NOTE_MAX, CHECK_IN_NOTE_REQUIRED, CHECK_IN_OUTCOME_REQUIRED, CHECK_IN_OUTCOMES } from "@/lib/desk/rules/check-ins";
import { ANNUAL_CTC_MESSAGE } from "@/lib/desk/rules/placements";
import {
  blankToUndefined,
  dayField,
  optionalMultilineText,
  optionalText,
  optionalYearlyRupees,
  pageField,
  queryFlag,
  recordId,
  requiredMultilineText,
  requiredText,
  textToNumber,
} from "@/lib/validations/common";

// The staffing desk (decisions.md section 17): the requests of the desk's calls and forms. Browser-safe.

/** Candidates, submittals and placements a desk page holds. */
export const DESK_PAGE_SIZE = 20;
export const PITCH_MAX = 2000;
export const PITCH_REQUIRED = "Please write why this candidate fits the job";
export const REASON_REQUIRED = "Please choose a reason";
/** Days a company's review link from the mail works. */
export const REVIEW_LINK_DAYS = 7;
/** The guarantee a placement carries. */
export const GUARANTEE_DAYS = 90;
/** The funnel report's range when none is given: this many days, ending today (India). */
export const FUNNEL_DEFAULT_DAYS = 90;
/** The longest range a funnel report covers (about ten years; a longer one is a 400). */
export const FUNNEL_MAX_DAYS = 3660;
/** At most this many saved searches a recruiter. */
export const MAX_SAVED_SEARCHES = 20;

/** Query of GET desk/candidates (also a saved search's query). */
export const deskCandidatesQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, optionalText(100)).meta({ description: "Words in the candidate's name, role, course or skills." }),
  skills: skillsFilterField,
  verifiedOnly: verifiedOnlyFlag,
  city: z.preprocess(blankToUndefined, optionalText(80)).meta({ description: "The candidate's city or preferred location (case-insensitive)." }),
  minExperience: z
    .preprocess(textToNumber, z.number({ error: "minExperience must be a whole number of years" }).int("minExperience must be a whole number of years").min(0).max(60).optional())
    .meta({ description: "At least this many years of experience." }),
  jobId: z.preprocess(blankToUndefined, recordId("Job id is required").optional()).meta({ description: "An approved job: each candidate then carries `match`, best first." }),
  page: pageField,
});
export type DeskCandidatesQuery = z.output<typeof deskCandidatesQuerySchema>;

/** Body of POST desk/saved-searches. */
export const savedSearchSchema = z.object({
  name: requiredText("Please name the search", 80),
  query: deskCandidatesQuerySchema.omit({ page: true }),
});
export type SavedSearchInput = z.output<typeof savedSearchSchema>;

/** Body of POST desk/submittals. */
export const createSubmittalSchema = z.object({
  jobId: recordId("Job id is required"),
  candidateId: recordId("Candidate id is required"),
  pitch: requiredMultilineText(PITCH_REQUIRED, PITCH_MAX),
});
export type CreateSubmittalInput = z.output<typeof createSubmittalSchema>;

/** Body of POST submittals/{id}/consent (the candidate). */
export const consentSchema = z.object({ accept: z.boolean({ error: "accept must be true or false" }) });
export type ConsentInput = z.output<typeof consentSchema>;

/** Query of GET submittals (the company's). */
export const companySubmittalsQuerySchema = z.object({ jobId: recordId("Job id is required") });
export type CompanySubmittalsQuery = z.output<typeof companySubmittalsQuerySchema>;

const reviewFields = {
  decision: z.enum(["accept", "reject"], { error: "decision must be accept or reject" }),
  reason: z.preprocess(blankToUndefined, z.enum(RejectReason, { error: REASON_REQUIRED }).optional()),
};
const reasonWhenRejecting = (input: { decision: string; reason?: unknown }) => input.decision === "accept" || input.reason !== undefined;

/** Body of POST submittals/{id}/review: a reason (section 9's list) is required to reject. */
export const reviewSubmittalSchema = z.object(reviewFields).refine(reasonWhenRejecting, { message: REASON_REQUIRED, path: ["reason"] });
export type ReviewSubmittalInput = z.output<typeof reviewSubmittalSchema>;

/** Body of POST submittals/review-link: the same decision through the mail's signed link (no login). */
export const reviewByLinkSchema = z
  .object({ token: requiredText("The review link is not valid", 600), ...reviewFields })
  .refine(reasonWhenRejecting, { message: REASON_REQUIRED, path: ["reason"] });
export type ReviewByLinkInput = z.output<typeof reviewByLinkSchema>;

/** Query of GET desk/placements. */
export const placementsQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(["active", "fell_through"], { error: "status must be active or fell_through" }).optional()),
  mine: queryFlag("mine", "Only the placements of your own submittals (default: the whole desk's)."),
  due: queryFlag("due", "Only the active placements due a check-in (7, 30 and 60 days after the start, within the guarantee, none logged since), the longest waiting first."),
  page: pageField,
});
export type PlacementsQuery = z.output<typeof placementsQuerySchema>;

/** Yearly whole rupees: the annual CTC of a hire (placement), blank or absent for none. */
export const annualCtcField = optionalYearlyRupees(ANNUAL_CTC_MESSAGE);

/**
 * Body of PATCH desk/placements/{id}: new terms (`annualCtc`, `startDate`), and/or marking it as fallen
 * through (within the guarantee).
 */
export const updatePlacementSchema = z
  .object({
    annualCtc: annualCtcField,
    startDate: z.preprocess(blankToUndefined, dayField("Please enter a valid start date").optional()),
    fellThrough: z.literal(true).optional(),
    reason: optionalMultilineText(1000),
  })
  .refine((input) => input.annualCtc !== undefined || input.startDate !== undefined || input.fellThrough === true, { message: "Nothing to change", path: ["startDate"] });
export type UpdatePlacementInput = z.output<typeof updatePlacementSchema>;

/** The "Edit terms" dialog of /desk/placements (the same change as PATCH desk/placements/{id}). */
export const editPlacementTermsSchema = z.object({
  id: recordId("Placement id is required"),
  startDate: dayField("Please enter a valid start date"),
  annualCtc: annualCtcField,
});
export type EditPlacementTermsInput = z.output<typeof editPlacementTermsSchema>;

/** Body of POST desk/placements/{id}/check-ins. */
export const checkInSchema = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES, { error: CHECK_IN_OUTCOME_REQUIRED }),
  note: requiredMultilineText(CHECK_IN_NOTE_REQUIRED, CHECK_IN_NOTE_MAX),
});
export type CheckInInput = z.output<typeof checkInSchema>;

/** The "Log a check-in" dialog (server action): the placement and the check-in. */
export const logCheckInInputSchema = checkInSchema.extend({ id: recordId("Placement id is required") });
export type LogCheckInInput = z.output<typeof logCheckInInputSchema>;

/** Query of GET desk/jobs: the job picker of the candidate search. */
export const deskJobsQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, optionalText(100)).meta({ description: "Words in the job's title or its company's name." }),
  page: pageField,
});
export type DeskJobsQuery = z.output<typeof deskJobsQuerySchema>;
/** Jobs a page of the job picker holds. */
export const DESK_JOBS_PAGE_SIZE = 10;

export const FELL_THROUGH_REASON_REQUIRED = "Please say why the placement fell through";

/** The "Mark as fallen through" dialog: the page asks for the reason (the API takes it as optional). */
export const markFellThroughSchema = z.object({
  id: recordId("Placement id is required"),
  reason: requiredMultilineText(FELL_THROUGH_REASON_REQUIRED, 1000),
});
export type MarkFellThroughInput = z.output<typeof markFellThroughSchema>;

/** Query of GET desk/reports/funnel. */
export const funnelQuerySchema = z
  .object({
    // Absent `to`: today (India); absent `from`: the FUNNEL_DEFAULT_DAYS days that end on `to`.
    from: z.preprocess(blankToUndefined, dayField("Please enter a valid start date").optional()),
    to: z.preprocess(blankToUndefined, dayField("Please enter a valid end date").optional()),
    format: z.preprocess(blankToUndefined, z.enum(["json", "csv"], { error: "format must be json or csv" }).optional()),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: "The start must be on or before the end", path: ["to"] });
export type FunnelQuery = z.output<typeof funnelQuerySchema>;
