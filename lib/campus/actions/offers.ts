"use server";

import { defineAction } from "@/lib/actions/define-action";
import { conflict } from "@/lib/api/errors";
import { JOINING_SAVED_MESSAGE, OFFER_MADE_MESSAGE, RESULT_SAVED_MESSAGE } from "@/lib/campus/rules/offers";
import { createOfferActionSchema, joiningActionSchema, oneResultActionSchema, respondOfferActionSchema } from "@/lib/campus/schemas/offers";
import { createOffer, respondToOffer, updateJoining } from "@/lib/campus/service/offers";
import { recordRoundResults } from "@/lib/campus/service/round-results";

// The drive pages' forms and "My offers": the same services as the offer calls. A results file goes
// to the API itself (apiUpload, docs/decisions/0008); one result by hand comes here. The placement officer
// records results and offers for the institute's own students too (decisions.md section 20).

/** One result (the one-by-one form, the row buttons): a refused row is a refusal with the report's words (409). */
export const recordOneResultAction = defineAction(
  { access: ["Admin", "Employer", "University"], input: oneResultActionSchema, message: RESULT_SAVED_MESSAGE },
  async ({ id, roundId, ...row }, user) => {
    const report = await recordRoundResults(user, { id, roundId }, { results: [row] });
    if (report.errors.length > 0) throw conflict(report.errors[0].message, "INVALID_TRANSITION");
    return report;
  },
);

export const createOfferAction = defineAction({ access: ["Admin", "Employer", "University"], input: createOfferActionSchema, message: OFFER_MADE_MESSAGE }, ({ id, ...input }, user) =>
  createOffer(user, { id }, input),
);

export const respondOfferAction = defineAction({ access: "Candidate", input: respondOfferActionSchema }, ({ id, accept }, user) => respondToOffer(user, { id }, { accept }));

export const updateJoiningAction = defineAction(
  { access: ["Admin", "Employer", "University"], input: joiningActionSchema, message: JOINING_SAVED_MESSAGE },
  ({ id, ...input }, user) => updateJoining(user, { id }, input),
);
