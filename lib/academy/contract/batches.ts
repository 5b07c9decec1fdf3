import { z } from "zod";
import "zod-openapi";
import { batchSchema, programmeSchema } from "@/lib/academy/contract/common";

// Programmes and batches' list shapes (decisions.md section 15) beyond the shared ones of contract.ts.

export const programmeListSchema = z
  .object({ programmes: z.array(programmeSchema).meta({ description: "The 12 programmes, in the Training page's order." }) })
  .meta({ id: "ProgrammeList" });

export type ProgrammeList = z.infer<typeof programmeListSchema>;

export const batchListSchema = z
  .object({
    batches: z.array(batchSchema).meta({ description: "Not cancelled; upcoming and running ones first by start date, then completed ones, latest first. 20 a page." }),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "BatchList" });

export type BatchList = z.infer<typeof batchListSchema>;

/** A completed batch's outcomes: what the programme page shows ("12 enrolled · 10 completed · 7 placed"). */
export type BatchOutcome = {
  /** Enrolments that held a seat: enrolled, completed or failed (not waitlisted or withdrawn). */
  enrolled: number;
  completed: number;
  /** Completed candidates hired through the portal within 180 days of the batch's end. */
  placed: number;
};
