// A university's students (decisions.md section 18): the roster import, the list, the lock; the look-up of
// universities and the offer policy. Drives, rounds, offers and reports have their own files.
import "zod-openapi";
import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import {
  importReportSchema,
  policyJsonSchema,
  studentClaimSchema,
  studentJsonSchema,
  studentsPageSchema,
  universitiesSchema,
  verifyReportSchema,
} from "@/lib/campus/contract/common";
import { POLICY_LABELS } from "@/lib/campus/rules/common";
import {
  CGPA_FACTOR,
  CGPA_FACTOR_MAX,
  CGPA_FACTOR_MIN,
  confirmStudentSchema,
  DREAM_FACTOR,
  policySchema,
  ROSTER_HEADER,
  ROSTER_MAX_BYTES,
  ROSTER_MAX_ROWS,
  STUDENT_INVITE_DAYS,
  studentParamsSchema,
  studentsQuerySchema,
  studentVerifiedSchema,
  universitiesQuerySchema,
  verifyStudentsSchema,
} from "@/lib/campus/schemas/common";
import { ROSTER_TOO_LARGE_MESSAGE } from "@/lib/campus/service/roster-parse";
import { STUDENTS_PAGE_SIZE } from "@/lib/campus/service/students";
import { UNIVERSITIES_LIMIT } from "@/lib/campus/service/universities";
import { ROLES } from "@/lib/auth/types";

/** A University's call on its own students; an account without an institute profile (or another's student): 404. */
const studentsCall = ownCalls("Campus", ["University"]);

// Documents the multipart body; the route handler reads the part with rosterFileOf.
const rosterBody = z
  .object({ file: z.string().meta({ format: "binary", description: `CSV (UTF-8), header naming \`${ROSTER_HEADER.join(",")}\` (or cgpa for marks), at most 5 MB` }) })
  .meta({ id: "RosterUpload" });

export const importStudentsOp = defineOperation({
  id: "importStudents",
  method: "POST",
  path: "/university/students/import",
  summary:
    `Import the institute's students from a CSV roster (multipart \`file\`): the first line names the columns \`${ROSTER_HEADER.join(",")}\` ` +
    "in any order, matched ignoring case, spaces and underscores (`Roll No` = `rollNo`), with `cgpa` (0-10) instead of or beside " +
    `\`marks\`; then one student a line (at most ${ROSTER_MAX_ROWS.toLocaleString("en-IN")}; more: 400 TOO_MANY_LINES, nothing imported): ` +
    "passingYear a year, marks a percentage 0-100 or cgpa 0-10 (exactly one a line), backlogs a whole number. Roll numbers compare " +
    "without case or surrounding spaces. All or nothing: any refused line (a field, a " +
    "roll number or e-mail repeated in the file, an e-mail already this institute's student under another roll number, a " +
    "change to a verified record) imports nothing, and `errors` lists every refused line (lines counted from 1 for the " +
    "header). A roll number the institute already has is that student: the record's course, passing year, marks (or CGPA) and " +
    "backlogs take the file's values (`updated`); the account's e-mail and name change only while the student has never " +
    "chosen a password. A new roll number makes a Candidate account for an e-mail that has none, mailed a link " +
    `\`/reset-password?token=…\` to choose a password (valid ${STUDENT_INVITE_DAYS} days) (\`created\`). An e-mail that already ` +
    "has an account is never taken over: nothing of it changes or links, and its owner is mailed a link to confirm they " +
    `study here (valid ${STUDENT_INVITE_DAYS} days) (\`awaitingConfirmation\`). The mails go out shortly after the answer, ` +
    "at a bounded rate per institute. The institute must be approved (403 NOT_APPROVED). A file over 5 MB: 413; bytes " +
    "that are not UTF-8 text: 415; two imports changing the same students at once: 409 for the later.",
  ...studentsCall,
  bodyType: "multipart",
  body: rosterBody,
  // One roster and the multipart framing.
  maxBodyBytes: ROSTER_MAX_BYTES + 64 * 1024,
  tooLargeMessage: ROSTER_TOO_LARGE_MESSAGE,
  response: importReportSchema,
  errors: [...studentsCall.errors, 409, 413, 415, "NOT_APPROVED", "TOO_MANY_LINES"],
});

