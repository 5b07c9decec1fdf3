import { z } from "zod";
import "zod-openapi";
import { blankToUndefined } from "@/lib/validations/common";


export const REASON_REQUIRED = "A reason is required to reject";
export const RESPONSE_REQUIRED = "A response is required to decline";
export const MODERATION_STATUSES = ["pending", "approved", "rejected"] as const;
export const REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;

export type ModerationStatusFilter = (typeof MODERATION_STATUSES)[number];
export type RequestStatusFilter = (typeof REQUEST_STATUSES)[number];

const optionalText = (max: number, label: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Please keep the ${label} under ${max} characters`).optional());

/**
 * An admin's decision on an employer or a job: PATCH admin/employers/{id}, admin/jobs/{id} and the
 * console's Approve / Reject buttons (decisions.md sections 4 and 5).
 */
export const decisionSchema = z
  .object({
    status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }),
    reason: optionalText(1000, "reason").meta({ description: "Required when rejecting; sent to the employer." }),
  })
  .superRefine((value, ctx) => {
    if (value.status === "rejected" && !value.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: REASON_REQUIRED });
  });

export type DecisionInput = z.input<typeof decisionSchema>;
export type DecisionData = z.output<typeof decisionSchema>;

/** The reject dialog's form: only the reason, required. */
export const rejectReasonSchema = z.object({
  reason: z.string().trim().min(1, REASON_REQUIRED).max(1000, "Please keep the reason under 1000 characters"),
});

/** An admin's answer to a university request (accept or decline, with a response for the university). */
export const requestDecisionSchema = z
  .object({
    status: z.enum(["accepted", "declined"], { error: "Status must be accepted or declined" }),
    response: optionalText(2000, "response").meta({ description: "Shown to the university; required when declining." }),
  })
  .superRefine((value, ctx) => {
    if (value.status === "declined" && !value.response) ctx.addIssue({ code: "custom", path: ["response"], message: RESPONSE_REQUIRED });
  });

export type RequestDecisionInput = z.input<typeof requestDecisionSchema>;
export type RequestDecisionData = z.output<typeof requestDecisionSchema>;

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

const pageField = z.preprocess(
  blankToUndefined,
  z.coerce.number().int("Page must be a whole number").min(1, "Page must be at least 1").max(100000, "Page is too large").default(1),
);
const limitField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number()
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(ADMIN_MAX_PAGE_SIZE, `Limit must be at most ${ADMIN_MAX_PAGE_SIZE}`)
    .default(ADMIN_PAGE_SIZE),
);

/** Query of the admin lists of employers and jobs (and the console's URLs). */
export const moderationListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(MODERATION_STATUSES, { error: "Status must be pending, approved or rejected" }).optional(),
  ),
  page: pageField,
  limit: limitField,
});

export type ModerationListQuery = z.output<typeof moderationListQuerySchema>;

/** Query of the admin list of university requests. */
export const requestListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(REQUEST_STATUSES, { error: "Status must be pending, accepted or declined" }).optional(),
  ),
  page: pageField,
  limit: limitField,
});

export type RequestListQuery = z.output<typeof requestListQuerySchema>;

/** Query of plain paged lists (contact messages). */
export const pageQuerySchema = z.object({ page: pageField, limit: limitField });

export type PageQuery = z.output<typeof pageQuerySchema>;
