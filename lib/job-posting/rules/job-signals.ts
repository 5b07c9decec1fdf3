// What the admin should look at twice in a pending job's text (decisions.md section 12, docs/decisions/0022):
// asking job seekers for money, and moving the contact off the site. Pure and browser-safe. These
// are signals for a person, never a rejection, so they err towards showing too much, except for the
// cases an honest posting writes all the time (a salary range, a year, a PIN code, "no registration fee").

/** One fee phrase: the words the admin is shown, and how they are found (case-insensitive). */
export type FeePhrase = { phrase: string; pattern: RegExp };

// Money written before an amount: "Rs 500", "Rs. 500", "INR 500", "₹500" (₹ is no word character,
// so it cannot take a \b).
const AMOUNT = String.raw`(?:\brs\.?|\binr|₹)\s*\d`;

/** Every phrase that asks a job seeker to pay, in the order they are reported. */
export const FEE_PHRASES: readonly FeePhrase[] = [
  { phrase: "registration fee", pattern: /\bregistration[\s-]+fees?\b/i },
  { phrase: "registration charge", pattern: /\bregistration[\s-]+charges?\b/i },
  { phrase: "security deposit", pattern: /\bsecurity[\s-]+(?:deposit|money)\b/i },
  { phrase: "refundable deposit", pattern: /\brefundable[\s-]+(?:\w+\s+)?deposit\b/i },
  { phrase: "processing fee", pattern: /\bprocessing[\s-]+(?:fees?|charges?)\b/i },
  { phrase: "training fee", pattern: /\btraining[\s-]+(?:fees?|charges?)\b/i },
  { phrase: "joining fee", pattern: /\bjoining[\s-]+(?:fees?|charges?)\b/i },
  { phrase: "pay to apply", pattern: /\bpay[\s-]+to[\s-]+(?:apply|register)\b/i },
  { phrase: "application fee", pattern: /\bapplication[\s-]+fees?\b/i },
  { phrase: "interview fee", pattern: /\binterview[\s-]+(?:fees?|charges?)\b/i },
  { phrase: "documentation charges", pattern: /\bdocumentation[\s-]+(?:charges?|fees?)\b/i },
  { phrase: "fee of Rs", pattern: new RegExp(String.raw`\bfees?\s+of\s+${AMOUNT}`, "i") },
  { phrase: "deposit of Rs", pattern: new RegExp(String.raw`\bdeposit\s+of\s+${AMOUNT}`, "i") },
];

// "No registration fee", "we never ask for a security deposit", "without any joining fee": honest
// postings say so often, so a phrase preceded by a negation in the same clause is not reported.
const NEGATION = /\b(?:no|not|never|nor|without|zero|don'?t|doesn'?t|won'?t|free\s+of)\b/i;
const CLAUSE_END = /[.!?;,:\n]/g;

function negated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 60), index);
  let start = 0;
  for (const match of before.matchAll(CLAUSE_END)) start = match.index + 1;
  return NEGATION.test(before.slice(start));
}

/** The distinct fee phrases the text asks for, as FEE_PHRASES words, in that list's order. */
export function feePhrases(text: string): string[] {
  const found: string[] = [];
  for (const { phrase, pattern } of FEE_PHRASES) {
    const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    for (const match of text.matchAll(global)) {
      if (!negated(text, match.index)) {
        found.push(phrase);
        break;
      }
    }
  }
  return found;
}

// An Indian mobile number: 10 digits from 6-9, optionally after +91 / 0091 / 91 / 0, written whole or
// grouped 5-5, 3-3-4 or 4-3-3 with single spaces or hyphens. Never inside a longer run of digits.
const MOBILE = new RegExp(
  String.raw`(?<![\d+])(?:(?:\+|00)\s?91[\s-]?|91[\s-]|0)?` +
    String.raw`([6-9]\d{9}|[6-9]\d{4}[ -]\d{5}|[6-9]\d{2}[ -]\d{3}[ -]\d{4}|[6-9]\d{3}[ -]\d{3}[ -]\d{3})(?![\d])`,
  "g",
);
// A landline with its STD code (020-24567890): the separator is required, so a bare number is not one.
const LANDLINE = /(?<![\d+])0\d{2,4}[ -]\d{6,8}(?!\d)/;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
// "hr [at] example [dot] com", written that way to slip past filters.
const HIDDEN_EMAIL = /\b[\w.+-]+\s*[[({]\s*at\s*[\])}]\s*[\w-]+\s*(?:\.|[[({]\s*dot\s*[\])}]|\sdot\s)\s*[a-z]{2,}\b/i;
const MESSENGER = /\b(?:whats\s?app|whatsap|watsapp|telegram)\b|\b(?:wa|t)\.me\//i;

/**
 * "60000-80000" a month is a salary range, not the mobile number 60000 80000: a grouped number whose
 * groups both end in 00 is read as a range.
 */
function isRange(digits: string): boolean {
  const groups = digits.split(/[ -]/);
  return groups.length > 1 && groups.every((group) => group.endsWith("00"));
}

/** True if the text gives a phone number, an e-mail address or a messaging app to reach the employer. */
export function offSiteContact(text: string): boolean {
  if (EMAIL.test(text) || HIDDEN_EMAIL.test(text) || MESSENGER.test(text) || LANDLINE.test(text)) return true;
  for (const match of text.matchAll(MOBILE)) if (!isRange(match[1])) return true;
  return false;
}

export type JobSignals = { duplicateOf?: string; feePhrases: string[]; offSiteContact: boolean };

/** The signals of a job from its own words and the near-duplicate found when it was posted. */
export function jobSignals(job: { post: string; description: string; payroll: string; duplicateOfId: string | null }): JobSignals {
  // One line each, so a number cannot run from one field into the next.
  const text = [job.post, job.description, job.payroll].join("\n");
  const signals: JobSignals = { feePhrases: feePhrases(text), offSiteContact: offSiteContact(text) };
  if (job.duplicateOfId) signals.duplicateOf = job.duplicateOfId;
  return signals;
}
