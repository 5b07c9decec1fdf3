// GET /api/v1/offers: the student's offers.
import { withApi } from "@/lib/api/handler";
import { listMyOffers as operation } from "@/lib/campus/operations/offers";
import { listMyOffers } from "@/lib/campus/service/offers";

export const GET = withApi(operation, ({ user }) => listMyOffers(user));
