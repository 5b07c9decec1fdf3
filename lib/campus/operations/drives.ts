// Placement drives (decisions.md section 18): create, list, read, answer, register. Rosters, rounds,
// offers and reports have their own files.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls, TRANSITION_ERRORS } from "@/lib/api/operation-fragments";
import { driveDetailSchema, driveJsonSchema, drivesPageSchema, driveRegistrationSchema } from "@/lib/campus/contract/common";
import { drivesQuerySchema } from "@/lib/campus/schemas/drives";
import { createDriveSchema, driveParamsSchema, DRIVES_PAGE_SIZE, respondSchema } from "@/lib/campus/schemas/common";

/** Every role that sees drives: admins and companies run them, universities answer, students register. */
const readers = ownCalls("Campus", ["Admin", "Employer", "University", "Candidate"]);

export const createDriveOp = defineOperation({
  id: "createDrive",
  method: "POST",
  path: "/drives",
  summary:
    "An admin, or an owner or recruiter of an approved company, creates a placement drive for one or more universities. An " +
    "admin names the company (`companyName`, 400 without it) and may include any approved jobs (a drive made of one company's " +
    "jobs is that company's drive); a company's drive carries its name and only its own approved jobs (400 naming `jobIds`). " +
    "Every university must exist (400 naming `universityIds`); `registrationCloses` must be in the future and each round " +
    "after it, in the order given (400 naming `registrationCloses` / `rounds`). Each university is invited (answer pending), " +
    "notified and mailed '<company> invites your students to a placement drive: <title>' with a link to /university/drives. " +
    "A company not approved, an interviewer: 403.",
  ...readers,
  auth: ["Admin", "Employer"],
  body: createDriveSchema,
  response: driveJsonSchema,
  successStatus: 201,
});

export const listDrivesOp = defineOperation({
  id: "listDrives",
  method: "GET",
  path: "/drives",
  summary:
    `The drives the caller may see, ${DRIVES_PAGE_SIZE} a page: an admin, every drive; a company, its own; a university, those it ` +
    "is invited to with its own answer in `universities`; a student (a candidate on a university's roster), those their " +
    "university accepted and nobody cancelled (open ones first, nearest deadline first), each with `eligible`, `reasons` (each " +
    "rule missed: course, passing year, marks, backlogs, the institute's offer policy, a closed registration), `registered` and " +
    "`currentRound`. A candidate who is no student: an empty list. Admins and companies newest first.",
  ...readers,
  query: drivesQuerySchema,
  response: drivesPageSchema,
});

export const getDriveOp = defineOperation({
  id: "getDrive",
  method: "GET",
  path: "/drives/{id}",
  summary:
    "One drive the caller may see (as GET drives; any other: 404). The company, an admin and an invited university also get " +
    "`roster`: per round, who reached it and their result there (a university: its own students only); a student gets " +
    "`eligible`, `reasons`, `registered` and `currentRound` instead.",
  ...readers,
  params: driveParamsSchema,
  response: driveDetailSchema,
});

export const respondToDriveOp = defineOperation({
  id: "respondToDrive",
  method: "POST",
  path: "/drives/{id}/respond",
  summary:
    "An invited university accepts or declines a drive (another drive: 404). The answer may change until registration closes " +
    "(later, or a cancelled drive: 409 NOT_OPEN), but a drive some of its students registered for can no longer be declined " +
    "(409 CONFLICT); the same answer again changes nothing. Accepting notifies its eligible students; the company hears of " +
    "either answer. Of two answers at once, one wins and the other is 409 STALE_STATE. Answers the drive.",
  ...ownCalls("Campus", ["University"]),
  params: driveParamsSchema,
  body: respondSchema,
  response: driveJsonSchema,
  errors: [401, 403, 404, "NOT_OPEN", "CONFLICT", ...TRANSITION_ERRORS],
});

export const registerForDriveOp = defineOperation({
  id: "registerForDrive",
  method: "POST",
  path: "/drives/{id}/register",
  summary:
    "A student registers for a drive their university accepted (another university's drive, a cancelled one, or a candidate who " +
    "is no student: 404). Registration closed: 409 NOT_OPEN 'Registration for this drive closed on <date>.'; registered " +
    "already: 409 CONFLICT; a rule missed (course, passing year, marks, backlogs, or the institute's offer policy: one offer, " +
    "or a dream drive paying 1.5 times an accepted offer): 403 NOT_ELIGIBLE with `reasons`, one sentence per rule missed.",
  ...ownCalls("Campus", ["Candidate"]),
  params: driveParamsSchema,
  response: driveRegistrationSchema,
  successStatus: 201,
  errors: [401, 403, 404, "NOT_OPEN", "NOT_ELIGIBLE", "CONFLICT"],
});
