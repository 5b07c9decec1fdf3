"use server";

import { defineAction } from "@/lib/actions/define-action";
import { editPlacementTermsSchema, logCheckInInputSchema, markFellThroughSchema } from "@/lib/desk/schemas/common";
import { logCheckIn } from "@/lib/desk/service/check-ins";
import { updatePlacement } from "@/lib/desk/service/placements";

// The desk's placement dialogs: the same services as PATCH desk/placements/{id} and POST
// desk/placements/{id}/check-ins. The page branches on the failure's code (INVALID_TRANSITION: the
// guarantee has ended; STALE_STATE: changed meanwhile).

export const editPlacementTermsAction = defineAction(
  { access: "Recruiter", input: editPlacementTermsSchema, message: "Placement saved" },
  ({ id, startDate, annualCtc }, user) => updatePlacement(user, { id }, { startDate, annualCtc }),
);

export const markFellThroughAction = defineAction(
  { access: "Recruiter", input: markFellThroughSchema, message: "Placement marked as fallen through" },
  ({ id, reason }, user) => updatePlacement(user, { id }, { fellThrough: true, reason }),
);

export const logCheckInAction = defineAction({ access: "Recruiter", input: logCheckInInputSchema, message: "Check-in logged" }, ({ id, outcome, note }, user) =>
  logCheckIn(user, { id }, { outcome, note }),
);
