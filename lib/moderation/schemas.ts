import { z } from "zod";
import "zod-openapi";
import { ModerationStatus, RequestStatus } from "@/lib/generated/prisma/enums";
import { blankToUndefined, optionalMultilineText, optionalText, pagingFields, recordId } from "@/lib/validations/common";

export const REASON_REQUIRED = "A reason is required to reject";
export const RESPONSE_REQUIRED = "A response is required to decline";

const FROM_DESCRIPTION =
  "The status the admin saw (default pending). The change is made only if the item is still in it: " +
  "otherwise 409 STALE_STATE, unless the item already has the status asked for (then nothing changes, 200).";

/**
 * An admin's decision on an employer or a job: PATCH admin/employers/{id}, admin/jobs/{id} and the
 * console's Approve / Reject buttons (decisions.md sections 4 and 5; `from`: docs/decisions/0009).
 */
export const decisionSchema = z
  .object({
    status: z.enum(ModerationStatus).exclude(["pending"], { error: "Status must be approved or rejected" }),
    reason: optionalMultilineText(1000, "Please keep the reason under 1000 characters").meta({
      description: "Required when rejecting; sent to the employer.",
    }),
    from: z
      .enum(ModerationStatus, { error: "From must be pending, approved or rejected" })
      .default(ModerationStatus.pending)
      .meta({ description: FROM_DESCRIPTION }),
  })
  .superRefine((value, ctx) => {
    if (value.status === "rejected" && !value.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: REASON_REQUIRED });
  });

/** The console's action: the same decision plus the item's id. */
export const decideItemSchema = decisionSchema.extend({ id: recordId() });

export type Decision = z.output<typeof decideItemSchema>;

/** An admin's answer to a university request (accept or decline, with a response for the university). */
export const requestDecisionSchema = z
  .object({
    status: z.enum(RequestStatus).exclude(["pending"], { error: "Status must be accepted or declined" }),
    response: optionalMultilineText(2000, "Please keep the response under 2000 characters").meta({
      description: "Shown to the university; required when declining.",
    }),
    from: z
      .enum(RequestStatus, { error: "From must be pending, accepted or declined" })
      .default(RequestStatus.pending)
      .meta({ description: FROM_DESCRIPTION }),
  })
  .superRefine((value, ctx) => {
    if (value.status === "declined" && !value.response) ctx.addIssue({ code: "custom", path: ["response"], message: RESPONSE_REQUIRED });
  });

export const decideRequestSchema = requestDecisionSchema.extend({ id: recordId() });

export type RequestDecision = z.output<typeof decideRequestSchema>;

const ADMIN_PAGE_SIZE = 20;

/** An optional status filter of a list (blank means all). */
const statusFilter = <const E extends Record<string, string>>(values: E, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

/** The console's text search: a case-insensitive substring, matched in SQL (lists.ts says on what). */
const searchField = optionalText(200, "Please keep the search under 200 characters");

/** Query of the admin lists of employers and jobs (and the console's URLs). */
export const moderationListQuerySchema = z.object({
  status: statusFilter(ModerationStatus, "Status must be pending, approved or rejected"),
  search: searchField.meta({ description: "Part of the organisation name or account e-mail (employers), or of the job title or organisation name (jobs); any case." }),
  ...pagingFields(ADMIN_PAGE_SIZE),
});

export type ModerationListQuery = z.output<typeof moderationListQuerySchema>;

/** Query of the admin list of university requests. */
export const requestListQuerySchema = z.object({
  status: statusFilter(RequestStatus, "Status must be pending, accepted or declined"),
  search: searchField.meta({ description: "Part of the programme or the institute's name; any case." }),
  ...pagingFields(ADMIN_PAGE_SIZE),
});

export type RequestListQuery = z.output<typeof requestListQuerySchema>;

/** Query of plain paged lists (contact messages). */
export const pageQuerySchema = z.object(pagingFields(ADMIN_PAGE_SIZE));

export type PageQuery = z.output<typeof pageQuerySchema>;

/** At most this many items are approved by one bulk call (each is its own decision and mail). */
export const BULK_LIMIT = 50;

/** Body of POST admin/{employers,jobs}/bulk-approve and admin/requests/bulk-accept, and of their actions. */
export const bulkDecisionSchema = z.object({
  ids: z
    .array(recordId(), { error: "Ids must be a list" })
    .min(1, "Select at least one item")
    .max(BULK_LIMIT, `Select at most ${BULK_LIMIT} items at a time`)
    // The same id twice is one decision: it is decided (and mailed) once and reported once.
    .transform((ids) => [...new Set(ids)])
    .meta({ description: `Ids of items the admin saw as pending (1 to ${BULK_LIMIT}; repeats count once).` }),
});

export type BulkDecision = z.output<typeof bulkDecisionSchema>;
