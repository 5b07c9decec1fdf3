import { z } from "zod";
import "zod-openapi";
import { BATCH_MODES } from "@/lib/academy/contract/common";
import { formatIndiaDay } from "@/lib/format/date";
import { blankToUndefined, dayField, isRealDay, optionalText, pageField, recordId, requiredText, textToNumber } from "@/lib/validations/common";

// Programmes and batches (decisions.md section 15): the public list's query, the admin's new batch
// (POST admin/batches and the /admin/batches/new form's action), its edit and its cancel (issue 44).

export const BATCHES_PAGE_SIZE = 20;
export const ADMIN_BATCHES_PAGE_SIZE = 20;
export const MAX_SESSIONS = 100;
export const MAX_SEATS = 500;
export const SPONSOR_KINDS = ["university", "employer"] as const;

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const MEETING_URL_MESSAGE = "Please enter the meeting link as an https:// address";
export const MEETING_URL_REQUIRED = "Please enter the meeting link of an online or hybrid batch";

/** A meeting link: an absolute https address with a host name and no user name or password in it. */
export function isMeetingUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A programme's slug as a filter or a path part (the 12 are lower-case slugs). */
export const programmeSlug = (message = "Please select a programme") =>
  z.string({ error: message }).trim().min(1, message).max(64, message).regex(SLUG_PATTERN, message);

/** Query of GET training/batches and the programme page: a programme's slug, the page (20 a page). */
export const batchesQuerySchema = z.object({
  programme: z.preprocess(blankToUndefined, programmeSlug("Unknown programme").optional()).meta({ description: "A programme's slug, e.g. web-technologies." }),
  page: pageField,
});
export type BatchesQuery = z.output<typeof batchesQuerySchema>;

/** The admin's list of batches (/admin/batches). */
export const adminBatchesQuerySchema = z.object({ page: pageField });

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).meta({ description: "An instant with its offset, e.g. 2026-12-10T10:00:00+05:30." });

const sessionFields = z.object({
  startsAt: instant("Please enter the session's start"),
  endsAt: instant("Please enter the session's end"),
  topic: requiredText("Please enter the session's topic", 200),
});

const endsAfterStart = (s: { startsAt: string; endsAt: string }) => Date.parse(s.endsAt) > Date.parse(s.startsAt);
const ENDS_AFTER_START = { message: "A session must end after it starts", path: ["endsAt"] };

export const sessionInputSchema = sessionFields.refine(endsAfterStart, ENDS_AFTER_START);

export type SessionInput = z.output<typeof sessionInputSchema>;

/** A session of an edit: one of the batch's own (its id: kept, perhaps moved) or a new one (no id). */
export const editedSessionSchema = sessionFields
  .extend({ id: recordId("Unknown session").optional().meta({ description: "One of the batch's sessions (kept); none: a new session." }) })
  .refine(endsAfterStart, ENDS_AFTER_START);

export type EditedSessionInput = z.output<typeof editedSessionSchema>;

/** The new batch's fields, each checked alone (the form checks the same ones: ./batch-form.ts). */
export const batchFieldsSchema = z.object({
  programmeId: programmeSlug(),
  startDate: dayField("Please enter a valid start date"),
  endDate: dayField("Please enter a valid end date"),
  mode: z.enum(BATCH_MODES, { error: "Please select a mode" }),
  seats: z.preprocess(
    textToNumber,
    z
      .number({ error: "Please enter the number of seats" })
      .int("Seats must be a whole number")
      .min(1, "Seats must be at least 1")
      .max(MAX_SEATS, `Seats must be at most ${MAX_SEATS}`),
  ),
  trainerId: recordId("Please select a trainer"),
  sessions: z
    .array(sessionInputSchema, { error: "Please add the sessions" })
    .min(1, "Please add at least one session")
    .max(MAX_SESSIONS, `A batch has at most ${MAX_SESSIONS} sessions`),
  location: optionalText(200).meta({ description: "Required for classroom and hybrid batches." }),
  meetingUrl: optionalText(500)
    .refine((value) => value === undefined || isMeetingUrl(value), MEETING_URL_MESSAGE)
    .meta({ description: "The meeting link (https), required for online and hybrid batches; shown only to the trainer and enrolled trainees." }),
  title: optionalText(120).meta({ description: 'Defaults to "<Programme> — <Month YYYY>" of the start date.' }),
  sponsor: z
    .object({ kind: z.enum(SPONSOR_KINDS, { error: "Please select a sponsor type" }), id: recordId("Please select a sponsor") })
    .optional()
    .meta({ description: "A university's or an employer's id." }),
  requestId: z
    .preprocess(blankToUndefined, recordId().optional())
    .meta({ description: "An approved training request: the batch answers it and its university sponsors it." }),
});

