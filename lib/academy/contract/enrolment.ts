import { z } from "zod";
import "zod-openapi";
import { enrollmentSchema } from "@/lib/academy/contract/common";

// Enrolment's response shapes (decisions.md section 15) beyond the shared Enrollment of contract.ts.

export const enrolResultSchema = z
  .object({
    id: z.string(),
    status: z.enum(["enrolled", "waitlisted"]),
    position: z.number().int().min(1).optional().meta({ description: "Place on the waitlist (1 = the next seat freed is yours); only when waitlisted." }),
  })
  .meta({ id: "EnrolResult" });

export type EnrolResult = z.infer<typeof enrolResultSchema>;

export const myEnrollmentsSchema = z
  .object({ enrollments: z.array(enrollmentSchema).meta({ description: "Newest enrolment first." }) })
  .meta({ id: "MyEnrollments" });

export type MyEnrollments = z.infer<typeof myEnrollmentsSchema>;

export const withdrawnSchema = z.object({ id: z.string(), status: z.literal("withdrawn") }).meta({ id: "WithdrawnEnrollment" });

export type Withdrawn = z.infer<typeof withdrawnSchema>;
