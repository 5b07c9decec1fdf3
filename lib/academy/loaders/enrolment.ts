import "server-only";
// Reads for /candidate/training: the candidate's enrolments, and the check-in a scanned QR code asks for.
import { requireRole } from "@/lib/auth/guards";
import type { EnrollmentJson } from "@/lib/academy/contract/common";
import { MAX_PAGE_SIZE, firstValues, type SearchParams } from "@/lib/validations/common";
import { myEnrollments } from "@/lib/academy/service/my-enrollments";

export type MyTraining = {
  enrollments: EnrollmentJson[];
  /** When the page was read (ISO): which sessions are running is decided at this instant. */
  now: string;
  /** From the trainer's QR code (`?checkin=<sessionId>&code=<code>`): that session's form comes filled in. */
  checkin?: { sessionId: string; code: string };
};

/** /candidate/training: the newest enrolments (a candidate has few; the API pages the rest). */
export async function loadMyTraining(searchParams: SearchParams): Promise<MyTraining> {
  const user = await requireRole("Candidate");
  const now = new Date();
  const { enrollments } = await myEnrollments(user, { page: 1, limit: MAX_PAGE_SIZE }, now);
  const { checkin, code } = firstValues(searchParams);
  // Only passed on as a form's starting value; the check-in service checks it.
  const scanned = checkin && code && checkin.length <= 64 && code.length <= 32 ? { sessionId: checkin, code } : undefined;
  return { enrollments, now: now.toISOString(), ...(scanned ? { checkin: scanned } : {}) };
}
