// The certificate's rules (decisions.md section 15), browser-safe: who passes, the level a certificate
// proves, what a code looks like and where a certificate is verified.
import { siteUrl } from "@/lib/site/url";

/** A result completes the enrolment when the score is at least this (0-100)... */
export const PASS_SCORE = 60;
/** ...and the person attended at least this percent of the batch's sessions (when it is finished). */
export const MIN_ATTENDANCE_PERCENT = 75;
/**
 * The level a verified skill gets: Intermediate (3), Advanced (4) from this score up. A certificate
 * proves a level, so a self or resume row it verifies takes this level whatever the person had declared.
 */
export const ADVANCED_SCORE = 85;

/** Crockford's base 32: digits and capitals without I, L, O, U (nothing to misread when typed). */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 16 symbols of 5 bits: 80 random bits, far beyond guessing at any request rate. */
export const CODE_LENGTH = 16;
const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** The page where anyone checks a certificate by its code (a form that leads to the code's page). */
export const CERTIFICATE_CHECK_PATH = "/certificates";

/** What an unknown (or malformed) code's page says. */
export const CERTIFICATE_UNKNOWN_MESSAGE = "We could not find a certificate with this code";

/** The path of a certificate's public page. */
export const certificatePath = (code: string) => `/certificates/${encodeURIComponent(code)}`;

/** Its absolute address: the QR code's, the PDF's and the mail's link. */
export const verifyUrl = (code: string) => `${siteUrl()}${certificatePath(code)}`;

/**
 * Attendance (decisions.md section 20): sessions attended of those that have ended, as a whole percent
 * rounded down (0 before the first ends). The trainer's page, My training and the finish read this one
 * figure. Rounded down, so the figure never passes a threshold the exact share does not: for a whole
 * threshold t, floor(x) >= t exactly when x >= t, so comparing the figure is comparing the share.
 */
export function attendancePercent(attended: number, ended: number): number {
  if (ended <= 0) return 0;
  return Math.min(100, Math.floor((attended * 100) / ended));
}

/** Why a finished batch gives someone no certificate. */
export type FailReason = "no_score" | "score" | "attendance";

export const FAIL_REASON_LABELS: Record<FailReason, string> = {
  no_score: "no score",
  score: `score below ${PASS_SCORE}`,
  attendance: `attendance below ${MIN_ATTENDANCE_PERCENT} %`,
};

/**
 * What finishing the batch makes of a result: completed with a certificate when the score is at least
 * 60 and attendance at least 75 %, otherwise failed, with the first reason (no score, then the score,
 * then attendance). The finish and the trainer's "Finish batch" dialog both decide with this.
 */
export function finishOutcome(result: { score?: number | null; attendance: number }): { passes: true } | { passes: false; reason: FailReason } {
  if (result.score === undefined || result.score === null) return { passes: false, reason: "no_score" };
  if (result.score < PASS_SCORE) return { passes: false, reason: "score" };
  if (result.attendance < MIN_ATTENDANCE_PERCENT) return { passes: false, reason: "attendance" };
  return { passes: true };
}

/** The level of the verified skills a certificate with this score gives. */
export const verifiedLevel = (score: number) => (score >= ADVANCED_SCORE ? 4 : 3);

/** A code as typed or linked: upper case (codes are case-insensitive). */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** Whether a (normalised) code has the shape of one: a regular expression over a bounded string. */
export const isCodeShape = (code: string) => CODE_SHAPE.test(code);
