// POST /api/v1/training/batches/{id}/enroll: the candidate enrols, or joins the waitlist of a full batch.
import { withApi } from "@/lib/api/handler";
import { enrollInBatch } from "@/lib/academy/operations/enrolment";
import { enroll } from "@/lib/academy/service/enrolment";

export const POST = withApi(enrollInBatch, ({ user, params, body }) => enroll(user, { ...body, batchId: params.id }));
