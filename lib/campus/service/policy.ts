// The institute's offer policy (decisions.md section 18), one rule for registering and for accepting:
// `one_offer`: a student with a standing accepted offer (not revoked) is out of every other drive;
// `dream`: still in for a drive whose salary is at least DREAM_FACTOR times the accepted offer's.
import "server-only";
import { db } from "@/lib/db";
import { formatRupees } from "@/lib/campus/rules/common";
import { DREAM_FACTOR } from "@/lib/campus/schemas/common";
import type { Tx } from "@/lib/transitions/transition";

export type StandingOffer = { id: string; driveId: string; salary: number } | null;

/** The student's standing accepted offer (accepted and not revoked), if any. */
export async function standingOffer(studentId: string, client: Tx | typeof db = db): Promise<StandingOffer> {
  const rows = await client.$queryRaw<{ id: string; driveId: string; salary: number }[]>`
    SELECT "id", "driveId", "salary" FROM "Offer"
    WHERE "studentId" = ${studentId} AND "status" = 'accepted' AND "joiningStatus" IS DISTINCT FROM 'revoked'
    LIMIT 1`;
  return rows[0] ?? null;
}

/** Why the policy keeps the student out of a drive paying `driveSalary` (empty: it does not). */
export function policyReasons(policy: "one_offer" | "dream", offer: StandingOffer, driveSalary: number | null): string[] {
  if (!offer) return [];
  if (policy === "one_offer") return ["You have accepted an offer, and your institute allows one offer per student."];
  const needed = Math.ceil(offer.salary * DREAM_FACTOR);
  if (driveSalary !== null && driveSalary >= needed) return [];
  return [`Your institute allows a second offer only from a dream drive paying at least ${formatRupees(needed)} a year (${DREAM_FACTOR} times your accepted offer).`];
}
