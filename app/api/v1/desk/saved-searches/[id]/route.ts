// DELETE /api/v1/desk/saved-searches/{id}: delete one of your saved searches.
import { withApi } from "@/lib/api/handler";
import { deleteDeskSavedSearch } from "@/lib/desk/operations/candidates";
import { deleteSavedSearch } from "@/lib/desk/service/saved-searches";

export const DELETE = withApi(deleteDeskSavedSearch, ({ user, params }) => deleteSavedSearch(user, params));
