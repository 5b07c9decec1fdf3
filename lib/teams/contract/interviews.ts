import { z } from "zod";
import "zod-openapi";
import { ApplicationStatus, InterviewMode } from "@/lib/generated/prisma/enums";

// "Your interviews" (decisions.md section 16): the applications assigned to the acting member; and, for
// owners and recruiters, every upcoming interview of the company (decisions.md section 20).

export const assignedInterviewSchema = z.object({
  applicationId: z.string(),
  candidateName: z.string(),
  post: z.string(),
  status: z.enum(ApplicationStatus),
  interviewAt: z.string().nullable().meta({ description: "The scheduled interview while the application is at interview, else null." }),
  submitted: z.boolean().meta({ description: "Whether the member has submitted their scorecard." }),
  assignedAt: z.string(),
});
export type AssignedInterview = z.infer<typeof assignedInterviewSchema>;

export const assignedInterviewsPageSchema = z.object({
  items: z.array(assignedInterviewSchema).meta({ description: "Latest assignment first, 20 a page." }),
  page: z.number().int(),
  hasNextPage: z.boolean(),
});
export type AssignedInterviewsPage = z.infer<typeof assignedInterviewsPageSchema>;

/** An upcoming interview of the company (owners and recruiters; decisions.md section 20). */
export const companyInterviewSchema = z.object({
  applicationId: z.string(),
  candidateName: z.string(),
  jobId: z.string(),
  post: z.string(),
  interview: z.object({
    at: z.string().meta({ format: "date-time" }),
    durationMinutes: z.number().int(),
    mode: z.enum(InterviewMode),
    location: z.string().nullable(),
  }),
  interviewers: z.array(z.string()).meta({ description: "The assigned members' names, in the order they were assigned." }),
  scorecards: z.number().int().meta({ description: "Scorecards submitted on the application." }),
});
export type CompanyInterview = z.infer<typeof companyInterviewSchema>;

export const companyInterviewsPageSchema = z.object({
  items: z.array(companyInterviewSchema).meta({ description: "Soonest first (one still under way included), 20 a page." }),
  page: z.number().int(),
  hasNextPage: z.boolean(),
});
export type CompanyInterviewsPage = z.infer<typeof companyInterviewsPageSchema>;
