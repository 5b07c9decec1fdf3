import { z } from "zod";
import { loginSchema } from "@/lib/accounts/schemas/auth";

// "Delete my account" (decisions.md section 12): the request needs the password; cancelling needs
// what a login needs (the person cannot log in meanwhile), so it takes the login form's own schema.

export const PASSWORD_REQUIRED = "Password is required";

export const deleteAccountSchema = z.object({
  password: z.string(PASSWORD_REQUIRED).min(1, PASSWORD_REQUIRED).max(256, PASSWORD_REQUIRED),
});

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type DeleteAccountData = z.output<typeof deleteAccountSchema>;

export const cancelDeletionSchema = loginSchema;

export type CancelDeletionData = z.output<typeof cancelDeletionSchema>;
