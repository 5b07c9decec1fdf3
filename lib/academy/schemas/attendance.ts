import { z } from "zod";
import "zod-openapi";
import { normaliseOtp } from "@/lib/accounts/schemas/auth";
import { pageField, recordId } from "@/lib/validations/common";

// Attendance (decisions.md section 15): the requests of POST training/sessions/{id}/checkin-code,
// POST training/sessions/{id}/checkin and PUT training/sessions/{id}/attendance, and of the forms'
// actions. Browser-safe: the check-in form and the trainer's dialogs import the words and sizes.

export const CHECKIN_CODE_LENGTH = 6;
/** How long a check-in code lasts after the trainer opens it. */
export const CHECKIN_CODE_TTL_MINUTES = 10;
/** Wrong codes a candidate may try per session (per hour) before 429: 6 symbols of 32 are 30 bits. */
export const CHECKIN_MAX_WRONG_TRIES = 10;
/** Trainer's batches a page of /trainer holds. */
export const TRAINER_BATCHES_PAGE_SIZE = 10;
/** The most enrolments one register names (a batch is far smaller; a bound on the body). */
export const REGISTER_MAX = 1000;

export const CHECKIN_CODE_REQUIRED = "Please enter the check-in code";
export const CHECKIN_CODE_FORMAT = `The check-in code has ${CHECKIN_CODE_LENGTH} letters and digits`;
export const CHECKED_IN_MESSAGE = "You are checked in";
export const NOT_OPEN_MESSAGE = "Check-in is open only while the session runs.";
export const INVALID_CODE_MESSAGE = "This check-in code is wrong or has expired. Ask your trainer for the current code.";
export const REGISTER_SAVED_MESSAGE = "Register saved";
export const CHECKIN_OPENED_MESSAGE = "Check-in is open";

/**
 * A code as people type it: case, spaces and dashes do not matter, and the Crockford look-alikes
 * (O for 0, I and L for 1) are read as the digits, as the signup code is.
 */
export const checkinCodeField = z
  .string({ error: CHECKIN_CODE_REQUIRED })
  .trim()
  .min(1, CHECKIN_CODE_REQUIRED)
  .max(32, CHECKIN_CODE_FORMAT)
  .transform(normaliseOtp)
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{6}$/, CHECKIN_CODE_FORMAT))
  .meta({ description: `The ${CHECKIN_CODE_LENGTH}-character code the trainer shows (case and dashes do not matter).` });

/** Path of the three calls: the training session. */
export const sessionParamsSchema = z.object({ id: recordId("Session id is required") });
export type SessionParams = z.output<typeof sessionParamsSchema>;

/** Body of POST training/sessions/{id}/checkin. */
export const checkinBodySchema = z.object({ code: checkinCodeField });
export type CheckinBody = z.output<typeof checkinBodySchema>;

/** The check-in form's action: the body plus the session. */
export const checkinInputSchema = checkinBodySchema.extend({ sessionId: recordId("Session id is required") });
export type CheckinInput = z.output<typeof checkinInputSchema>;

/** The trainer's "Open check-in" action. */
export const openCheckinInputSchema = z.object({ sessionId: recordId("Session id is required") });
export type OpenCheckinInput = z.output<typeof openCheckinInputSchema>;

/** Body of PUT training/sessions/{id}/attendance: the register as it should be. */
export const attendanceBodySchema = z.object({
  present: z
    .array(recordId("Enrolment id is required"), { error: "present must be a list of enrolment ids" })
    .max(REGISTER_MAX, `A register names at most ${REGISTER_MAX} enrolments`)
    .transform((ids) => [...new Set(ids)])
    .meta({ description: "The enrolment ids present: the register becomes exactly these (an empty list clears it)." }),
});
export type AttendanceBody = z.output<typeof attendanceBodySchema>;

/** The register's Save action: the body plus the session. */
export const attendanceInputSchema = attendanceBodySchema.extend({ sessionId: recordId("Session id is required") });
export type AttendanceInput = z.output<typeof attendanceInputSchema>;

/** /trainer's query: the page of the trainer's batches. */
export const trainerBatchesQuerySchema = z.object({ page: pageField });
