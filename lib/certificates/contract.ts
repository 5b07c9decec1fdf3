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
