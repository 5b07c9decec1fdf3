// GET and POST /api/v1/desk/saved-searches: a recruiter's saved candidate searches.
import { withApi } from "@/lib/api/handler";
import { createDeskSavedSearch, listDeskSavedSearches } from "@/lib/desk/operations/candidates";
import { createSavedSearch, listSavedSearches } from "@/lib/desk/service/saved-searches";

export const GET = withApi(listDeskSavedSearches, ({ user }) => listSavedSearches(user));
export const POST = withApi(createDeskSavedSearch, ({ user, body }) => createSavedSearch(user, body));
