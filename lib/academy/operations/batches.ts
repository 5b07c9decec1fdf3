// Programmes and batches (decisions.md section 15): the public catalogue and batch list, and the
// admin's new batch, its edit and its cancel (issue 44).
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { batchSchema } from "@/lib/academy/contract/common";
import { adminBatchSchema, batchListSchema, programmeListSchema } from "@/lib/academy/contract/batches";
import { batchesQuerySchema, cancelBatchSchema, createBatchSchema, MAX_SEATS, MAX_SESSIONS, updateBatchSchema } from "@/lib/academy/schemas/batches";
import { idParams } from "@/lib/validations/common";

export const getProgrammes = defineOperation({
  id: "getProgrammes",
  method: "GET",
  path: "/training/programmes",
  summary:
    "The academy's 12 programmes in the Training page's order, each with its duration, the fewest hours a batch of it " +
    "runs (minHours) and the catalogue skills it teaches (anyone)",
  tag: "Training",
  auth: "public",
  response: programmeListSchema,
});

export const getBatches = defineOperation({
  id: "getBatches",
  method: "GET",
  path: "/training/batches",
  summary:
    "Batches that are not cancelled, of one programme (its slug) or all: upcoming and running ones first by start date, " +
    "then completed ones, the latest first; 20 a page (anyone). Enrolment is open until the end of the start date (India).",
  tag: "Training",
  auth: "public",
  query: batchesQuerySchema,
  response: batchListSchema,
});

export const createBatch = defineOperation({
  id: "createBatch",
  method: "POST",
  path: "/admin/batches",
  summary:
    `A new batch of a programme with its sessions (at most ${MAX_SESSIONS}, any times on the batch's days, India) and ` +
    `1-${MAX_SEATS} seats; the trainer must be a Trainer account; classroom and hybrid batches need a location, online ` +
    "and hybrid ones a meetingUrl (https, never in the public Batch); the title defaults to '<Programme> — <Month YYYY>'. " +
    "Sessions adding up to fewer hours than the programme's minHours: 400 TOO_SHORT (errors.sessions says how many are " +
    "needed). A sponsor is an existing university or employer; requestId, an approved training request, makes its " +
    "university the sponsor (409 when the request already has its batch). Field errors: 400 VALIDATION naming the field.",
  tag: "Training",
  auth: ["Admin"],
  body: createBatchSchema,
  response: batchSchema,
  successStatus: 201,
  errors: [409, "TOO_SHORT"],
});

export const getAdminBatch = defineOperation({
  id: "getAdminBatch",
  method: "GET",
  path: "/admin/batches/{id}",
  summary:
    "A batch as the admin edits it: the Batch with its meetingUrl, the trainer's id, each session's attendance, how many " +
    "people are enrolled and waitlisted, the cancel's reason and the version an edit sends back (admins). Unknown: 404.",
  tag: "Training",
  auth: ["Admin"],
  params: idParams,
  response: adminBatchSchema,
  errors: [404],
});

export const updateBatch = defineOperation({
  id: "updateBatch",
  method: "PATCH",
  path: "/admin/batches/{id}",
  summary:
    "Edit a batch with the full set of POST admin/batches' fields but the programme, sponsor and requestId (which stay), " +
    "its sessions by id (kept or moved; new ones without an id; one left out is removed) and the version read with GET " +
    "(another edit or the cancel since: 409 STALE_STATE). The same rules as on create (400 VALIDATION naming the field, " +
    "400 TOO_SHORT); seats never below the people enrolled (400 on seats); more seats go to the waitlist in order, each " +
    "mailed 'A seat is yours'; a session with attendance cannot be removed or moved (409). A change of trainer, dates, " +
    "sessions' times, place or link is mailed once to each enrolled person and to the trainer (a replaced one too). A " +
    "finished batch is 409 BATCH_FINISHED, a cancelled one 409 INVALID_TRANSITION; unknown: 404.",
  tag: "Training",
  auth: ["Admin"],
  params: idParams,
  body: updateBatchSchema,
  response: adminBatchSchema,
  errors: [404, 409, "TOO_SHORT", "STALE_STATE", "BATCH_FINISHED", "INVALID_TRANSITION"],
});

export const cancelBatch = defineOperation({
  id: "cancelBatch",
  method: "POST",
  path: "/admin/batches/{id}/cancel",
  summary:
    "Cancel a batch with a reason (one line): every seat is freed and everyone enrolled or waitlisted is notified and " +
    "mailed once with the reason, as is the trainer; the enrolments keep their status. Cancelling again changes nothing " +
    "and answers 200 with the batch as first cancelled. A finished batch is 409 BATCH_FINISHED; unknown: 404.",
  tag: "Training",
  auth: ["Admin"],
  params: idParams,
  body: cancelBatchSchema,
  response: adminBatchSchema,
  errors: [404, "BATCH_FINISHED"],
});
