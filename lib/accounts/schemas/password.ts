import { z } from "zod";
import { emailField, LOGIN_ACCOUNT_TYPES, passwordField } from "@/lib/accounts/schemas/auth";

// Account security (decisions.md section 12): forgot / reset password, change password. The new
// password follows the signup rule (passwordField), word for word. The forms add a confirmation
// field the server never sees (the *FormSchema variants).

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";
export const CONFIRM_MESSAGE = "Passwords do not match";
export const SAME_PASSWORD_MESSAGE = "The new password must be different from the current one";
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired. Please request a new one.";

export const forgotPasswordSchema = z.object({
  // Any role with a login page may recover its password, the Admin one included (its login is /admin/login).
  accountType: z.enum(LOGIN_ACCOUNT_TYPES, "Please select an account type"),
  email: z.string("Email is required").trim().min(1, "Email is required").pipe(emailField),
});

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordData = z.output<typeof forgotPasswordSchema>;

// Tokens are 43 base64url characters; anything else cannot be one (checked here, not in the database).
const tokenField = z.string(INVALID_RESET_LINK).trim().min(1, INVALID_RESET_LINK).max(200, INVALID_RESET_LINK);

export const resetPasswordSchema = z.object({ token: tokenField, password: passwordField });

export type ResetPasswordData = z.output<typeof resetPasswordSchema>;

const confirmField = z.string(CONFIRM_MESSAGE).min(1, CONFIRM_MESSAGE);

/** The reset page: new password twice; the token comes from the link, not from a field. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: confirmField })
  .refine((value) => value.password === value.confirmPassword, { path: ["confirmPassword"], message: CONFIRM_MESSAGE });

export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordFormData = z.output<typeof resetPasswordFormSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string(CURRENT_PASSWORD_REQUIRED).min(1, CURRENT_PASSWORD_REQUIRED).max(256, CURRENT_PASSWORD_REQUIRED),
    password: passwordField,
  })
  .refine((value) => value.password !== value.currentPassword, { path: ["password"], message: SAME_PASSWORD_MESSAGE });

export type ChangePasswordData = z.output<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .safeExtend({ confirmPassword: confirmField })
  .refine((value) => value.password === value.confirmPassword, { path: ["confirmPassword"], message: CONFIRM_MESSAGE });

export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordFormData = z.output<typeof changePasswordFormSchema>;
