// DELETE /api/v1/training/enrollments/{id}: the candidate withdraws; a freed seat passes to the next in line.
import { withApi } from "@/lib/api/handler";
import { withdrawEnrollment } from "@/lib/academy/operations/enrolment";
import { withdraw } from "@/lib/academy/service/enrolment";

export const DELETE = withApi(withdrawEnrollment, ({ user, params }) => withdraw(user, params));
