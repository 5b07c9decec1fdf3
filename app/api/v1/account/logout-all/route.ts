// POST /api/v1/account/logout-all: end every session of the account, this one included, and clear the cookie.
import { withApi, reply } from "@/lib/api/handler";
import { logoutAll } from "@/lib/accounts/operations/security";
import { LOGGED_OUT_EVERYWHERE, logoutEverywhere } from "@/lib/accounts/service/account-security";

export const POST = withApi(logoutAll, async ({ user }) => reply(await logoutEverywhere(user), { message: LOGGED_OUT_EVERYWHERE }));
