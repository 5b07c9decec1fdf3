"use server";

import { defineAction } from "@/lib/actions/define-action";
import {
  attendanceInputSchema,
  CHECKED_IN_MESSAGE,
  CHECKIN_OPENED_MESSAGE,
  checkinInputSchema,
  openCheckinInputSchema,
  REGISTER_SAVED_MESSAGE,
} from "@/lib/academy/schemas/attendance";
import { checkIn, correctAttendance, openCheckin } from "@/lib/academy/service/attendance";

// The trainer's batch page and the candidate's check-in form: the same services as the
// training/sessions/{id}/... calls.

/** "Open check-in": the code goes back to the trainer who asked (whom it belongs to), for the dialog. */
export const openCheckinAction = defineAction(
  { access: "Trainer", input: openCheckinInputSchema, message: CHECKIN_OPENED_MESSAGE },
  ({ sessionId }, user) => openCheckin(user, { id: sessionId }),
);

export const checkInAction = defineAction(
  { access: "Candidate", input: checkinInputSchema, message: CHECKED_IN_MESSAGE },
  ({ sessionId, code }, user) => checkIn(user, { id: sessionId }, { code }),
);

export const correctAttendanceAction = defineAction(
  { access: "Trainer", input: attendanceInputSchema, message: REGISTER_SAVED_MESSAGE },
  ({ sessionId, present }, user) => correctAttendance(user, { id: sessionId }, { present }),
);
