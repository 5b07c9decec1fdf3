import { z } from "zod";
import "zod-openapi";

// "Delete my account"'s response shape (decisions.md section 12; docs/decisions/0020).

export const deletionScheduledSchema = z
  .object({
    eraseAfter: z
      .string()
      .meta({ format: "date-time", description: "When the purge task may erase the account (7 days after the request); cancel before then." }),
  })
  .meta({ id: "DeletionScheduled" });
