// Placement check-ins and terms (decisions.md section 20), pure and browser-safe: the service's SQL
// (lib/desk/service/check-ins.ts) says the same "due" rule, and the page shows only the buttons the
// service allows.
import type { Role } from "@/lib/auth/types";
import { addDays, guaranteeEndsOn } from "@/lib/desk/rules/placements";

export const CHECK_IN_OUTCOMES = ["ok", "at_risk"] as const;
export type CheckInOutcomeName = (typeof CHECK_IN_OUTCOMES)[number];

export const CHECK_IN_OUTCOME_LABELS: Record<CheckInOutcomeName, string> = { ok: "Going well", at_risk: "At risk" };

/** Days after the start on which the desk asks how the person is doing (each within the guarantee). */
export const CHECK_IN_MILESTONES = [7, 30, 60] as const;
export const CHECK_IN_NOTE_MAX = 2000;
export const CHECK_IN_NOTE_REQUIRED = "Please write how the placement is going";
export const CHECK_IN_OUTCOME_REQUIRED = "Please choose how the placement is going";
export const CHECK_IN_FELL_THROUGH = "This placement fell through: there is nobody to check in with.";

export type CheckInDue = { day: number; dueOn: string };

type PlacementDays = { status: string; startDate: string; guaranteeDays: number };

/**
 * The check-in due today, or null: the latest milestone reached (its day on or before `today`, and
 * within the guarantee) while the guarantee runs, with no check-in logged on or after that day (India
 * days). A milestone missed is not asked twice: only the latest one reached counts.
 */
export function checkInDue(placement: PlacementDays, lastCheckInDay: string | null, today: string): CheckInDue | null {
  if (placement.status !== "active" || today > guaranteeEndsOn(placement.startDate, placement.guaranteeDays)) return null;
  const reached = CHECK_IN_MILESTONES.filter((day) => day <= placement.guaranteeDays && addDays(placement.startDate, day) <= today);
  const day = reached.at(-1);
  if (day === undefined) return null;
  const dueOn = addDays(placement.startDate, day);
  return lastCheckInDay !== null && lastCheckInDay >= dueOn ? null : { day, dueOn };
}

/**
 * Roles that may change any placement's terms (annual CTC, start date): Finance bills from them
 * (decisions.md sections 20 and 21; an admin may do everything Finance may).
 */
export const PLACEMENT_TERMS_ROLES: readonly Role[] = ["Admin", "Finance"];

/** Who may change a placement's terms: its own recruiter, and the roles above. Anyone else gets a 404. */
export function mayEditPlacementTerms(user: { id: string; role: Role }, placement: { recruiterId: string | null }): boolean {
  if (PLACEMENT_TERMS_ROLES.includes(user.role)) return true;
  return user.role === "Recruiter" && placement.recruiterId !== null && placement.recruiterId === user.id;
}
