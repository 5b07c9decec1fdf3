import "server-only";
// Reads for the drive pages' results and offers panels, and the student's "My offers".
import { ApiError } from "@/lib/api/errors";
import { requireRole } from "@/lib/auth/guards";
import type { BatchJson } from "@/lib/academy/contract/common";
import { listBatches } from "@/lib/academy/service/batches";
import type { RecommendedJob } from "@/lib/matching/contract/recommended";
import { recommendedJobs } from "@/lib/matching/service/recommended";
import type { CampusOffer } from "@/lib/campus/contract/offers";
import { AFTER_REVOKE_ITEMS } from "@/lib/campus/rules/offers";
import { listDriveOffers, listMyOffers, offerInstitutes } from "@/lib/campus/service/offers";

export type Institute = { id: string; instituteName: string };

/** null when the viewer may not see the drive's offers (the page decides what to show instead). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

export type DriveOffersView = { offers: CampusOffer[]; institutes: Institute[] };

/**
 * The offers and round results panels: the drive's offers (a university's own students' only) and, for
 * the company side, its institutes (the one-by-one results form and the offer dialog need them).
 */
export async function loadDriveOffers(driveId: string): Promise<DriveOffersView | null> {
  const user = await requireRole("Admin", "Employer", "University");
  const offers = await orNull(() => listDriveOffers(user, { id: driveId }));
  if (!offers) return null;
  const institutes = user.role === "University" ? [] : ((await orNull(() => offerInstitutes(user, { id: driveId }))) ?? []);
  return { offers: offers.offers, institutes };
}

export type AfterRevoke = { company: string; jobs: RecommendedJob[]; batches: BatchJson[] };
export type MyOffersView = { offers: CampusOffer[]; afterRevoke: AfterRevoke | null };

/**
 * /candidate/offers: the student's offers; when the latest was revoked, what next: the top recommended
 * jobs (matching's ranking) and the next open training batches.
 */
export async function loadMyOffers(): Promise<MyOffersView> {
  const user = await requireRole("Candidate");
  const { offers } = await listMyOffers(user);
  const latest = offers[0];
  if (latest?.joiningStatus !== "revoked") return { offers, afterRevoke: null };
  const [{ jobs }, { batches }] = await Promise.all([recommendedJobs(user, { limit: AFTER_REVOKE_ITEMS }), listBatches({ page: 1 })]);
  return {
    offers,
    afterRevoke: { company: latest.drive.company, jobs, batches: batches.filter((batch) => batch.status === "open").slice(0, AFTER_REVOKE_ITEMS) },
  };
}
