import { z } from "zod";
import "zod-openapi";

// The certificate's response shapes (decisions.md section 15). A certificate says what was certified
// at issue time: the name, programme, batch and skills are copies, not links.

const dateTime = z.string().meta({ format: "date-time" });
const day = z.string().meta({ format: "date", description: "YYYY-MM-DD (India time)." });

export const CERTIFICATE_STATUSES = ["valid", "revoked"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const certificateSchema = z
  .object({
    code: z.string().meta({ description: "16 characters of Crockford's base 32; unguessable. Case-insensitive in the URL." }),
    name: z.string().meta({ description: "The person's name when the certificate was issued." }),
    programme: z.string().meta({ description: "The programme's title." }),
    batch: z.object({ title: z.string(), startDate: day, endDate: day }),
    skills: z.array(z.string()).meta({ description: "The skills it verifies, by name." }),
    score: z.number().int().min(0).max(100),
    issuedAt: dateTime,
    status: z.enum(CERTIFICATE_STATUSES),
    revokedAt: dateTime.optional().meta({ description: "When it was revoked (revoked ones only). The reason is internal." }),
  })
  .meta({ id: "Certificate" });

export type CertificateJson = z.infer<typeof certificateSchema>;

/** The console's row: the certificate plus the revocation's reason, which only admins see. */
export const adminCertificateSchema = certificateSchema
  .extend({ revokeReason: z.string().optional() })
  .meta({ id: "AdminCertificate" });

export type AdminCertificateJson = z.infer<typeof adminCertificateSchema>;

/** One person's outcome when the batch was finished. */
export const finishedEnrollmentSchema = z.object({
  id: z.string(),
  name: z.string().meta({ description: "The candidate's name." }),
  status: z.enum(["completed", "failed"]),
  score: z.number().int().min(0).max(100).optional(),
  attendance: z.number().int().min(0).max(100).meta({ description: "Sessions attended of the batch's sessions, in whole percent (rounded down)." }),
  certificate: z.object({ code: z.string() }).optional().meta({ description: "Completed ones: the certificate (issued now, or earlier under the old rule)." }),
  reason: z
    .enum(["no_score", "score", "attendance"])
    .optional()
    .meta({ description: "Failed ones: why (no score; score below 60; attendance below 75 %), the first that applies." }),
});

export const finishedBatchSchema = z
  .object({
    id: z.string(),
    status: z.literal("completed"),
    finishedAt: dateTime,
    enrollments: z.array(finishedEnrollmentSchema).meta({ description: "Everyone who held a seat, by name." }),
  })
  .meta({ id: "FinishedBatch" });

export type FinishedBatchJson = z.infer<typeof finishedBatchSchema>;
