// Attendance (decisions.md section 15): the trainer's check-in code and register correction, the
// candidate's check-in.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { checkinCodeSchema, checkinSchema, registerSchema } from "@/lib/academy/contract/attendance";
import {
  attendanceBodySchema,
  CHECKIN_CODE_TTL_MINUTES,
  CHECKIN_MAX_WRONG_TRIES,
  checkinBodySchema,
  sessionParamsSchema,
} from "@/lib/academy/schemas/attendance";
import { CHECKIN_OPENS_BEFORE_MINUTES } from "@/lib/academy/rules/sessions";

/** A call on one session, named in the path: it is open only around the session's time (409 NOT_OPEN). */
const sessionCall = { tag: "Attendance", params: sessionParamsSchema, errors: [401, 403, 404, "NOT_OPEN"] } as const;

/** The batch's own trainer's calls (another trainer's session is 404 NOT_FOUND). */
const trainerCall = { ...sessionCall, auth: ["Trainer"] } as const;

export const openSessionCheckin = defineOperation({
  id: "openSessionCheckin",
  method: "POST",
  path: "/training/sessions/{id}/checkin-code",
  summary:
    `The batch's trainer opens check-in: a new 6-character code valid ${CHECKIN_CODE_TTL_MINUTES} minutes (the previous ` +
    "code stops working), with a QR code of the check-in link for phones. Only a keyed hash of the code is stored. Open " +
    `from ${CHECKIN_OPENS_BEFORE_MINUTES} minutes before the session starts until it ends; earlier, later, or in a cancelled ` +
    "batch: 409 NOT_OPEN (the message says when it opens). Another trainer's session: 404 NOT_FOUND.",
  ...trainerCall,
  response: checkinCodeSchema,
});

export const checkInToSession = defineOperation({
  id: "checkInToSession",
  method: "POST",
  path: "/training/sessions/{id}/checkin",
  summary:
    "A candidate enrolled in the session's batch checks in with the trainer's code, only between the session's start " +
    "and end (409 NOT_OPEN). A wrong, replaced or expired code, or one of another session: 400 INVALID_CODE; after " +
    `${CHECKIN_MAX_WRONG_TRIES} wrong codes in an hour: 429. Checking in again answers the same record. Not enrolled ` +
    "(or an unknown session): 404 NOT_FOUND.",
  ...sessionCall,
  auth: ["Candidate"],
  body: checkinBodySchema,
  response: checkinSchema,
  errors: [...sessionCall.errors, 429, "INVALID_CODE"],
});

export const correctSessionAttendance = defineOperation({
  id: "correctSessionAttendance",
  method: "PUT",
  path: "/training/sessions/{id}/attendance",
  summary:
    "The batch's trainer sets the register: it becomes exactly the enrolment ids sent (those added are marked " +
    "byTrainer; those already present keep their check-in). Ids that are not enrolments of the batch (waitlisted and " +
    "withdrawn ones included): 400. Before the session starts: 409 NOT_OPEN; once the batch is finished: 409 " +
    "BATCH_FINISHED. Another trainer's session: 404 NOT_FOUND.",
  ...trainerCall,
  body: attendanceBodySchema,
  response: registerSchema,
  errors: [...trainerCall.errors, "BATCH_FINISHED"],
});
