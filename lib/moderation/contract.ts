import { z } from "zod";
import "zod-openapi";
import { ModerationStatus } from "@/lib/generated/prisma/enums";
import { universityRequestResponseSchema } from "@/lib/university/contract";
import { jobSchema } from "@/lib/job-search/service/serialize";

// The admin console's response shapes: the one definition of each (the API documents them, the
// services return z.infer of them, the console renders them).

const dateTime = z.string().meta({ format: "date-time" });

const adminDecisionSchema = z
  .object({
    id: z.string(),
    status: z.string().meta({ description: "approved / rejected (employers, jobs) or accepted / declined (requests)" }),
    reason: z.string().nullable(),
    createdAt: dateTime,
    admin: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  })
  .meta({ id: "AdminDecision", description: "One logged decision: who, when, what and why." });

export type AdminDecisionJson = z.infer<typeof adminDecisionSchema>;

const decisions = z.array(adminDecisionSchema).meta({ description: "Newest first (at most 20)." });

/** The account behind a company or an institute, as the console shows it. */
const contact = { email: z.string().meta({ description: "The account's login e-mail." }), mobile: z.string().nullable() };

/** What to check before trusting a company (docs/decisions/0021); shown on the employer's card. */
const adminEmployerSignalsSchema = z
  .object({
    emailDomain: z.enum(["match", "free", "mismatch"]).meta({
      description: "The login e-mail's domain against the website's: the same (or a subdomain), a free-mail provider, or different (also without a website).",
    }),
    gstinValid: z.boolean().nullable().meta({ description: "Whether the GSTIN's form and check character are right; null without a GSTIN." }),
    duplicateName: z.boolean().meta({ description: "Another employer has the same organisation name (trimmed, any case)." }),
  })
  .meta({ id: "AdminEmployerSignals" });

export const adminEmployerSchema = z
  .object({
    id: z.string(),
    status: z.enum(ModerationStatus),
    orgName: z.string(),
    city: z.string(),
    state: z.string(),
    website: z.string().nullable(),
    about: z.string(),
    gstin: z.string().nullable().meta({ description: "The company's GSTIN, or null." }),
    createdAt: dateTime,
    ...contact,
    signals: adminEmployerSignalsSchema,
    decisions,
  })
  .meta({ id: "AdminEmployer" });

export type AdminEmployerJson = z.infer<typeof adminEmployerSchema>;

/** What the admin should check in a job before deciding (docs/decisions/0022): never a rejection by itself. */
export const adminJobSignalsSchema = z
  .object({
    duplicateOf: z.string().optional().meta({
      description:
        "Id of a job of any employer, created in the 90 days before this one, whose post + description is at least 0.9 trigram-similar (found when this job was posted; absent if none).",
    }),
    feePhrases: z.array(z.string()).meta({ description: "Phrases asking job seekers to pay, e.g. 'registration fee' (empty if none)." }),
    offSiteContact: z.boolean().meta({ description: "The text gives a phone number, an e-mail address or a messaging app (WhatsApp, Telegram)." }),
  })
  .meta({ id: "AdminJobSignals" });

export const adminJobSchema = jobSchema
  .extend({
    employer: z.object({
      id: z.string(),
      orgName: z.string(),
      city: z.string(),
      state: z.string(),
      website: z.string().nullable(),
      status: z.enum(ModerationStatus),
      ...contact,
    }),
    decisions,
    signals: adminJobSignalsSchema,
  })
  .meta({ id: "AdminJob", description: "Job JSON plus its employer (with the account e-mail), decisions and signals." });

export type AdminJobJson = z.infer<typeof adminJobSchema>;

export const adminRequestSchema = universityRequestResponseSchema
  .extend({
    university: z.object({
      id: z.string(),
      instituteName: z.string(),
      city: z.string(),
      state: z.string(),
      website: z.string().nullable(),
      placementContact: z.string().nullable(),
      ...contact,
    }),
    decisions,
  })
  .meta({ id: "AdminUniversityRequest", description: "A university's request as the university sees it, plus who asked and the decisions." });

export type AdminRequestJson = z.infer<typeof adminRequestSchema>;

/** A university as the console reviews it (decisions.md section 20): its institute, the account and the decisions. */
export const adminUniversitySchema = z
  .object({
    id: z.string(),
    status: z.enum(ModerationStatus),
    instituteName: z.string(),
    city: z.string(),
    state: z.string(),
    website: z.string().nullable(),
    about: z.string(),
    placementContact: z.string().nullable(),
    createdAt: dateTime,
    ...contact,
    decisions,
  })
  .meta({ id: "AdminUniversity" });

export type AdminUniversityJson = z.infer<typeof adminUniversitySchema>;

/** What a bulk approval did to one item (POST admin/{employers,jobs}/bulk-approve, admin/requests/bulk-accept). */
export const bulkItemResultSchema = z
  .object({
    id: z.string(),
    outcome: z.enum(["decided", "alreadyDecided", "flagged", "notFound", "failed"]).meta({
      description:
        "decided: this call approved (accepted) it, logged the decision and mailed once. alreadyDecided: it was no longer pending " +
        "(`status` says what it is now; nothing changed, no log, no mail). flagged: it carries a fraud or risk signal, so it stays " +
        "pending for a decision of its own. notFound: no such item. failed: not saved (try it again).",
    }),
    status: z.string().nullable().meta({ description: "The item's status after the call; null when not found or failed." }),
  })
  .meta({ id: "BulkItemResult" });

export const bulkResultSchema = z
  .object({
    decided: z.number().int().meta({ description: "How many items this call decided." }),
    results: z.array(bulkItemResultSchema).meta({ description: "One per distinct id, in the order sent." }),
  })
  .meta({ id: "BulkDecisionResult" });

export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;
export type BulkResultJson = z.infer<typeof bulkResultSchema>;
