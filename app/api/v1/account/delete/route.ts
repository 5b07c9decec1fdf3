// POST /api/v1/account/delete: any role but Admin, with the password; schedules the erasure (202), ends every session and clears the cookie.
import { withApi, reply } from "@/lib/api/handler";
import { deleteAccount } from "@/lib/privacy/operations/account-deletion";
import { DELETION_REQUESTED_MESSAGE, requestDeletion } from "@/lib/privacy/service/account-deletion";
import { endCurrentSession } from "@/lib/accounts/service/session-login";

export const POST = withApi(deleteAccount, async ({ user, body }) => {
  const scheduled = await requestDeletion(user, body);
  await endCurrentSession();
  return reply(scheduled, { status: 202, message: DELETION_REQUESTED_MESSAGE });
});
