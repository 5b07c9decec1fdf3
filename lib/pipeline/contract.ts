import { z } from "zod";
import "zod-openapi";
import { ERROR_CODES } from "@/lib/api/errors";
import { ApplicationStatus } from "@/lib/generated/prisma/enums";
import { jobSchema } from "@/lib/job-search/service/serialize";
import { applicationEventSchema, eventActorSchema, interviewJsonSchema } from "@/lib/job-search/service/application-json";
import { matchSchema } from "@/lib/skills/contract";

// The hiring pipeline's response shapes (decisions.md section 9): the one definition of each; the
// services return z.infer of them, the pages render them. The event schema lives beside the
// application in lib/job-search/service/application-json.ts (the application embeds it) and is re-exported here.

export { applicationEventSchema, candidateEventSchema, eventActorSchema, interviewJsonSchema } from "@/lib/job-search/service/application-json";

const dateTime = z.string().meta({ format: "date-time" });

export type ApplicationEvent = z.infer<typeof applicationEventSchema>;
export type Interview = z.infer<typeof interviewJsonSchema>;
/** Who acted on an event (company views only, decisions.md section 16). */
export type EventActor = z.infer<typeof eventActorSchema>;

/** The candidate as the job's employer sees them here: the applicants list's contact fields. */
export const applicationCandidateSchema = z
  .object({
    id: z.string().meta({ description: "The candidate's account id." }),
    fullName: z.string(),
    email: z.string().optional().meta({ description: "Absent for an interviewer (decisions.md section 20)." }),
    mobile: z.string().optional().meta({ description: "Absent for an interviewer (decisions.md section 20)." }),
  })
  .meta({ id: "ApplicationCandidate" });

// The applicants of one of the employer's jobs (GET applications/job-applicants-details, decisions.md
// section 4): each candidate with the profile an employer may see and the application's stage.

const nullableString = z.string().nullable();

export const applicantProfileSchema = z
  .object({
    gender: nullableString,
    dob: nullableString.meta({ description: "YYYY-MM-DD" }),
    subLocation: nullableString,
    maritalStatus: nullableString,
    language: z.array(z.string()),
    englishFluency: nullableString,
    currentAddress: nullableString,
    permanentAddress: nullableString,
    workExperience: z.number().int().nullable(),
    resumeFile: nullableString.meta({ description: "Link /api/v1/files/{id}, or null." }),
    currentCompany: nullableString,
    previousCompany: nullableString,
    role: nullableString,
    subRole: nullableString,
    industry: nullableString,
    jobType: nullableString,
    prefferedLocation: nullableString,
    isFresher: z.boolean().meta({ description: "A fresher: show 'Fresher', not a company (workExperience is 0, currentCompany null)." }),
    currentSalary: z.number().int().nullable().meta({ description: "Yearly, in whole rupees." }),
    expectedSalary: z.number().int().nullable().meta({ description: "Yearly, in whole rupees." }),
    noticePeriodDays: z.number().int().nullable().meta({ description: "0 to 180 days." }),
    course: nullableString,
    passingYear: z.number().int().nullable(),
    marks: nullableString,
    isProfileCompleted: z.boolean(),
  })
  .meta({ id: "ApplicantProfile", description: "The candidate's profile as an employer sees it (no identity documents)." });

export const applicantSchema = z
  .object({
    id: z.string().meta({ description: "The candidate's account id." }),
    applicationId: z.string(),
    status: z.enum(ApplicationStatus).meta({ description: "The application's stage." }),
    appliedAt: z.string().meta({ format: "date-time" }),
    fullName: z.string(),
    email: z.string(),
    mobile: z.string(),
    profile: applicantProfileSchema,
    topSkills: z
      .array(z.string())
      .meta({ description: "Up to 3 of the candidate's skill names: verified first, then by level (issue 30)." }),
    verifiedTopSkills: z
      .array(z.string())
      .meta({ description: "Those of topSkills a TalentBridge certificate proves (shown 'Verified by TalentBridge', decisions.md section 15)." }),
    match: matchSchema.optional().meta({ description: "How the candidate matches the job's skills; absent when the job has no skills." }),
    source: z
      .enum(["direct", "agency"])
      .optional()
      .meta({ description: "`agency`: put forward by TalentBridge and accepted by the company (decisions.md section 17)." }),
    scorecards: z
      .object({ strong_yes: z.number().int(), yes: z.number().int(), no: z.number().int(), strong_no: z.number().int() })
      .optional()
      .meta({ description: "The recommendations of the application's scorecards, counted (the applicants list; absent while it has none)." }),
  })
  .meta({ id: "Applicant" });

