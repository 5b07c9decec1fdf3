import { db } from "@/lib/db";
import { conflict, toApiError } from "@/lib/api/errors";
import { signupConsents } from "@/lib/privacy/rules";
import { hashPassword } from "@/lib/security/password";
import { DUPLICATE_ACCOUNT, assertEmailFree, checkSignupCode, spendSignupCode } from "@/lib/accounts/service/otp";
import type { RegisterData } from "@/lib/accounts/schemas/auth";
import type { SessionUser } from "@/lib/auth/types";

export { DUPLICATE_ACCOUNT };

/** Stored websites always carry a scheme, so they can be used as links. */
export function normaliseWebsite(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}

/**
 * Creates an account from the parsed signup fields (decisions.md section 3): checks the e-mailed
 * code, then in ONE transaction spends the code and creates the user with its profile row
 * (candidate profile, pending employer or university) and its consents to the privacy notice and
 * the terms at their current versions (the body's `consent: true`, required by the schemas, is
 * what they record). A failure leaves nothing behind and the code unspent. The action and the
 * API parse the body once (registerActionSchema, registerSchemas).
 */
export async function registerAccount(data: RegisterData, opts: { now?: Date } = {}): Promise<SessionUser> {
  const role = data.accountType;
  const now = opts.now ?? new Date();

  // The code first: without one mailed to this address, the answer never says whether an account
  // exists (no probing). A right code is only spent with the account, so a duplicate costs no try.
  const codeId = await checkSignupCode({ email: data.email, code: data.otp, now });
  await assertEmailFree(data.email, role);
  const passwordHash = await hashPassword(data.password);

  const base = {
    email: data.email,
    role,
    mobile: data.mobile,
    passwordHash,
    consents: { create: signupConsents().map((consent) => ({ ...consent, acceptedAt: now })) },
  };
  try {
    return await db.$transaction(async (tx) => {
      await spendSignupCode(tx, codeId, now);
      const select = { id: true, name: true, email: true, role: true } as const;
      if (data.accountType === "Candidate") {
        return tx.user.create({ data: { ...base, name: data.fullName, candidate: { create: {} } }, select });
      }
      const place = { city: data.city, state: data.state, website: normaliseWebsite(data.website), about: data.about };
      if (data.accountType === "Employer") {
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
