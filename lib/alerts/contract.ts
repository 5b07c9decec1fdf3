import { z } from "zod";
import "zod-openapi";
import { AlertFrequency, AlertStatus, WorkplaceType } from "@/lib/generated/prisma/enums";
import { EMPLOYMENT_TYPE_LABELS, HIRING_PROCESS_LABELS } from "@/lib/job-search/rules/employment-types";

// A job alert as the API answers it (decisions.md section 11). The query holds only the filters that
// are set; employment type and hiring process are shown as labels, like a Job's.

export const alertQueryJsonSchema = z
  .object({
    search: z.string().optional(),
    employmentType: z.enum(EMPLOYMENT_TYPE_LABELS).optional(),
    hiringProcess: z.enum(HIRING_PROCESS_LABELS).optional(),
    post: z.string().optional(),
    qualification: z.string().optional(),
    country: z.string().optional(),
    state: z.string().optional(),
    city: z.string().optional(),
    minSalary: z.number().int().optional(),
    workplaceType: z.enum(WorkplaceType).optional(),
    skills: z.array(z.string()).optional().meta({ description: "Skill ids: jobs asking for any of them (get-jobs' skills filter)." }),
    skillNames: z
      .array(z.string())
      .optional()
      .meta({ description: "The names of `skills`, in the same order (for display; a skill gone from the catalogue is left out)." }),
  })
  .meta({ id: "AlertQuery" });

export type AlertQueryJson = z.infer<typeof alertQueryJsonSchema>;

export const alertSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    frequency: z.enum(AlertFrequency),
    status: z.enum(AlertStatus).meta({ description: "pending until a visitor confirms through the mailed link." }),
    paused: z.boolean(),
    query: alertQueryJsonSchema,
    createdAt: z.string().meta({ format: "date-time" }),
    lastSentAt: z.string().nullable().meta({ format: "date-time", description: "When the last mail went out, or null." }),
  })
  .meta({ id: "Alert" });

export type AlertJson = z.infer<typeof alertSchema>;

export const alertListSchema = z.object({ alerts: z.array(alertSchema) });
export type AlertList = z.infer<typeof alertListSchema>;

export const confirmAlertResultSchema = z.object({ alert: alertSchema, alreadyConfirmed: z.boolean() });
export type ConfirmAlertResult = z.infer<typeof confirmAlertResultSchema>;

export const unsubscribeResultSchema = z.object({
  unsubscribed: z.boolean().meta({ description: "false when the alert was already gone (a reused link changes nothing)." }),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

// GET alerts/unsubscribe answers only whether the link's alert is still there (mail scanners follow
// links, so GET changes nothing; POST unsubscribes). "Subscribed" means the alert exists, whatever its
// status or pause, since unsubscribing deletes it; the name lets a client ask "Unsubscribe from <name>?"
// and is null once the alert is gone. The owner's e-mail and the saved search are not shown: the token
// travels in a URL, so it reveals no more than the unsubscribe page does.
export const alertSubscriptionSchema = z.object({
  subscribed: z.boolean().meta({ description: "true while the alert exists (pending, active or paused); false once it is gone." }),
  name: z.string().nullable().meta({ description: "The alert's name, or null when it is gone." }),
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;
