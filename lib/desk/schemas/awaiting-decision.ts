import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, pageField, recordId } from "@/lib/validations/common";

// The company's list of candidates put forward and waiting for its decision (issue 44). Browser-safe.

/** Query of GET submittals/awaiting and /employer/submittals: every job of the company, or one. */
export const awaitingDecisionQuerySchema = z.object({
  jobId: z.preprocess(blankToUndefined, recordId("Job id is required").optional()).meta({ description: "Only this job's (one of the company's)." }),
  page: pageField,
});
export type AwaitingDecisionQuery = z.output<typeof awaitingDecisionQuerySchema>;
