// GET /api/v1/training/my-enrollments: the candidate's enrolments, newest first.
import { withApi } from "@/lib/api/handler";
import { myEnrollments as myEnrollmentsOp } from "@/lib/academy/operations/enrolment";
import { myEnrollments } from "@/lib/academy/service/my-enrollments";

export const GET = withApi(myEnrollmentsOp, ({ user, query }) => myEnrollments(user, query));
