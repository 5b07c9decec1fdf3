// Browser-safe rules of accounts, as the signup form needs them (who logs in where: ./roles.ts). The
// password rules are the spec's one rule (passwordField's pattern in schemas/auth.ts) split into the
// parts a person can tick off while typing (decisions.md section 19); signup.test.ts proves that meeting
// every part is exactly what the pattern accepts.


export type PasswordRule = { id: string; label: string; test: (password: string) => boolean };

/** The special characters the rule allows (and requires one of). */
export const PASSWORD_SPECIALS = "@$!%*?&";
/** The same, as people read them ("@ $ ! % * ? &"): in the checklist and in the message (schemas/auth.ts). */
export const PASSWORD_SPECIALS_TEXT = PASSWORD_SPECIALS.split("").join(" ");

export const PASSWORD_RULES: readonly PasswordRule[] = [
  // 128 is the pattern's upper bound: far above anything typed, so the label does not mention it.
  { id: "length", label: "At least 8 characters", test: (p) => p.length >= 8 && p.length <= 128 },
  { id: "upper", label: "One uppercase letter (A-Z)", test: (p) => /[A-Z]/.test(p) },
  { id: "lower", label: "One lowercase letter (a-z)", test: (p) => /[a-z]/.test(p) },
  { id: "number", label: "One number (0-9)", test: (p) => /\d/.test(p) },
  { id: "special", label: `One special character: ${PASSWORD_SPECIALS_TEXT}`, test: (p) => /[@$!%*?&]/.test(p) },
  // Met only once something is typed: an empty field has not yet shown it keeps to the allowed characters.
  { id: "allowed", label: "No spaces or other symbols", test: (p) => /^[A-Za-z\d@$!%*?&]+$/.test(p) },
];

/** Each rule with whether `password` meets it, in display order. */
export function passwordRuleStates(password: string): { rule: PasswordRule; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, met: rule.test(password) }));
}

// The account types and the signup fields live here, not beside the schemas (schemas/auth.ts, which
// re-exports them): the login and signup forms read them at first render, and importing the schemas'
// module would put zod in those pages' first load (the forms load zod when first used).

export const SIGNUP_ACCOUNT_TYPES = ["Candidate", "Employer", "University"] as const;
export type SignupAccountType = (typeof SIGNUP_ACCOUNT_TYPES)[number];

/** Every field the signup page can show, per account type, in display order. */
export const SIGNUP_FIELDS = {
  Candidate: ["fullName", "email", "password", "mobile"],
  Employer: ["orgName", "city", "state", "mobile", "website", "about", "email", "password"],
  University: ["instituteName", "city", "state", "mobile", "website", "about", "email", "password"],
} as const satisfies Record<SignupAccountType, readonly string[]>;

/**
 * Where signup sends a person once the code is verified: the login form with the e-mail filled in,
 * the account type when it is not the default, and the `next` they came with. `next` is what the
 * signup page's address gave once readSignupPageParams kept it (a same-site path, or nothing): the
 * check is not repeated here, so the form's script does not carry it, and the login page checks its own
 * `next` again anyway.
 */
export function loginAfterSignupPath(email: string, type: SignupAccountType, next: string | undefined): string {
  const query = new URLSearchParams({ email });
  if (type !== "Candidate") query.set("type", type);
  if (next) query.set("next", next);
  return `/login?${query.toString()}`;
}
