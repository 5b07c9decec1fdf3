import { z } from "zod";
import "zod-openapi";
import { AlertFrequency } from "@/lib/generated/prisma/enums";
import { emailField } from "@/lib/accounts/schemas/auth";
import { blankToUndefined, lengthMessage, optionalText, requiredText } from "@/lib/validations/common";
import { jobSearchQuerySchema } from "@/lib/job-search/schemas";

// Job alerts (decisions.md section 11): the filters are the job search's own fields with its own
// rules, so an alert matches exactly what /jobs?<the same query> lists.

export const ALERT_NAME_MAX = 100;
/** At most this many alerts per person (per account, or per e-mail for visitors): 409 LIMIT_REACHED. */
export const MAX_ALERTS_PER_PERSON = 10;

const FREQUENCIES = Object.values(AlertFrequency);
const frequencyField = z
  .enum(AlertFrequency, { error: `Please choose how often: ${FREQUENCIES.join(", ")}` })
  .meta({ description: "instant: a mail per new matching job; daily or weekly: one digest." });

/**
 * The job search's fields an alert saves in a column of the same name: both the zod pick below and the
 * Prisma select of a JobAlert row (lib/alerts/service/serialize.ts) use this mask, so the query and its
 * columns cannot drift. The skills filter (`skills`) is saved too, in the column skillIds.
 */
export const ALERT_QUERY_FIELDS = {
  search: true,
  employmentType: true,
  hiringProcess: true,
  post: true,
  qualification: true,
  country: true,
  state: true,
  city: true,
  minSalary: true,
  workplaceType: true,
} as const;

/** The saved search: every field optional; blank means no filter (same as the job search's query). */
export const alertQuerySchema = jobSearchQuerySchema.pick({ ...ALERT_QUERY_FIELDS, skills: true });

export type AlertQuery = z.output<typeof alertQuerySchema>;

/** Body of POST alerts. `email` only for visitors (a logged-in candidate's alerts go to the account's e-mail). */
export const createAlertSchema = z.object({
  name: optionalText(ALERT_NAME_MAX).meta({ description: "Defaults to a description of the query, e.g. 'Developer in Pune'." }),
  frequency: frequencyField,
  query: z.preprocess((v) => v ?? {}, alertQuerySchema),
  email: z.preprocess(blankToUndefined, emailField.optional()).meta({ description: "Visitors only: where to send the alert." }),
});

export type CreateAlertInput = z.output<typeof createAlertSchema>;
export type CreateAlertFormInput = z.input<typeof createAlertSchema>;

/** Body of PATCH alerts/{id}: rename, change how often, pause or resume. */
export const updateAlertSchema = z.object({
  name: requiredText("Name is required", ALERT_NAME_MAX).optional(),
  frequency: frequencyField.optional(),
  paused: z.boolean({ error: "Paused must be true or false" }).optional(),
});

export type UpdateAlertInput = z.output<typeof updateAlertSchema>;

/** Query of GET alerts/confirm and GET|POST alerts/unsubscribe: the token from the mailed link. */
export const tokenQuerySchema = z.object({
  token: z.string({ error: "The link is invalid" }).trim().min(1, "The link is invalid").max(200, lengthMessage(200)),
});

export type TokenQuery = z.output<typeof tokenQuerySchema>;
