// Universities as the campus calls name them (decisions.md section 18): the look-up a drive's form uses to
// pick its institutes (any logged-in account; approved institutes only), and an institute's offer policy.
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { ownUniversity } from "@/lib/campus/service/drive-access";
import type { PolicyInput, POLICIES } from "@/lib/campus/schemas/common";
import type { PolicyJson } from "@/lib/campus/contract/common";
import { db } from "@/lib/db";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";

export const UNIVERSITIES_LIMIT = 20;

type Policy = (typeof POLICIES)[number];

/** GET universities?search=: at most 20 institutes by name, those whose name (or city) holds the search. */
export async function searchUniversities(_user: SessionUser, { search }: { search?: string }) {
  const universities = await db.university.findMany({
    where: {
      // An institute whose account is erased or on its way out is no one to invite.
      user: { deletedAt: null, deletionRequestedAt: null },
      // Only institutes an admin approved (decisions.md section 20).
      status: "approved",
      ...(search ? { OR: [{ instituteName: { contains: search, mode: "insensitive" } }, { city: { contains: search, mode: "insensitive" } }] } : {}),
    },
    orderBy: [{ instituteName: "asc" }, { id: "asc" }],
    take: UNIVERSITIES_LIMIT,
    select: { id: true, instituteName: true, city: true },
  });
  return { universities };
}

async function ownUniversityId(user: SessionUser): Promise<string> {
  if (user.role !== "University") throw forbidden();
  const university = await ownUniversity(user);
  if (!university) throw notFound("Institute profile not found.");
  return university.id;
}

const policySelect = { policy: true, cgpaFactor: true } as const;
const policyJson = (row: { policy: Policy; cgpaFactor: { toNumber(): number } | null }): PolicyJson => ({ policy: row.policy, cgpaFactor: row.cgpaFactor?.toNumber() ?? null });

/** The institute's offer policy, CGPA factor and review status (the students page shows them). */
export async function getPolicy(user: SessionUser): Promise<PolicyJson & { status: ModerationStatus }> {
  const id = await ownUniversityId(user);
  const row = await db.university.findUniqueOrThrow({ where: { id }, select: { ...policySelect, status: true } });
  return { ...policyJson(row), status: row.status };
}

/**
 * PATCH university/policy: one offer, or dream offers, and the factor a CGPA counts by against a drive's
 * minimum marks (null: the default). Both apply from now on, to registrations and acceptances (eligibility
 * reads the factor in SQL, the student's CGPA is stored as given); nothing already accepted is undone.
 */
export async function setPolicy(user: SessionUser, input: PolicyInput): Promise<PolicyJson> {
  const id = await ownUniversityId(user);
  const cgpaFactor = input.cgpaFactor === undefined ? undefined : input.cgpaFactor === null ? null : Math.round(input.cgpaFactor * 100) / 100;
  const row = await db.university.update({ where: { id }, data: { policy: input.policy, cgpaFactor }, select: policySelect });
  return policyJson(row);
}
