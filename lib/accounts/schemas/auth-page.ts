import { z } from "zod";
import { safeNextPath } from "@/lib/site/next-path";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { emailField, SIGNUP_ACCOUNT_TYPES, type SignupAccountType } from "@/lib/accounts/schemas/auth";

// What the login and signup pages read from their address (decisions.md section 19). Each value is
// checked on its own and a bad one is dropped, never an error: a hand-edited link still opens the
// page, just without that value. `next` is only ever a same-site path (safeNextPath), so nothing
// read here can send a person to another site.

/** `?type=employer` → "Employer" (any case); anything else, Admin included, → undefined. */
export function pageAccountType(value: unknown): SignupAccountType | undefined {
  if (typeof value !== "string") return undefined;
  const wanted = value.trim().toLowerCase();
  return SIGNUP_ACCOUNT_TYPES.find((type) => type.toLowerCase() === wanted);
}

// `.optional()` last: an absent key is then allowed (zod 4 refuses a required key that is missing).
const nextField = z.unknown().transform((value) => safeNextPath(value) ?? undefined).optional();
const typeField = z.unknown().transform(pageAccountType).optional();

export const loginPageParamsSchema = z.object({
  email: emailField.optional().catch(undefined),
  type: typeField,
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
 * Where signup sends a person once the code is verified: the login form with the e-mail filled in,
 * the account type when it is not the default, and the `next` they came with.
 */
export function loginAfterSignupPath(email: string, type: SignupAccountType, next: unknown): string {
  const query = new URLSearchParams({ email });
  if (type !== "Candidate") query.set("type", type);
  const safe = safeNextPath(next);
  if (safe) query.set("next", safe);
  return `/login?${query.toString()}`;
}
