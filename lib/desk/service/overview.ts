// The desk's home (decisions.md section 17): what needs the recruiter now, counted in SQL.
import "server-only";
import { forbidden } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { addDays, indiaToday } from "@/lib/desk/rules/placements";

export type DeskOverview = {
  awaitingConsent: number;
  withCompanies: number;
  accepted: number;
  activePlacements: number;
  guaranteesEndingSoon: number;
};

/** How far ahead "guarantees ending soon" looks. */
const SOON_DAYS = 14;

/** The recruiter's own submittals by state, and their placements (those whose guarantee ends within 14 days). */
export async function deskOverview(user: SessionUser, now: Date = new Date()): Promise<DeskOverview> {
  if (user.role !== "Recruiter") throw forbidden();
  const mine = { recruiterId: user.id };
  // Placements count in India days, as their start dates and guarantees do.
  const today = indiaToday(now);
  const [awaitingConsent, withCompanies, accepted, active] = await Promise.all([
    db.submittal.count({ where: { ...mine, status: "awaiting_consent" } }),
    db.submittal.count({ where: { ...mine, status: "submitted" } }),
    db.submittal.count({ where: { ...mine, status: "accepted" } }),
    db.$queryRaw<{ active: number; ending: number }[]>`
      SELECT COUNT(*)::int AS "active",
             (COUNT(*) FILTER (WHERE "startDate" + "guaranteeDays" BETWEEN ${today}::date AND ${addDays(today, SOON_DAYS)}::date))::int AS "ending"
      FROM "Placement" WHERE "recruiterId" = ${user.id} AND "status" = 'active'`,
  ]);
  return { awaitingConsent, withCompanies, accepted, activePlacements: active[0].active, guaranteesEndingSoon: active[0].ending };
}
