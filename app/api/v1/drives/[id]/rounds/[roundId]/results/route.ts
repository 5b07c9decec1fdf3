// POST /api/v1/drives/{id}/rounds/{roundId}/results: a round's results, as JSON or a CSV file (multipart).
import { withApi } from "@/lib/api/handler";
import { recordRoundResults as operation } from "@/lib/campus/operations/offers";
import { recordRoundResults, resultsFrom } from "@/lib/campus/service/round-results";

export const POST = withApi(operation, ({ user, params, body, form }) => recordRoundResults(user, params, resultsFrom(body, form)));
