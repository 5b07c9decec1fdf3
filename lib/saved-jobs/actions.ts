"use server";

import { defineAction } from "@/lib/actions/define-action";
import { saveJob, unsaveJob } from "@/lib/saved-jobs/service";
import { savedJobParamsSchema } from "@/lib/saved-jobs/schemas";

// The Save job toggle on job cards and the job page (decisions.md section 11): the same services as
// POST and DELETE jobs/{id}/save. The button shows the state itself, so no success message is toasted.
export const saveJobAction = defineAction({ access: "Candidate", input: savedJobParamsSchema }, (input, user) => saveJob(user, input));

export const unsaveJobAction = defineAction({ access: "Candidate", input: savedJobParamsSchema }, (input, user) => unsaveJob(user, input));