type BatchRuleInput = {
  startDate: string;
  endDate: string;
  mode: string;
  location?: string;
  meetingUrl?: string;
  sessions: readonly { startsAt: string; endsAt: string }[];
};

/** The rules between a batch's fields (a new batch's and an edited one's). */
function checkBatchRules(input: BatchRuleInput, ctx: z.RefinementCtx): void {
  // zod runs this even when a field failed: each rule checks only values that passed their own.
  const datesValid = isRealDay(String(input.startDate)) && isRealDay(String(input.endDate));
  if (datesValid && input.endDate < input.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end date must not be before the start date" });
  if (input.mode === "classroom" || input.mode === "hybrid") {
    if (!input.location) ctx.addIssue({ code: "custom", path: ["location"], message: "Please enter the location of a classroom or hybrid batch" });
  }
  if ((input.mode === "online" || input.mode === "hybrid") && input.meetingUrl === undefined) {
    ctx.addIssue({ code: "custom", path: ["meetingUrl"], message: MEETING_URL_REQUIRED });
  }
  if (!datesValid || !Array.isArray(input.sessions)) return;
  // Sessions may be at any time, but on the batch's days (India): a session's start and end day.
  const outside = input.sessions.findIndex((s) => {
    const starts = new Date(s?.startsAt);
    const ends = new Date(s?.endsAt);
    if (Number.isNaN(starts.getTime()) || Number.isNaN(ends.getTime())) return false;
    return formatIndiaDay(starts) < input.startDate || formatIndiaDay(ends) > input.endDate;
  });
  if (outside >= 0) ctx.addIssue({ code: "custom", path: ["sessions"], message: `Session ${outside + 1} is outside the batch's dates` });
}

/** POST admin/batches' body: the fields, and the rules between them. */
export const createBatchSchema = batchFieldsSchema.superRefine(checkBatchRules);

export type CreateBatchInput = z.output<typeof createBatchSchema>;

/**
 * PATCH admin/batches/{id}'s body: the full set of what an edit may change (as on POST; the programme,
 * sponsor and training request stay), the sessions by id (kept or moved; new ones without; a session
 * left out is removed), and the version the admin edited.
 */
export const updateBatchSchema = batchFieldsSchema
  .pick({ title: true, startDate: true, endDate: true, mode: true, seats: true, trainerId: true, location: true, meetingUrl: true })
  .extend({
    sessions: z
      .array(editedSessionSchema, { error: "Please add the sessions" })
      .min(1, "Please add at least one session")
      .max(MAX_SESSIONS, `A batch has at most ${MAX_SESSIONS} sessions`)
      .refine((list) => new Set(list.flatMap((s) => (s?.id ? [s.id] : []))).size === list.filter((s) => s?.id).length, "A session is listed twice"),
    version: z
      .number({ error: "Please reload the batch: its version is missing" })
      .int()
      .min(0)
      .meta({ description: "The batch's version as read (GET admin/batches/{id}): another edit or the cancel since is 409 STALE_STATE." }),
  })
  .superRefine(checkBatchRules);

export type UpdateBatchInput = z.output<typeof updateBatchSchema>;

export const CANCEL_REASON_MAX = 300;
export const CANCEL_REASON_REQUIRED = "Please give the reason for cancelling";

/** POST admin/batches/{id}/cancel's body: why (one line), told to everyone enrolled and waiting. */
export const cancelBatchSchema = z.object({
  reason: requiredText(CANCEL_REASON_REQUIRED, CANCEL_REASON_MAX).meta({ description: "Why the batch is cancelled: one line, in the mail to its people." }),
});

export type CancelBatchInput = z.output<typeof cancelBatchSchema>;

/** The edit form's action: the batch's id and PATCH's body. */
export const updateBatchActionSchema = z.intersection(z.object({ id: recordId() }), updateBatchSchema);
export type UpdateBatchActionInput = z.output<typeof updateBatchActionSchema>;

/** The cancel dialog's action: the batch's id and the reason. */
export const cancelBatchActionSchema = cancelBatchSchema.extend({ id: recordId() });
