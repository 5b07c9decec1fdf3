"use server";

import { headers } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import { ROLES } from "@/lib/auth/types";
import { cancelDeletion, DELETION_CANCELLED_MESSAGE, DELETION_REQUESTED_MESSAGE, requestDeletion } from "@/lib/privacy/service/account-deletion";
import { endCurrentSession, signInWithPassword } from "@/lib/accounts/service/session-login";
import { clientIp } from "@/lib/security/client-ip";
import { cancelDeletionSchema, deleteAccountSchema } from "@/lib/privacy/schemas";

/** /account "Delete my account": the password; every session ends, this browser's cookie is cleared. */
export const deleteAccountAction = defineAction(
  { access: ROLES, input: deleteAccountSchema, message: DELETION_REQUESTED_MESSAGE },
  async (input, user) => {
    const scheduled = await requestDeletion(user, input);
    await endCurrentSession();
    return scheduled;
  },
);

/**
 * The login form's "Cancel deletion and log in": the typed credentials cancel the deletion, then
 * log in with them (the same throttled check runs twice; both pass or the first already failed).
 */
export const cancelDeletionAction = defineAction(
  { access: "public", input: cancelDeletionSchema, message: DELETION_CANCELLED_MESSAGE },
  async (input) => {
    await cancelDeletion(input, { ip: clientIp(await headers()) });
    return signInWithPassword({ role: input.accountType, email: input.email, password: input.password });
  },
);
