"use server";

import { defineAction } from "@/lib/actions/define-action";
import { idParams } from "@/lib/validations/common";
import { savedSearchSchema } from "@/lib/desk/schemas/common";
import { SEARCH_DELETED_MESSAGE, SEARCH_SAVED_MESSAGE } from "@/lib/desk/rules/candidate-search";
import { createSavedSearch, deleteSavedSearch } from "@/lib/desk/service/saved-searches";

// The candidate search page's saved searches: the same services as POST and DELETE desk/saved-searches.

export const saveDeskSearchAction = defineAction({ access: "Recruiter", input: savedSearchSchema, message: SEARCH_SAVED_MESSAGE }, (input, user) =>
  createSavedSearch(user, input),
);

export const deleteDeskSearchAction = defineAction({ access: "Recruiter", input: idParams, message: SEARCH_DELETED_MESSAGE }, (params, user) =>
  deleteSavedSearch(user, params),
);
