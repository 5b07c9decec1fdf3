// PATCH /api/v1/admin/programmes/{id}: a programme's training fee terms (an admin or Finance).
import { withApi } from "@/lib/api/handler";
import { updateProgrammeFees as updateProgrammeFeesOp } from "@/lib/academy/operations/programmes";
import { updateProgrammeFees } from "@/lib/academy/service/programmes";

export const PATCH = withApi(updateProgrammeFeesOp, ({ user, params, body }) => updateProgrammeFees(user, params, body));
