import { z } from "zod";
import "zod-openapi";
import { companySubmittalSchema } from "@/lib/desk/contract/common";

// GET submittals/awaiting (issue 44): the company's submittals waiting for its decision, each with its job.

export const awaitingSubmittalSchema = companySubmittalSchema.extend({
  job: z.object({ id: z.string(), post: z.string() }),
});
export type AwaitingSubmittal = z.infer<typeof awaitingSubmittalSchema>;

export const awaitingDecisionPageSchema = z.object({
  submittals: z.array(awaitingSubmittalSchema).meta({ description: "Waiting longest first (by when the candidate agreed), 20 a page." }),
  total: z.number().int().meta({ description: "All of them (every page)." }),
  page: z.number().int(),
  hasNextPage: z.boolean(),
});
export type AwaitingDecisionPage = z.infer<typeof awaitingDecisionPageSchema>;
