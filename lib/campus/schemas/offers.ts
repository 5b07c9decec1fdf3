import { z } from "zod";
import "zod-openapi";
import { recordId } from "@/lib/validations/common";
import { createOfferSchema, driveParamsSchema, ROSTER_MAX_ROWS, joiningSchema, respondSchema, roundParamsSchema, roundResultsSchema } from "@/lib/campus/schemas/common";

// Round results, offers and the joining tracker (decisions.md section 18): the request shapes beyond
// schemas.ts, and the forms' action inputs. Browser-safe.

/** The part of the multipart form of POST drives/{id}/rounds/{roundId}/results. */
export const RESULTS_FILE_PART = "file";

const resultRow = roundResultsSchema.shape.results.element.extend({
  universityId: recordId("University id is required")
    .optional()
    .meta({ description: "The student's institute: needed only when the roll number is registered from two institutes." }),
});

/** JSON body of POST drives/{id}/rounds/{roundId}/results: the pinned `{ results }`, a row may name its institute. */
export const recordResultsSchema = z.object({
  results: z.array(resultRow).min(1, "Add at least one result").max(ROSTER_MAX_ROWS),
});
export type RecordResultsInput = z.output<typeof recordResultsSchema>;

/** Documents the multipart form (the route reads it). */
export const resultsUploadSchema = z
  .object({ [RESULTS_FILE_PART]: z.string().meta({ format: "binary", description: "CSV with the header rollNo,result (result: advance or eliminate)." }) })
  .meta({ id: "RoundResultsUpload" });

export const offerParamsSchema = z.object({ id: recordId("Offer id is required") });

/** The one-by-one form of a round's results (one row through the same service). */
export const oneResultActionSchema = roundParamsSchema.extend(resultRow.shape);
export type OneResultActionInput = z.input<typeof oneResultActionSchema>;

export const createOfferActionSchema = driveParamsSchema.extend(createOfferSchema.shape);
export type CreateOfferActionInput = z.input<typeof createOfferActionSchema>;

export const respondOfferActionSchema = offerParamsSchema.extend(respondSchema.shape);

export const joiningActionSchema = joiningSchema.safeExtend(offerParamsSchema.shape);
export type JoiningActionInput = z.input<typeof joiningActionSchema>;
