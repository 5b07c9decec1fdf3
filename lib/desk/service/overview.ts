// The desk's home (decisions.md section 17): what needs the recruiter now, counted in SQL.
import "server-only";
import { forbidden } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";

export type DeskOverview = {
  awaitingConsent: number;
  withCompanies: number;
  accepted: number;
  activePlacements: number;
  guaranteesEndingSoon: number;
};

const DAY = 86_400_000;

/** The recruiter's own submittals by state, and their placements (those whose guarantee ends within 14 days). */
export async function deskOverview(user: SessionUser, now: Date = new Date()): Promise<DeskOverview> {
  if (user.role !== "Recruiter") throw forbidden();
  const mine = { recruiterId: user.id };
  const [awaitingConsent, withCompanies, accepted, active] = await Promise.all([
    db.submittal.count({ where: { ...mine, status: "awaiting_consent" } }),
    db.submittal.count({ where: { ...mine, status: "submitted" } }),
    db.submittal.count({ where: { ...mine, status: "accepted" } }),
    db.$queryRaw<{ active: number; ending: number }[]>`
      SELECT COUNT(*)::int AS "active",
             (COUNT(*) FILTER (WHERE "startDate" + "guaranteeDays" BETWEEN ${now}::date AND ${new Date(now.getTime() + 14 * DAY)}::date))::int AS "ending"
      FROM "Placement" WHERE "recruiterId" = ${user.id} AND "status" = 'active'`,
  ]);
  return { awaitingConsent, withCompanies, accepted, activePlacements: active[0].active, guaranteesEndingSoon: active[0].ending };
}
