"use server";

import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { ROLES } from "@/lib/auth/types";
import { changePassword, LOGGED_OUT_EVERYWHERE, logoutEverywhere, PASSWORD_CHANGED_MESSAGE } from "@/lib/accounts/service/account-security";
import { currentSessionId } from "@/lib/accounts/service/session-login";
import { changePasswordSchema } from "@/lib/accounts/schemas/password";

/** /account "Change password": every role; this browser stays logged in, every other session ends. */
export const changePasswordAction = defineAction(
  { access: ROLES, input: changePasswordSchema, message: PASSWORD_CHANGED_MESSAGE },
  async (input, user) => changePassword(user, input, { keepSessionId: await currentSessionId() }),
);

/** /account "Log out of all devices": ends every session, this one included. */
export const logoutAllAction = defineAction({ access: ROLES, input: z.undefined(), message: LOGGED_OUT_EVERYWHERE }, (_input, user) =>
  logoutEverywhere(user),
);
