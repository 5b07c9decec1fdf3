import { z } from "zod";
import "zod-openapi";
import { ModerationStatus } from "@/lib/generated/prisma/enums";

// The employer's response shapes: the one definition of each (the API documents them, the services
// return z.infer of them, the pages render them).

/** GET employer/get-profile and the answer of POST employer/update-profile and employer/confirm-email. */
export const employerProfileResponseSchema = z
  .object({
    orgName: z.string(),
    city: z.string(),
    state: z.string(),
    mobile: z.string(),
    email: z.string().meta({ description: "The login e-mail in force." }),
    pendingEmail: z
      .string()
      .nullable()
      .meta({ description: "A new login e-mail waiting for the code mailed to it (POST employer/confirm-email), or null." }),
    website: z.string(),
    about: z.string(),
    gstin: z.string().nullable().meta({ description: "The company's GSTIN (upper case), or null." }),
    status: z.enum(Object.values(ModerationStatus)),
  })
  .meta({ id: "EmployerProfile" });

export type EmployerProfile = z.infer<typeof employerProfileResponseSchema>;
