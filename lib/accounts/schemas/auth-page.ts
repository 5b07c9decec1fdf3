import { z } from "zod";
import { safeNextPath, withNext } from "@/lib/site/next-path";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import {
  emailField,
  LOGIN_PAGE_ACCOUNT_TYPES,
  SIGNUP_ACCOUNT_TYPES,
  type LoginPageAccountType,
  type SignupAccountType,
} from "@/lib/accounts/schemas/auth";

// What the login and signup pages read from their address (decisions.md section 19). Each value is
// checked on its own and a bad one is dropped, never an error: a hand-edited link still opens the
// page, just without that value. `next` is only ever a same-site path (safeNextPath), so nothing
// read here can send a person to another site.

function oneOf<T extends string>(types: readonly T[], value: unknown): T | undefined {
  if (typeof value !== "string") return undefined;
  const wanted = value.trim().toLowerCase();
  return types.find((type) => type.toLowerCase() === wanted);
}

/** `?type=employer` → "Employer" (any case); anything else, Admin and the staff types included, → undefined. */
export const pageAccountType = (value: unknown): SignupAccountType | undefined => oneOf(SIGNUP_ACCOUNT_TYPES, value);

/** /login's `?type=`: a signup type or a staff one (`?type=trainer` → "Trainer"); Admin → undefined. */
export const loginPageAccountType = (value: unknown): LoginPageAccountType | undefined => oneOf(LOGIN_PAGE_ACCOUNT_TYPES, value);

// `.optional()` last: an absent key is then allowed (zod 4 refuses a required key that is missing).
const nextField = z.unknown().transform((value) => safeNextPath(value) ?? undefined).optional();
const typeField = z.unknown().transform(pageAccountType).optional();
const loginTypeField = z.unknown().transform(loginPageAccountType).optional();

export const loginPageParamsSchema = z.object({
  email: emailField.optional().catch(undefined),
  type: loginTypeField,
  next: nextField,
});

export const signupPageParamsSchema = z.object({ type: typeField, next: nextField });

export type LoginPageParams = z.output<typeof loginPageParamsSchema>;
export type SignupPageParams = z.output<typeof signupPageParamsSchema>;

/** /login's `email`, `type` and `next`, each dropped when it is not valid. */
export const readLoginPageParams = (params: SearchParams): LoginPageParams => parseSearchParams(loginPageParamsSchema, params);

/** /signup's `type` and `next`, each dropped when it is not valid. */
export const readSignupPageParams = (params: SearchParams): SignupPageParams => parseSearchParams(signupPageParamsSchema, params);

/**
 * The signup page's parts from its address: the form's first account type and the `next` it carries,
 * and the "Sign In" link with that `next`. Checked here, on the server, so the form's script carries
 * no check.
 */
export function signupPageProps(params: SearchParams): { form: { accountType?: SignupAccountType; next?: string }; loginHref: string } {
  const { type, next } = readSignupPageParams(params);
  return { form: { accountType: type, next }, loginHref: withNext("/login", next) };
}

// Browser-safe, so it lives with the accounts' rules (the signup form reads it without zod).
export { loginAfterSignupPath } from "@/lib/accounts/rules/signup";
