import { z } from "zod";
import "zod-openapi";
import { jobSchema } from "@/lib/job-search/service/serialize";

// Response shapes of the employer's job calls (decisions.md section 4): the one definition of each
// (the API documents them, the services return z.infer of them, the dashboard renders them).

export const employerJobsPageSchema = z
  .object({
    docs: z.array(
      z.object({
        job: jobSchema,
        count: z.number().int().meta({ description: "Applications to this job." }),
        newCount: z.number().int().meta({ description: "Applications still in `applied` (not looked at yet)." }),
        awaitingCount: z
          .number()
          .int()
          .meta({ description: "Candidates TalentBridge put forward who agreed to it and wait for your decision (GET submittals/awaiting?jobId=)." }),
      }),
    ),
    page: z.number().int(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "EmployerJobsPage" });

export type EmployerJobsPage = z.infer<typeof employerJobsPageSchema>;