export const jobApplicantsSchema = z
  .object({
    job: jobSchema,
    candidates: z.array(applicantSchema),
    total: z.number().int().meta({ description: "Applicants matching the search and the status filter, over all pages." }),
    counts: z
      .record(z.enum(ApplicationStatus), z.number().int())
      .meta({ description: "Applicants per stage (all 8 stages), matching the search; the status filter is ignored (the tabs)." }),
    page: z.number().int(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "JobApplicants" });

export type Applicant = z.infer<typeof applicantSchema>;

/**
 * An assigned applicant as an interviewer sees them (decisions.md section 20): the name, city,
 * experience, current role and company, skills and match, and the résumé; never date of birth, gender, marital status,
 * addresses, phone, e-mail, salary or identity documents. Read with its own select, so nothing else
 * leaves the database for them.
 */
export const interviewerApplicantSchema = z
  .object({
    id: z.string(),
    applicationId: z.string(),
    status: z.enum(ApplicationStatus),
    appliedAt: z.string().meta({ format: "date-time" }),
    fullName: z.string(),
    profile: z.object({
      subLocation: nullableString.meta({ description: "The city." }),
      workExperience: z.number().int().nullable(),
      currentCompany: nullableString,
      role: nullableString,
      isFresher: z.boolean(),
      resumeFile: nullableString.meta({ description: "Link /api/v1/files/{id}, or null." }),
    }),
    topSkills: z.array(z.string()).meta({ description: "Up to 3 of the candidate's skill names: verified first, then by level." }),
    verifiedTopSkills: z.array(z.string()).meta({ description: "Those of topSkills a TalentBridge certificate proves." }),
    match: matchSchema.optional().meta({ description: "How the candidate matches the job's skills; absent when the job has no skills." }),
  })
  .meta({ id: "InterviewerApplicant" });

export type InterviewerApplicant = z.infer<typeof interviewerApplicantSchema>;
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;
export type JobApplicants = z.infer<typeof jobApplicantsSchema>;

export const applicationDetailSchema = z
  .object({
    id: z.string(),
    status: z.enum(ApplicationStatus),
    createdAt: dateTime,
    statusChangedAt: dateTime,
    job: jobSchema,
    events: z
      .array(applicationEventSchema)
      .meta({ description: "Oldest first. `note` and `actor` (who acted) only in the company's view." }),
    interview: interviewJsonSchema
      .nullable()
      .meta({ description: "The latest scheduled interview while the status is interview, else null." }),
    candidate: applicationCandidateSchema.optional().meta({ description: "Only for the job's employer." }),
  })
  .meta({ id: "ApplicationDetail" });

export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.string().meta({ description: "e.g. application_status, application_withdrawn" }),
    title: z.string(),
    body: z.string(),
    link: z.string().meta({ description: "A path of the site, e.g. /candidate/applications" }),
    readAt: dateTime.nullable(),
    createdAt: dateTime,
  })
  .meta({ id: "Notification" });

export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z
  .object({
    items: z.array(notificationSchema).meta({ description: "Newest first, 20 a page." }),
    unread: z.number().int().meta({ description: "The user's unread notifications (all pages)." }),
    page: z.number().int(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "NotificationsPage" });

export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadSchema = z.object({ unread: z.number().int() }).meta({ id: "UnreadCount" });

export const bulkResultSchema = z
  .object({
    updated: z.array(z.string()).meta({ description: "Ids of the applications moved." }),
    failed: z
      .array(z.object({ id: z.string(), code: z.enum(ERROR_CODES), message: z.string() }))
      .meta({ description: "The others, each with why (NOT_FOUND for ids that are not yours, INVALID_TRANSITION, STALE_STATE)." }),
  })
  .meta({ id: "BulkResult" });

export type BulkResult = z.infer<typeof bulkResultSchema>;
