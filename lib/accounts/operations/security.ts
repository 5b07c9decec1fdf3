import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { ROLES } from "@/lib/auth/types";
import { changePasswordSchema } from "@/lib/accounts/schemas/password";

// Account settings for every role (decisions.md section 12).

export const changePassword = defineOperation({
  id: "changePassword",
  method: "POST",
  path: "/account/change-password",
  summary: "Change the password (the current one is required); ends every other session, keeps this one",
  tag: "Account",
  auth: ROLES,
  body: changePasswordSchema,
  response: z.null(),
  errors: [400, "STALE_STATE", 429],
});

export const logoutAll = defineOperation({
  id: "logoutAll",
  method: "POST",
  path: "/account/logout-all",
  summary: "Log out of all devices: ends every session of the account, this one included, and clears the cookie",
  tag: "Account",
  auth: ROLES,
  response: z.null(),
});
