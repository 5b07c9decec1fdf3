// GET /api/v1/drives/{id}/unregistered: the university's students eligible for the drive who have not registered.
import { withApi } from "@/lib/api/handler";
import { listUnregisteredOp } from "@/lib/campus/operations/reminders";
import { listUnregistered } from "@/lib/campus/service/reminders";

export const GET = withApi(listUnregisteredOp, ({ user, params, query }) => listUnregistered(user, params, query));
