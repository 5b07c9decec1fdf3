// Programmes and batches (decisions.md section 15): the public catalogue and batch list, and the
// admin's new batch.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { batchSchema } from "@/lib/academy/contract/common";
import { batchListSchema, programmeListSchema } from "@/lib/academy/contract/batches";
import { batchesQuerySchema, createBatchSchema, MAX_SEATS, MAX_SESSIONS } from "@/lib/academy/schemas/batches";

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
