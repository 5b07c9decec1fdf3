import { z } from "zod";
import "zod-openapi";
import { ModerationStatus, ReportReason } from "@/lib/generated/prisma/enums";

// Job reports' response shapes (decisions.md section 12; docs/decisions/0023): the one definition of
// each (the API documents them, the service returns z.infer of them, the console renders them).

const dateTime = z.string().meta({ format: "date-time" });

const reasonCountsSchema = z
  .object(Object.fromEntries(Object.values(ReportReason).map((reason) => [reason, z.number().int()])) as Record<ReportReason, z.ZodNumber>)
  .meta({ id: "ReportReasonCounts", description: "How many of the listed reports give each reason." });

export const reportedJobSchema = z
  .object({
    job: z.object({
      id: z.string(),
      post: z.string(),
      orgName: z.string(),
      status: z.enum(ModerationStatus),
      underReview: z.boolean().meta({ description: "Hidden from listings by the reports (until dismissed or rejected)." }),
    }),
    openReports: z.number().int().meta({ description: "Reports waiting for a decision." }),
    reasons: reasonCountsSchema,
    reports: z
      .array(
        z.object({
          reason: z.enum(ReportReason),
          details: z.string().nullable(),
          createdAt: dateTime,
          resolution: z.enum(["dismissed", "rejected"]).nullable().meta({ description: "null while the report is open." }),
        }),
      )
      .meta({ description: "The latest reports (at most 5), newest first. Who reported is never shown." }),
    firstReportedAt: dateTime,
    lastReportedAt: dateTime,
  })
  .meta({ id: "ReportedJob", description: "A reported job with its reports (the open ones, or all of them with status=all)." });

export type ReportedJobJson = z.infer<typeof reportedJobSchema>;

export const resolvedReportsSchema = z
  .object({
    jobId: z.string(),
    action: z.enum(["dismiss", "reject"]),
    resolvedReports: z.number().int().meta({ description: "How many open reports this decision closed." }),
    status: z.enum(ModerationStatus).meta({ description: "The job's status now." }),
    underReview: z.boolean(),
  })
  .meta({ id: "ResolvedReports" });

export type ResolvedReportsJson = z.infer<typeof resolvedReportsSchema>;
