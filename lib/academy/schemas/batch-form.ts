import { z } from "zod";
import type { AdminBatchJson } from "@/lib/academy/contract/batches";
import { batchFieldsSchema, createBatchSchema, MAX_SESSIONS, SPONSOR_KINDS, updateBatchActionSchema } from "@/lib/academy/schemas/batches";
import { programmeOfSlug } from "@/lib/academy/rules/programmes";
import { sessionHours, tooShortMessage } from "@/lib/academy/rules/sessions";
import { requiredText } from "@/lib/validations/common";

// The /admin/batches/new and /admin/batches/{id} form (decisions.md section 15, issue 44): what the admin
// types (text, a sponsor chosen in two steps, sessions as a day and two clock times in India) turned into
// POST admin/batches' or PATCH admin/batches/{id}'s input and checked by the same schema the server uses,
// so the form says what the server would.

/** A session row; `sessionId` names one of an edited batch's sessions ("" for a new one). */
export type SessionRowValues = { sessionId: string; date: string; startTime: string; endTime: string; topic: string };

export type BatchFormValues = {
  programmeId: string;
  title: string;
  startDate: string;
  endDate: string;
  mode: string;
  location: string;
  meetingUrl: string;
  seats: string;
  trainerId: string;
  sponsorKind: "" | (typeof SPONSOR_KINDS)[number];
  universityId: string;
  employerId: string;
  requestId: string;
  sessions: SessionRowValues[];
};

export const EMPTY_SESSION_ROW: SessionRowValues = { sessionId: "", date: "", startTime: "", endTime: "", topic: "" };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const sessionRow = z
  .object({
    sessionId: z.string(),
    date: z.string().regex(DAY, "Please enter the session's date"),
    startTime: z.string().regex(TIME, "Please enter a start time"),
    endTime: z.string().regex(TIME, "Please enter an end time"),
    topic: requiredText("Please enter the session's topic", 200),
  })
  // Same-day sessions: "HH:MM" compares as text.
  .refine((row) => row.endTime > row.startTime, { message: "The session must end after it starts", path: ["endTime"] });

/** A day and a clock time in India as an instant with its offset (India has no daylight saving). */
export const indiaInstant = (date: string, time: string) => `${date}T${time}:00+05:30`;

// The batch's own fields are the server's (same messages, shown at once with the sessions' ones); the
// rules between fields run on the action's input (the pipe below), once every field is valid.
const formFields = batchFieldsSchema
  .pick({ programmeId: true, title: true, startDate: true, endDate: true, mode: true, location: true, seats: true, trainerId: true })
  .extend({
    // Checked on the action's input (the pipe), where a classroom batch has dropped it: a link typed
    // before switching to classroom, hidden then, never blocks the form.
    meetingUrl: z.string(),
    sponsorKind: z.enum(["", ...SPONSOR_KINDS]),
    universityId: z.string(),
    employerId: z.string(),
    requestId: z.string(),
    sessions: z.array(sessionRow).min(1, "Please add at least one session").max(MAX_SESSIONS, `A batch has at most ${MAX_SESSIONS} sessions`),
  })
  .superRefine((values, ctx) => {
    if (values.sponsorKind === "university" && !values.universityId) ctx.addIssue({ code: "custom", path: ["universityId"], message: "Please select a university" });
    if (values.sponsorKind === "employer" && !values.employerId) ctx.addIssue({ code: "custom", path: ["employerId"], message: "Please select an employer" });
    // The programme's minimum hours, as the server's 400 TOO_SHORT says it (the data file holds them).
    const programme = programmeOfSlug(String(values.programmeId));
    const rows = Array.isArray(values.sessions) ? values.sessions : [];
    if (programme && rows.length > 0 && rows.every((row) => DAY.test(row?.date) && TIME.test(row?.startTime) && TIME.test(row?.endTime))) {
      const total = sessionHours(rows.map((row) => ({ startsAt: indiaInstant(row.date, row.startTime), endsAt: indiaInstant(row.date, row.endTime) })));
      if (total < programme.minHours) ctx.addIssue({ code: "custom", path: ["sessions"], message: tooShortMessage(programme.title, programme.minHours, total) });
    }
  });

type FormOutput = z.output<typeof formFields>;

/** The fields a new batch and an edit both send (the edit's sessions name their ids). */
function commonInput(values: FormOutput) {
  return {
    title: values.title,
    startDate: values.startDate,
    endDate: values.endDate,
    mode: values.mode,
    location: values.location,
    // A classroom batch has no meeting link (the field is hidden then).
    ...(values.mode === "classroom" ? {} : { meetingUrl: values.meetingUrl }),
    seats: values.seats,
    trainerId: values.trainerId,
    sessions: values.sessions.map((row) => ({
      ...(row.sessionId ? { id: row.sessionId } : {}),
      startsAt: indiaInstant(row.date, row.startTime),
      endsAt: indiaInstant(row.date, row.endTime),
      topic: row.topic,
    })),
  };
}

function toInput(values: FormOutput): z.input<typeof createBatchSchema> {
  const sponsorId = values.sponsorKind === "university" ? values.universityId : values.employerId;
  return {
    programmeId: values.programmeId,
    ...commonInput(values),
    ...(values.sponsorKind ? { sponsor: { kind: values.sponsorKind, id: sponsorId } } : {}),
    ...(values.requestId ? { requestId: values.requestId } : {}),
  };
}

/** The form's resolver schema: its values in, the action's input out. */
export const batchFormSchema = formFields.transform(toInput).pipe(createBatchSchema);

/** The edit form's resolver schema: its values in, the edit action's input (the batch and the version read) out. */
export const editBatchFormSchema = (id: string, version: number) =>
  formFields.transform((values): z.input<typeof updateBatchActionSchema> => ({ id, version, ...commonInput(values) })).pipe(updateBatchActionSchema);

/** An India clock time "HH:MM" of an instant (India is UTC+05:30 all year). */
const indiaTime = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(11, 16);
const indiaDay = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/** The edit form's first values: the batch as it is (its sessions by id, in India time). */
export function batchFormValues(batch: AdminBatchJson): BatchFormValues {
  return {
    programmeId: batch.programme.id,
    title: batch.title,
    startDate: batch.startDate,
    endDate: batch.endDate,
    mode: batch.mode,
    location: batch.location ?? "",
    meetingUrl: batch.meetingUrl ?? "",
    seats: String(batch.seats),
    trainerId: batch.trainer.id,
    sponsorKind: "",
    universityId: "",
    employerId: "",
    requestId: "",
    sessions: batch.sessions.map((s) => ({ sessionId: s.id, date: indiaDay(s.startsAt), startTime: indiaTime(s.startsAt), endTime: indiaTime(s.endsAt), topic: s.topic })),
  };
}
