import { z } from "zod";
import "zod-openapi";
import { pageField } from "@/lib/validations/common";
import { driveParamsSchema, respondSchema } from "@/lib/campus/schemas/common";

// The drives' list query and the pages' action inputs (decisions.md section 18). Browser-safe.

/** Query of GET drives (DRIVES_PAGE_SIZE a page). */
export const drivesQuerySchema = z.object({ page: pageField });
export type DrivesQuery = z.output<typeof drivesQuerySchema>;
export type DriveParams = z.output<typeof driveParamsSchema>;

/** The university's Accept / Decline button: the drive and the answer. */
export const respondActionSchema = driveParamsSchema.extend(respondSchema.shape);
