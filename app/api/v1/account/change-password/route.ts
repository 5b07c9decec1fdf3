// POST /api/v1/account/change-password: any role; needs the current password; ends the other sessions, keeps this one.
import { withApi, reply } from "@/lib/api/handler";
import { changePassword } from "@/lib/api/operations/account";
import { changePassword as change, PASSWORD_CHANGED_MESSAGE } from "@/lib/services/account-security";
import { currentSessionId } from "@/lib/services/session-login";

export const POST = withApi(changePassword, async ({ user, body }) =>
  reply(await change(user, body, { keepSessionId: await currentSessionId() }), { message: PASSWORD_CHANGED_MESSAGE }),
);
