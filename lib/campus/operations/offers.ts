// Round results, offers and the joining tracker (decisions.md sections 18 and 20).
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls, TRANSITION_ERRORS } from "@/lib/api/operation-fragments";
import { roundResultsReportSchema } from "@/lib/campus/contract/common";
import { campusOfferSchema, campusOffersSchema, offerCreatedSchema } from "@/lib/campus/contract/offers";
import { offerParamsSchema, recordResultsSchema, RESULTS_FILE_PART, resultsUploadSchema } from "@/lib/campus/schemas/offers";
import { createOfferSchema, DREAM_FACTOR, driveParamsSchema, joiningSchema, respondSchema, ROSTER_MAX_BYTES, roundParamsSchema } from "@/lib/campus/schemas/common";
import { RESULTS_TOO_LARGE_MESSAGE } from "@/lib/campus/service/results-csv";

/** The drive's company side (an admin, or an owner or recruiter of its company; another company's drive: 404), or a university for its own students. */
const driveReadCall = ownCalls("Campus", ["Admin", "Employer", "University"]);
/**
 * The company side, or a participating university's placement officer for its own students (decisions.md
 * section 20): approved (else 403 NOT_APPROVED) and having accepted the drive (else 404).
 */
const recordCall = { ...driveReadCall, errors: [...driveReadCall.errors, "NOT_APPROVED"] } as const;
const OFFICER_NOTE =
  " A university records for its own students only: it must be approved (403 NOT_APPROVED) and have accepted the drive (another drive: 404); " +
  "a row or offer naming another institute's `universityId` is 404, and a roll number it has no registered student for is reported like any unknown one.";
const studentCall = ownCalls("Campus", ["Candidate"]);

export const recordRoundResults = defineOperation({
  id: "recordRoundResults",
  method: "POST",
  path: "/drives/{id}/rounds/{roundId}/results",
  summary:
    "The company side, or a participating university's placement officer, records a round's results: JSON `{ results: [{ rollNo, result }] }` (result `advance` or `eliminate`; a row " +
    "may add `universityId` when the roll number is registered from two institutes), or multipart/form-data with a CSV `" +
    RESULTS_FILE_PART +
    "` whose header is `rollNo,result` (case, spaces and underscores in the names do not matter). Roll numbers compare without case " +
    "or surrounding spaces. Each roll number must be a student registered for this drive and still in this round " +
    "(not eliminated or withdrawn). All or nothing: any fault and `errors` lists each line (CSV lines from 1 for the header; JSON " +
    "rows from 1), `updated` is 0 and nothing changes. Otherwise the results are saved (a round's result recorded again is " +
    "overwritten), `advance` moves the student to the next round, `eliminate` ends their drive, and each student is notified. " +
    "A cancelled drive: 409 NOT_OPEN. The company and the officer recording the same student at once: one result and one " +
    "notification, the other call 409 STALE_STATE." +
    OFFICER_NOTE,
  ...recordCall,
  params: roundParamsSchema,
  body: recordResultsSchema,
  multipartBody: resultsUploadSchema,
  // The file and the multipart framing (JSON of the same rows is smaller).
  maxBodyBytes: ROSTER_MAX_BYTES + 64 * 1024,
  tooLargeMessage: RESULTS_TOO_LARGE_MESSAGE,
  response: roundResultsReportSchema,
  errors: [...recordCall.errors, 413, "NOT_OPEN", "STALE_STATE"],
});

export const createDriveOffer = defineOperation({
  id: "createDriveOffer",
  method: "POST",
  path: "/drives/{id}/offers",
  summary:
    "The company side, or a participating university's placement officer, records an offer to a student registered for the drive " +
    "(roll number within `universityId`, compared without case or surrounding spaces): the student is notified and mailed, and the " +
    "other side (the university, or the company) notified. A student not registered, eliminated or withdrawn: 409 " +
    "INVALID_TRANSITION; a second offer to the same student in this drive: 409 CONFLICT; a cancelled drive: 409 NOT_OPEN." +
    OFFICER_NOTE,
  ...recordCall,
  params: driveParamsSchema,
  body: createOfferSchema,
  response: offerCreatedSchema,
  successStatus: 201,
  errors: [...recordCall.errors, 409, "INVALID_TRANSITION", "NOT_OPEN"],
});

export const listDriveOffers = defineOperation({
  id: "listDriveOffers",
  method: "GET",
  path: "/drives/{id}/offers",
  summary:
    "A drive's offers, newest first, each with its student (name, roll number, institute): all of them for the company side; a " +
    "university sees only its own students' (a drive it was not invited to: 404).",
  ...driveReadCall,
  params: driveParamsSchema,
  response: campusOffersSchema,
});

export const listMyOffers = defineOperation({
  id: "listMyOffers",
  method: "GET",
  path: "/offers",
  summary: "A student's offers, newest first (none for a candidate who is not a university's student).",
  ...studentCall,
  response: campusOffersSchema,
});

export const respondToOffer = defineOperation({
  id: "respondToOffer",
  method: "POST",
  path: "/offers/{id}/respond",
  summary:
    "The student accepts or declines a pending offer (otherwise 409 STALE_STATE), under the institute's policy. one_offer: with an " +
    "accepted offer already standing, 409 OFFER_LIMIT; accepting withdraws the student from every other drive and their other " +
    `pending offers are withdrawn. dream: a second acceptance needs at least ${DREAM_FACTOR} times the standing offer's salary ` +
    "(else 409 OFFER_LIMIT naming the amount), and the earlier offer is then withdrawn. Two acceptances at once: exactly one " +
    "wins, the other is 409 OFFER_LIMIT. The company side and the university are notified. Someone else's offer: 404.",
  ...studentCall,
  params: offerParamsSchema,
  body: respondSchema,
  response: campusOfferSchema,
  errors: [...studentCall.errors, "OFFER_LIMIT", "STALE_STATE"],
});

export const updateOfferJoining = defineOperation({
  id: "updateOfferJoining",
  method: "PATCH",
  path: "/offers/{id}/joining",
  summary:
    "The joining tracker of an accepted offer (otherwise 409 INVALID_TRANSITION), recorded by the drive's company side or the " +
    "student's (approved: 403 NOT_APPROVED) university: `joined` (final; only on or after the joining date in India, else 409 " +
    "TOO_EARLY), `deferred` with the new `joiningDate` (400 without it, for the current date or a past one), or `revoked` with an " +
    "optional `reason` (final: " +
    "the offer no longer counts under the policy, so the student may register and accept again). On revoking, the student is " +
    "notified and mailed with their recommended jobs and upcoming training, and the placement officer is told.",
  ...driveReadCall,
  params: offerParamsSchema,
  body: joiningSchema,
  response: campusOfferSchema,
  errors: [...driveReadCall.errors, "NOT_APPROVED", "TOO_EARLY", ...TRANSITION_ERRORS],
});
