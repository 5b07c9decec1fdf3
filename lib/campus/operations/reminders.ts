// Reminders to register (decisions.md section 20): a participating university's eligible students who have
// not registered for a drive, and the officer's reminder to them.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import { reminderReportSchema, unregisteredStudentsSchema } from "@/lib/campus/contract/common";
import { driveParamsSchema, remindStudentsSchema, UNREGISTERED_PAGE_SIZE, unregisteredQuerySchema } from "@/lib/campus/schemas/common";

/** A participating university: approved (403 NOT_APPROVED) and having accepted the drive (another: 404). */
const officerCall = { ...ownCalls("Campus", ["University"]), errors: [401, 403, 404, "NOT_APPROVED"] } as const;

export const listUnregisteredOp = defineOperation({
  id: "listUnregisteredStudents",
  method: "GET",
  path: "/drives/{id}/unregistered",
  summary:
    `The institute's own students eligible for the drive (its rules and the offer policy) who have not registered, by roll number, ` +
    `${UNREGISTERED_PAGE_SIZE} a page, with the \`total\` and \`remindedToday\` (a reminder of this drive today, India time).`,
  ...officerCall,
  params: driveParamsSchema,
  query: unregisteredQuerySchema,
  response: unregisteredStudentsSchema,
});

export const remindStudentsOp = defineOperation({
  id: "remindStudents",
  method: "POST",
  path: "/drives/{id}/reminders",
  summary:
    "The placement officer reminds these students (up to 200) to register: each one still eligible and unregistered is notified " +
    "at once and mailed shortly, at most once per drive a day (a second reminder that day, however sent, is `skipped`). Any id " +
    "that is not the institute's own student: 404, nobody reminded. A cancelled drive or a closed registration: 409 NOT_OPEN.",
  ...officerCall,
  params: driveParamsSchema,
  body: remindStudentsSchema,
  response: reminderReportSchema,
  errors: [...officerCall.errors, "NOT_OPEN"],
});
