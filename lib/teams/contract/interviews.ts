import { z } from "zod";
import "zod-openapi";
import { ApplicationStatus } from "@/lib/generated/prisma/enums";

// "Your interviews" (decisions.md section 16): the applications assigned to the acting member.

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
