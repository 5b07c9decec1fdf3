import { db } from "@/lib/db";
import { badRequest, conflict, fieldErrors, toApiError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/security/password";
import { DUPLICATE_ACCOUNT, assertEmailFree, checkSignupCode, spendSignupCode } from "@/lib/services/otp";
import { registerSchemas, type SignupAccountType } from "@/lib/validations/auth";
import type { SessionUser } from "@/lib/auth/types";

export { DUPLICATE_ACCOUNT };

/** Stored websites always carry a scheme, so they can be used as links. */
export function normaliseWebsite(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}

/**
 * Creates an account from the signup form (decisions.md section 3): validates the type's fields,
 * checks the e-mailed code, then in ONE transaction spends the code and creates the user with its
 * profile row (candidate profile, pending employer or university). A failure leaves nothing
 * behind and the code unspent.
 */
export async function registerAccount(role: SignupAccountType, input: unknown, opts: { now?: Date } = {}): Promise<SessionUser> {
  const parsed = registerSchemas[role].safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    throw badRequest(Object.values(errors)[0] ?? "Invalid input", errors);
  }
  const data = parsed.data;
  const now = opts.now ?? new Date();

  // The code first: without one mailed to this address, the answer never says whether an account
  // exists (no probing). A right code is only spent with the account, so a duplicate costs no try.
  const codeId = await checkSignupCode({ email: data.email, code: data.otp, now });
  await assertEmailFree(data.email, role);
  const passwordHash = await hashPassword(data.password);

  const base = { email: data.email, role, mobile: data.mobile, passwordHash };
  try {
    return await db.$transaction(async (tx) => {
      await spendSignupCode(tx, codeId, now);
      const select = { id: true, name: true, email: true, role: true } as const;
      if ("fullName" in data) {
        return tx.user.create({ data: { ...base, name: data.fullName, candidate: { create: {} } }, select });
      }
      const place = { city: data.city, state: data.state, website: normaliseWebsite(data.website), about: data.about };
      if ("orgName" in data) {
        return tx.user.create({
          data: { ...base, name: data.orgName, employer: { create: { orgName: data.orgName, ...place, status: "pending" } } },
          select,
        });
      }
      return tx.user.create({
        data: { ...base, name: data.instituteName, university: { create: { instituteName: data.instituteName, ...place } } },
        select,
      });
    });
  } catch (error) {
    // Two signups racing past the check above meet the unique (email, role) index.
    const apiError = toApiError(error);
    if (apiError?.status === 409) throw conflict(DUPLICATE_ACCOUNT);
    throw apiError ?? error;
  }
}
