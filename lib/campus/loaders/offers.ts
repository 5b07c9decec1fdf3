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
import type { UnregisteredStudents } from "@/lib/campus/contract/common";
import { unregisteredQuerySchema } from "@/lib/campus/schemas/common";
import { listUnregistered } from "@/lib/campus/service/reminders";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";

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

/** `institutes`: those whose students the viewer records results and offers for (none: the viewer only reads). */
export type DriveOffersView = { offers: CampusOffer[]; institutes: Institute[] };

/**
 * The offers and round results panels: the drive's offers (a university's own students' only) and the
 * institutes the viewer may record for: the company side's accepted ones (the one-by-one results form and
 * the offer dialog need them), or a participating approved university itself (decisions.md section 20).
 */
export async function loadDriveOffers(driveId: string): Promise<DriveOffersView | null> {
  const user = await requireRole("Admin", "Employer", "University");
  const offers = await orNull(() => listDriveOffers(user, { id: driveId }));
  if (!offers) return null;
  const institutes = (await orNull(() => offerInstitutes(user, { id: driveId }))) ?? [];
  return { offers: offers.offers, institutes };
}

/** A participating university's eligible students who have not registered (null for anyone else). */
export async function loadUnregistered(driveId: string, searchParams: SearchParams): Promise<(UnregisteredStudents & { page: number }) | null> {
  const user = await requireRole("University");
  const { page } = parseSearchParams(unregisteredQuerySchema, searchParams);
  const data = await orNull(() => listUnregistered(user, { id: driveId }, { page }));
  return data ? { ...data, page } : null;
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
