// /api/v1/drives/{id}/offers: GET the drive's offers (company side; a university its students'), POST an offer.
import { withApi } from "@/lib/api/handler";
import { createDriveOffer, listDriveOffers as listOperation } from "@/lib/campus/operations/offers";
import { createOffer, listDriveOffers } from "@/lib/campus/service/offers";

export const GET = withApi(listOperation, ({ user, params }) => listDriveOffers(user, params));
export const POST = withApi(createDriveOffer, ({ user, params, body }) => createOffer(user, params, body));
