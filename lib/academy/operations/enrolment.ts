// Enrolment (decisions.md section 15): a candidate enrols in a batch (or joins its waitlist), withdraws,
// and lists their enrolments.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { TRANSITION_ERRORS } from "@/lib/api/operation-fragments";
import { enrolResultSchema, myEnrollmentsSchema, withdrawnSchema } from "@/lib/academy/contract/enrolment";
import { batchParamsSchema, enrollBodySchema, enrollmentParamsSchema, MY_ENROLLMENTS_PAGE_SIZE, myEnrollmentsQuerySchema } from "@/lib/academy/schemas/enrolment";

// Every enrolment call is the candidate's own.
const candidateCall = { tag: "Training", auth: ["Candidate"] } as const;

export const enrollInBatch = defineOperation({
  id: "enrollInBatch",
  method: "POST",
  path: "/training/batches/{id}/enroll",
  summary:
    "Enrol in a batch: a free seat makes the enrolment 'enrolled', a full batch 'waitlisted' (with the place in line). " +
    "Seats are exact under concurrency. Open until the end of the start date (India time); after that, or for a " +
    "cancelled batch, 409 ENROLMENT_CLOSED. A second enrolment in the same batch: 409 ALREADY_ENROLLED (a withdrawn " +
    "one may enrol again). The candidate is e-mailed. A batch whose programme has a fee takes `{ plan: \"pay_now\" | " +
    "\"pay_after_placement\", billingState }` (without them 400 PLAN_REQUIRED; pay_after_placement where the programme does not " +
    "offer it: 400 on `plan`): pay_now issues a `training` invoice to the candidate at once, due in 7 days (a waitlisted " +
    "enrolment when its seat is given); pay_after_placement records an agreement billed only on a placement at the " +
    "programme's minAnnualCtc or more within 365 days of the batch's end. A free batch needs no body.",
  ...candidateCall,
  params: batchParamsSchema,
  body: enrollBodySchema,
  bodyOptional: true,
  response: enrolResultSchema,
  successStatus: 201,
  errors: [404, "ENROLMENT_CLOSED", "ALREADY_ENROLLED", "PLAN_REQUIRED"],
});

export const withdrawEnrollment = defineOperation({
  id: "withdrawEnrollment",
  method: "DELETE",
  path: "/training/enrollments/{id}",
  summary:
    "Withdraw one's own enrolment (another's: 404). An enrolled one frees its seat, which passes at once to the first " +
    "on the waitlist (who is e-mailed); a waitlisted one leaves the line. A completed or failed one: 409 " +
    "INVALID_TRANSITION. Withdrawing again answers the same.",
  ...candidateCall,
  params: enrollmentParamsSchema,
  response: withdrawnSchema,
  errors: [404, ...TRANSITION_ERRORS],
});

export const myEnrollments = defineOperation({
  id: "myEnrollments",
  method: "GET",
  path: "/training/my-enrollments",
  summary:
    `The candidate's enrolments, newest first (page and limit, default ${MY_ENROLLMENTS_PAGE_SIZE} a page), each with ` +
    "its batch (with the meetingUrl of an online or hybrid batch while holding a seat), its sessions each marked attended " +
    "or not, attendance (percent of the sessions that have ended, the trainer's figure too), the score (a draft until the " +
    "batch is finished), certificate, place on the waitlist and `fee` (the training fee's plan, status and invoiceId; null for a free batch).",
  ...candidateCall,
  query: myEnrollmentsQuerySchema,
  response: myEnrollmentsSchema,
});
