// The versions of the legal documents a person accepts at signup. One place: the signup service
// stores them in Consent rows and the /privacy and /terms pages show them as "Last updated", so a
// stored consent always names the text that was on the page. Change a date when the text changes.

/** A version is the day the text took effect, YYYY-MM-DD. */
export const PRIVACY_VERSION = "2026-11-24";
export const TERMS_VERSION = "2026-11-24";

export const LEGAL_DOCUMENTS = {
  privacy: { version: PRIVACY_VERSION, path: "/privacy", title: "Privacy notice" },
  terms: { version: TERMS_VERSION, path: "/terms", title: "Terms of use" },
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

/** The Consent rows a new account gets: one per document, at its current version. */
export function signupConsents(): { document: LegalDocument; version: string }[] {
  return (Object.keys(LEGAL_DOCUMENTS) as LegalDocument[]).map((document) => ({ document, version: LEGAL_DOCUMENTS[document].version }));
}

/**
 * The roles that delete their own account (decisions.md section 12). Admins and the company's staff
 * (Trainer, Recruiter; section 15) do not: an admin manages their accounts.
 */
export const SELF_SERVICE_ROLES = ["Candidate", "Employer", "University"] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const isSelfServiceRole = (role: string): role is SelfServiceRole => (SELF_SERVICE_ROLES as readonly string[]).includes(role);
