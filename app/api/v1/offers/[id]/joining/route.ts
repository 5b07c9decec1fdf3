// PATCH /api/v1/offers/{id}/joining: the joining tracker of an accepted offer.
import { withApi } from "@/lib/api/handler";
import { updateOfferJoining } from "@/lib/campus/operations/offers";
import { updateJoining } from "@/lib/campus/service/offers";

export const PATCH = withApi(updateOfferJoining, ({ user, params, body }) => updateJoining(user, params, body));
