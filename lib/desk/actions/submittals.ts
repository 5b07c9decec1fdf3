"use server";

import { defineAction } from "@/lib/actions/define-action";
import { getCurrentUser } from "@/lib/auth/guards";
import { createSubmittalSchema, reviewByLinkSchema } from "@/lib/desk/schemas/common";
import { reviewByLink } from "@/lib/desk/service/review-link";
import { answerSubmittal, createSubmittal } from "@/lib/desk/service/submittals";
import { reviewSubmittal } from "@/lib/desk/service/submittal-review";
import { answerSubmittalInputSchema, reviewSubmittalInputSchema } from "@/lib/desk/schemas/submittals";

// The pages' submittal buttons: the same services as the API's calls (lib/desk/operations/submittals.ts).

/** The desk's "Submit to this job" dialog (POST desk/submittals). */
export const createSubmittalAction = defineAction({ access: "Recruiter", input: createSubmittalSchema }, (input, user) => createSubmittal(user, input));

/** The candidate's Accept / Decline (POST submittals/{id}/consent). */
export const answerSubmittalAction = defineAction({ access: "Candidate", input: answerSubmittalInputSchema }, ({ id, accept }, user) =>
  answerSubmittal(user, { id }, { accept }),
);

/** The company's Accept / Reject beside its applicants (POST submittals/{id}/review). */
export const reviewSubmittalAction = defineAction({ access: "Employer", input: reviewSubmittalInputSchema }, ({ id, decision, reason }, user) =>
  reviewSubmittal(user, { id }, { decision, reason }),
);

/** The confirmation page of the mail's link (POST submittals/review-link): no login needed; a logged-in member is recorded. */
export const reviewByLinkAction = defineAction({ access: "public", input: reviewByLinkSchema }, async (input) => reviewByLink(await getCurrentUser(), input));
