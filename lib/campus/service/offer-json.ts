// One offer as the offer calls answer it (contract/offers.ts), read with one select.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampusOffer } from "@/lib/campus/contract/offers";

export const offerSelect = {
  id: true,
  status: true,
  salary: true,
  joiningDate: true,
  joiningStatus: true,
  respondedAt: true,
  joinedAt: true,
  revokedAt: true,
  revokeReason: true,
  createdAt: true,
  universityId: true,
  drive: { select: { id: true, title: true, companyName: true } },
  student: { select: { rollNo: true, user: { select: { name: true } } } },
  university: { select: { instituteName: true } },
} as const satisfies Prisma.OfferSelect;

export type OfferRow = Prisma.OfferGetPayload<{ select: typeof offerSelect }>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The offer's JSON; `withStudent` for the company's and the university's views. */
export function offerJson(row: OfferRow, withStudent: boolean): CampusOffer {
  return {
    id: row.id,
    status: row.status,
    salary: row.salary,
    joiningDate: row.joiningDate.toISOString().slice(0, 10),
    drive: { id: row.drive.id, title: row.drive.title, company: row.drive.companyName },
    ...(withStudent
      ? { student: { name: row.student.user.name, rollNo: row.student.rollNo, universityId: row.universityId, institute: row.university.instituteName } }
      : {}),
    joiningStatus: row.joiningStatus,
    createdAt: row.createdAt.toISOString(),
    respondedAt: iso(row.respondedAt),
    joinedAt: iso(row.joinedAt),
    revokedAt: iso(row.revokedAt),
    revokeReason: row.revokeReason,
  };
}

/** Offers matching `where`, newest first. */
export async function findOffers(where: Prisma.OfferWhereInput, withStudent: boolean): Promise<CampusOffer[]> {
  const rows = await db.offer.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: offerSelect });
  return rows.map((row) => offerJson(row, withStudent));
}

/** One offer by id (after a change). */
export async function loadOffer(id: string, withStudent: boolean): Promise<CampusOffer> {
  return offerJson(await db.offer.findUniqueOrThrow({ where: { id }, select: offerSelect }), withStudent);
}
