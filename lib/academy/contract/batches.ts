import { z } from "zod";
import "zod-openapi";
import { batchSchema, enrolledBatchSchema, programmeSchema, sessionSchema } from "@/lib/academy/contract/common";

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

const dateTime = z.string().meta({ format: "date-time" });

/** A batch as the admin edits it (GET, PATCH admin/batches/{id} and its cancel; issue 44). */
export const adminBatchSchema = enrolledBatchSchema
  .extend({
    trainer: z.object({ id: z.string(), name: z.string() }),
    sessions: z.array(
      sessionSchema.extend({
        attended: z.number().int().min(0).meta({ description: "People on the session's register: a session with attendance cannot be removed or moved." }),
      }),
    ),
    enrolled: z.number().int().meta({ description: "People holding a seat (each is mailed when the batch changes or is cancelled)." }),
    waitlisted: z.number().int().meta({ description: "People on the waitlist (each is mailed when the batch is cancelled)." }),
    version: z.number().int().meta({ description: "Send it back with an edit: another edit or the cancel since makes it 409 STALE_STATE." }),
    cancelledAt: dateTime.optional(),
    cancelReason: z.string().optional(),
    finishedAt: dateTime.optional().meta({ description: "When its trainer finished it: it can no longer be edited or cancelled." }),
  })
  .meta({ id: "AdminBatch" });

export type AdminBatchJson = z.infer<typeof adminBatchSchema>;
