// POST /api/v1/account/change-password: any role; needs the current password; ends the other sessions, keeps this one.
import { withApi, reply } from "@/lib/api/handler";
import { changePassword } from "@/lib/accounts/operations/security";
import { changePassword as change, PASSWORD_CHANGED_MESSAGE } from "@/lib/accounts/service/account-security";
import { currentSessionId } from "@/lib/accounts/service/session-login";

export const POST = withApi(changePassword, async ({ user, body }) =>
  reply(await change(user, body, { keepSessionId: await currentSessionId() }), { message: PASSWORD_CHANGED_MESSAGE }),
);
