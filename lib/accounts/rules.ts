// Browser-safe rules of accounts. The password rules are the spec's one rule (passwordField's pattern in
// schemas/auth.ts) split into the parts a person can tick off while typing (decisions.md section 19);
// rules.test.ts proves that meeting every part is exactly what the pattern accepts.

export type PasswordRule = { id: string; label: string; test: (password: string) => boolean };

/** The special characters the rule allows (and requires one of). */
export const PASSWORD_SPECIALS = "@$!%*?&";

export const PASSWORD_RULES: readonly PasswordRule[] = [
  // 128 is the pattern's upper bound: far above anything typed, so the label does not mention it.
  { id: "length", label: "At least 8 characters", test: (p) => p.length >= 8 && p.length <= 128 },
  { id: "upper", label: "One uppercase letter (A-Z)", test: (p) => /[A-Z]/.test(p) },
  { id: "lower", label: "One lowercase letter (a-z)", test: (p) => /[a-z]/.test(p) },
  { id: "number", label: "One number (0-9)", test: (p) => /\d/.test(p) },
  { id: "special", label: `One special character: ${PASSWORD_SPECIALS.split("").join(" ")}`, test: (p) => /[@$!%*?&]/.test(p) },
  // Met only once something is typed: an empty field has not yet shown it keeps to the allowed characters.
  { id: "allowed", label: "No spaces or other symbols", test: (p) => /^[A-Za-z\d@$!%*?&]+$/.test(p) },
];

/** Each rule with whether `password` meets it, in display order. */
export function passwordRuleStates(password: string): { rule: PasswordRule; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, met: rule.test(password) }));
}
