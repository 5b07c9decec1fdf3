"use server";

import { defineAction } from "@/lib/actions/define-action";
import { confirmStudentSchema, policySchema, studentParamsSchema, studentVerifiedSchema } from "@/lib/campus/schemas/common";
import { confirmClaim } from "@/lib/campus/service/student-claims";
import { setStudentVerified } from "@/lib/campus/service/students";
import { setPolicy } from "@/lib/campus/service/universities";

// The students page (/university/students): the same services as the university/students and
// university/policy calls. The roster import is an upload, so the page sends it to the API (decision 0008).

export const setStudentVerifiedAction = defineAction(
  { access: "University", input: studentParamsSchema.extend(studentVerifiedSchema.shape) },
  ({ id, verified }, user) => setStudentVerified(user, { id }, { verified }),
);

export const setPolicyAction = defineAction({ access: "University", input: policySchema, message: "Offer policy saved." }, (input, user) =>
  setPolicy(user, input),
);

/** /student/confirm: the person a roster line named confirms they study there. */
export const confirmStudentAction = defineAction({ access: "Candidate", input: confirmStudentSchema }, (input, user) => confirmClaim(user, input));
