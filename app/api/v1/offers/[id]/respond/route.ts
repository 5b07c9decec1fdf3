// POST /api/v1/offers/{id}/respond: the student accepts or declines an offer.
import { withApi } from "@/lib/api/handler";
import { respondToOffer as operation } from "@/lib/campus/operations/offers";
import { respondToOffer } from "@/lib/campus/service/offers";

export const POST = withApi(operation, ({ user, params, body }) => respondToOffer(user, params, body));
