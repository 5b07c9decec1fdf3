// POST /api/v1/account/cancel-deletion: public; the login's credentials cancel a pending deletion (throttled like login).
import { withApi, reply } from "@/lib/api/handler";
import { cancelDeletion } from "@/lib/privacy/operations/account-deletion";
import { clientIp } from "@/lib/security/client-ip";
import { cancelDeletion as cancel, DELETION_CANCELLED_MESSAGE } from "@/lib/privacy/service/account-deletion";

export const POST = withApi(cancelDeletion, async ({ body, req }) =>
  reply(await cancel(body, { ip: clientIp(req.headers) }), { message: DELETION_CANCELLED_MESSAGE }),
);
