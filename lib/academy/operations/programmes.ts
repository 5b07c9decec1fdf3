// A programme's training fee terms (decisions.md section 21), set by an admin or Finance.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { idParams } from "@/lib/validations/common";
import { programmeSchema } from "@/lib/academy/contract/common";
import { programmeFeesSchema } from "@/lib/academy/schemas/programmes";

export const updateProgrammeFees = defineOperation({
  id: "updateProgrammeFees",
  method: "PATCH",
  path: "/admin/programmes/{id}",
  summary:
    "Set a programme's training fee (`fee` in paise, GST extra; 0: free) and/or `payAfterPlacement: { available, " +
    "minAnnualCtc }` (yearly rupees; required when available) → the programme. Admins and Finance. Enrolments already " +
    "made keep the terms they agreed to. The programmes data migration never changes these.",
  tag: "Training",
  auth: ["Admin", "Finance"],
  params: idParams,
  body: programmeFeesSchema,
  response: programmeSchema,
  errors: [404],
});
