"use server";

import { defineAction } from "@/lib/actions/define-action";
import { changeStartDateSchema, markFellThroughSchema } from "@/lib/desk/schemas/common";
import { updatePlacement } from "@/lib/desk/service/placements";

// /desk/placements' dialogs: the same service as PATCH desk/placements/{id}. The page branches on the
// failure's code (INVALID_TRANSITION: the guarantee has ended; STALE_STATE: changed meanwhile).

export const changeStartDateAction = defineAction(
  { access: "Recruiter", input: changeStartDateSchema, message: "Start date changed" },
  ({ id, startDate }, user) => updatePlacement(user, { id }, { startDate }),
);

export const markFellThroughAction = defineAction(
  { access: "Recruiter", input: markFellThroughSchema, message: "Placement marked as fallen through" },
  ({ id, reason }, user) => updatePlacement(user, { id }, { fellThrough: true, reason }),
);