export const confirmStudentOp = defineOperation({
  id: "confirmStudent",
  method: "POST",
  path: "/university/students/confirm",
  summary:
    "The person a roster line named confirms they study at that institute, with the token of the link mailed to them " +
    `(valid ${STUDENT_INVITE_DAYS} days; the signed-in Candidate must be the account it was mailed to, else 400 ` +
    "INVALID_TOKEN, as for an unknown, used or expired one). Makes their student record from the line and brings the " +
    "profile's course, passing year and marks to it. Already a student of an institute: 409 ALREADY_A_STUDENT. Answers " +
    "the institute and the line.",
  tag: "Campus",
  auth: ["Candidate"],
  errors: [401, 403, "INVALID_TOKEN", "ALREADY_A_STUDENT"],
  body: confirmStudentSchema,
  response: studentClaimSchema,
});

export const listStudentsOp = defineOperation({
  id: "listStudents",
  method: "GET",
  path: "/university/students",
  summary:
    `The institute's students by roll number, ${STUDENTS_PAGE_SIZE} a page (\`hasNextPage\` tells whether another follows); ` +
    "`search` matches part of a name, e-mail or roll number. `verified` is the officer's lock; `status` says whether the " +
    "account is in use (`active`), still waits for its password (`invited`), or the line waits for its owner's confirmation " +
    "(`awaiting_confirmation`: only the file's own values are shown).",
  ...studentsCall,
  query: studentsQuerySchema,
  response: studentsPageSchema,
});

export const setStudentVerifiedOp = defineOperation({
  id: "setStudentVerified",
  method: "PATCH",
  path: "/university/students/{id}",
  summary:
    "Lock (`verified: true`) or unlock a student's record. While it is locked the student cannot change their course, " +
    "passing year or marks in their profile, and an import cannot change its course, passing year, marks or backlogs. " +
    "Locking writes the record's course, passing year and marks into the student's profile. Another institute's student: 404.",
  ...studentsCall,
  params: studentParamsSchema,
  body: studentVerifiedSchema,
  response: studentJsonSchema,
});

export const verifyStudentsOp = defineOperation({
  id: "verifyStudents",
  method: "POST",
  path: "/university/students/verify",
  summary:
    "Verify all: locks these records (up to 200, e.g. the page shown) in one call, as PATCH university/students/{id} does one. " +
    "Any id that is not the institute's own student (another institute's, a line awaiting confirmation): 404 and nothing changes. " +
    "Answers how many were newly locked (those locked already keep their first verification).",
  ...studentsCall,
  body: verifyStudentsSchema,
  response: verifyReportSchema,
});

export const searchUniversitiesOp = defineOperation({
  id: "searchUniversities",
  method: "GET",
  path: "/universities",
  summary:
    `Institutes to invite to a drive (any logged-in account): at most ${UNIVERSITIES_LIMIT}, by name; \`search\` matches part ` +
    "of the name or the city. The ids are the `universityIds` and `universityId` of the drive and offer calls.",
  tag: "Campus",
  auth: ROLES,
  errors: [401],
  query: universitiesQuerySchema,
  response: universitiesSchema,
});

export const setPolicyOp = defineOperation({
  id: "setUniversityPolicy",
  method: "PATCH",
  path: "/university/policy",
  summary:
    `The institute's offer policy, from now on: \`one_offer\` (${POLICY_LABELS.one_offer}: an accepted offer keeps the student ` +
    `out of every other drive) or \`dream\` (a placed student stays eligible for drives paying at least ${DREAM_FACTOR} times ` +
    `the accepted salary); and/or \`cgpaFactor\` (${CGPA_FACTOR_MIN} to ${CGPA_FACTOR_MAX}): a student's CGPA times it is compared with a ` +
    `drive's minimum marks (null: the default, ${CGPA_FACTOR}). Send either or both. Nothing already accepted is undone.`,
  ...studentsCall,
  body: policySchema,
  response: policyJsonSchema,
});
