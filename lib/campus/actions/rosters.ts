"use server";

import { defineAction } from "@/lib/actions/define-action";
import { confirmStudentSchema, driveParamsSchema, policySchema, remindStudentsSchema, studentParamsSchema, studentVerifiedSchema, verifyStudentsSchema } from "@/lib/campus/schemas/common";
import { remindStudents } from "@/lib/campus/service/reminders";
import { confirmClaim } from "@/lib/campus/service/student-claims";
import { setStudentVerified, verifyStudents } from "@/lib/campus/service/students";
import { setPolicy } from "@/lib/campus/service/universities";

// The students page (/university/students) and a drive's reminders: the same services as the
// university/students, university/policy and drives/{id}/reminders calls. The roster import is an upload,
// so the page sends it to the API (decision 0008).

export const setStudentVerifiedAction = defineAction(
  { access: "University", input: studentParamsSchema.extend(studentVerifiedSchema.shape) },
  ({ id, verified }, user) => setStudentVerified(user, { id }, { verified }),
);

/** "Verify all": the students shown (POST university/students/verify). */
export const verifyStudentsAction = defineAction({ access: "University", input: verifyStudentsSchema }, (input, user) => verifyStudents(user, input));

export const setPolicyAction = defineAction({ access: "University", input: policySchema, message: "Offer policy saved." }, (input, user) =>
  setPolicy(user, input),
);

/** A drive's "Remind" (POST drives/{id}/reminders): the eligible students shown who have not registered. */
export const remindStudentsAction = defineAction({ access: "University", input: driveParamsSchema.extend(remindStudentsSchema.shape) }, ({ id, studentIds }, user) =>
  remindStudents(user, { id }, { studentIds }),
);

/** /student/confirm: the person a roster line named confirms they study there. */
export const confirmStudentAction = defineAction({ access: "Candidate", input: confirmStudentSchema }, (input, user) => confirmClaim(user, input));
