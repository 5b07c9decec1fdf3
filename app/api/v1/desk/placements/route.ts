// GET /api/v1/desk/placements: the desk's placements (hired agency applications).
import { withApi } from "@/lib/api/handler";
import { listPlacementsOp } from "@/lib/desk/operations/placements";
import { listPlacements } from "@/lib/desk/service/placements";

export const GET = withApi(listPlacementsOp, ({ user, query }) => listPlacements(user, query));
