// PATCH /api/v1/desk/placements/{id}: a new start date, or recording that the placement fell through.
import { withApi } from "@/lib/api/handler";
import { updatePlacementOp } from "@/lib/desk/operations/placements";
import { updatePlacement } from "@/lib/desk/service/placements";

export const PATCH = withApi(updatePlacementOp, ({ user, params, body }) => updatePlacement(user, params, body));
