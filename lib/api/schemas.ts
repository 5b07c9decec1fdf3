import { z } from "zod";
import { Role } from "@/lib/generated/prisma/enums";
import "zod-openapi";
import { ERROR_CODES } from "@/lib/api/errors";

// Shapes shared by several operations (decisions.md section 4).

export const roleSchema = z.enum(Role).meta({ id: "Role" });

export const userSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string(), role: roleSchema })
  .meta({ id: "User", description: "The logged-in account." });

export const errorSchema = z
  .object({
    success: z.literal(false),
    code: z.enum(ERROR_CODES).meta({ description: "Stable machine-readable code; branch on it, not on message." }),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: "Error" });

export const idParams = z.object({ id: z.string().min(1).max(64) });
