// What a pending employer is told happens next (issue 30; decisions.md section 19): how long the
// review takes and what makes it quicker. The same two checks the admin sees on the company's card
// (docs/decisions/0021): a login e-mail on the website's domain, and a GSTIN whose check character is
// right. Browser-safe: the post-a-job page works them out on the server and the dialog shows them.
import { emailDomainSignal, type EmailDomainSignal } from "@/lib/employers/rules/email-domain";
import { isValidGstin } from "@/lib/employers/rules/gstin";

/** How long a review usually takes; the contact page promises replies within one working day. */
export const REVIEW_TIME = "within two working days";

export type ReviewHints = {
  /** The login e-mail the approval mail goes to. */
  email: string;
  emailDomain: EmailDomainSignal;
  gstin: "valid" | "invalid" | "missing";
};

export function reviewHints(profile: { email: string; website: string | null; gstin: string | null }): ReviewHints {
  return {
    email: profile.email,
    emailDomain: emailDomainSignal(profile.email, profile.website || null),
    gstin: profile.gstin ? (isValidGstin(profile.gstin) ? "valid" : "invalid") : "missing",
  };
}

/** Where the company stands on each check, in words. */
export function emailHintText(signal: EmailDomainSignal): { done: boolean; text: string } {
  if (signal === "match") return { done: true, text: "Done: your login e-mail is on your website's domain." };
  if (signal === "free") return { done: false, text: "Your login e-mail is a free-mail address (such as Gmail); a company address is quicker to check." };
  return { done: false, text: "Your login e-mail is not on your website's domain, or no website is given." };
}

export function gstinHintText(state: ReviewHints["gstin"]): { done: boolean; text: string } {
  if (state === "valid") return { done: true, text: "Done: your GSTIN is in your profile." };
  if (state === "invalid") return { done: false, text: "The GSTIN in your profile does not look right; please check it." };
  return { done: false, text: "No GSTIN in your profile yet." };
}
