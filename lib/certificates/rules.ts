// The certificate's rules (decisions.md section 15), browser-safe: who passes, the level a certificate
// proves, what a code looks like and where a certificate is verified.
import { siteUrl } from "@/lib/site/url";

/** A result completes the enrolment when the score is at least this (0-100)... */
export const PASS_SCORE = 60;
/** ...and the person attended at least this percent of the batch's sessions. */
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

/** The path of a certificate's public page. */
export const certificatePath = (code: string) => `/certificates/${encodeURIComponent(code)}`;

/** Its absolute address: the QR code's, the PDF's and the mail's link. */
export const verifyUrl = (code: string) => `${siteUrl()}${certificatePath(code)}`;

/** Attended sessions as a whole percent of the batch's sessions (0 for a batch without sessions). */
export function attendancePercent(attended: number, sessions: number): number {
  return sessions > 0 ? Math.round((attended * 100) / sessions) : 0;
}

/**
 * Whether a result completes the enrolment. Attendance is compared exactly (attended / sessions), not
 * its rounded percent: 74.6% is not 75%.
 */
export function passes(score: number, attended: number, sessions: number): boolean {
  return score >= PASS_SCORE && sessions > 0 && attended * 100 >= MIN_ATTENDANCE_PERCENT * sessions;
}

/** The level of the verified skills a certificate with this score gives. */
export const verifiedLevel = (score: number) => (score >= ADVANCED_SCORE ? 4 : 3);

/** A code as typed or linked: upper case (codes are case-insensitive). */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** Whether a (normalised) code has the shape of one: a regular expression over a bounded string. */
export const isCodeShape = (code: string) => CODE_SHAPE.test(code);
