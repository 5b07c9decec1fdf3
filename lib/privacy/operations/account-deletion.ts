import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { ROLES } from "@/lib/auth/types";
import { deletionScheduledSchema } from "@/lib/privacy/contract";
import { cancelDeletionSchema, deleteAccountSchema } from "@/lib/privacy/schemas";

// "Delete my account" (decisions.md section 12; docs/decisions/0020).

export const deleteAccount = defineOperation({
  id: "deleteAccount",
  method: "POST",
  path: "/account/delete",
  summary:
    "Ask for the account's deletion (the password is required; not for Admin accounts): sign-in stops, every session ends and the cookie is cleared, an employer's open jobs close; the data is erased after 7 days unless cancelled. " +
    "An employer whose company has other members leaves its team instead (no job closes); its last owner is refused: 409 LAST_OWNER",
  tag: "Account",
  auth: ROLES,
  body: deleteAccountSchema,
  response: deletionScheduledSchema,
  successStatus: 202,
  errors: [400, 403, "LAST_OWNER", 429],
});

export const cancelDeletion = defineOperation({
  id: "cancelDeletion",
  method: "POST",
  path: "/account/cancel-deletion",
  summary:
    "Cancel a pending deletion with the login's credentials (throttled like login; wrong credentials or nothing pending: 401 'Invalid email or password'; past the 7 days: 410). Then log in as usual",
  tag: "Account",
  auth: "public",
  body: cancelDeletionSchema,
  response: z.null(),
  errors: [400, 401, 410, 429],
});
