import { z } from "zod";
import "zod-openapi";
import { BATCH_STATUSES } from "@/lib/academy/contract/common";

// "Batches you sponsor" (decisions.md section 15): what an employer sees of the batches it sponsors.

const day = z.string().meta({ format: "date", description: "YYYY-MM-DD (India time)." });

export const sponsoredBatchSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    programme: z.object({ slug: z.string(), title: z.string() }),
    startDate: day,
    endDate: day,
    status: z.enum(BATCH_STATUSES),
    completed: z.number().int().optional().meta({ description: "How many people completed it (a certificate each); completed batches only." }),
  })
  .meta({ id: "SponsoredBatch" });

export type SponsoredBatchJson = z.infer<typeof sponsoredBatchSchema>;

export const sponsoredBatchesSchema = z
  .object({
    batches: z.array(sponsoredBatchSchema).meta({ description: "The latest first (by start date), at most 20." }),
    total: z.number().int().meta({ description: "All the batches the employer sponsors." }),
  })
  .meta({ id: "SponsoredBatches" });

export type SponsoredBatchesJson = z.infer<typeof sponsoredBatchesSchema>;
