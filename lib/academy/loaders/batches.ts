import "server-only";
// Reads for the training pages (/training and /training/{slug}, cached: no session read here) and the
// admin's batch pages (/admin/batches, /admin/batches/new, /admin/batches/{id}).
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { requireRole } from "@/lib/auth/guards";
import { db } from "@/lib/db";
import type { Paged } from "@/lib/db/paged";
import { parseSearchParams, recordId, type SearchParams } from "@/lib/validations/common";
import { z } from "zod";
import type { BatchJson } from "@/lib/academy/contract/common";
import type { AdminBatchJson } from "@/lib/academy/contract/batches";
import { getAdminBatch } from "@/lib/academy/service/admin-batches";
import { ADMIN_BATCHES_PAGE_SIZE, adminBatchesQuerySchema, MAX_SEATS } from "@/lib/academy/schemas/batches";
import { PROGRAMMES, programmeOfSlug, programmeOfTitle } from "@/lib/academy/rules/programmes";
import { listAdminBatches, nextBatches, programmeBatches, type NextBatch, type PastBatch } from "@/lib/academy/service/batches";
import { getProgramme, type ProgrammeDetail } from "@/lib/academy/service/programmes";

export type ProgrammePageData = { programme: ProgrammeDetail; upcoming: BatchJson[]; past: PastBatch[] };

/** /training/{slug}: the programme, its next batches and its completed ones with outcomes; null: 404. */
export async function loadProgrammePage(slug: string): Promise<ProgrammePageData | null> {
  // Only the 12 slugs reach the database (the page answers 404 for any other without a query).
  if (!programmeOfSlug(slug)) return null;
  const programme = await getProgramme(slug);
  if (!programme) return null;
  return { programme, ...(await programmeBatches(programme.id)) };
}

/**
 * /training (cached like the programme pages): each programme's next batch, by slug. The build has no
 * database: the copy it prerenders shows none, and the first render at run time reads them.
 */
export async function loadNextBatches(): Promise<Map<string, NextBatch>> {
  if (process.env.NEXT_PHASE === "phase-production-build") return new Map();
  try {
    return await nextBatches();
  } catch (error) {
    // The programmes are still worth showing when the database is unavailable.
    console.error("[training] next batches failed:", error instanceof Error ? error.message : error);
    return new Map();
  }
}

/** /admin/batches: one page of every batch, the latest start first. */
export async function loadAdminBatches(searchParams: SearchParams): Promise<Paged<BatchJson>> {
  const admin = await requireRole("Admin");
  const { page } = parseSearchParams(adminBatchesQuerySchema, searchParams);
  return listAdminBatches(admin, { page, limit: ADMIN_BATCHES_PAGE_SIZE });
}

type Choice = { id: string; name: string };

/** What a sponsored batch starts from: an approved training request's programme, dates and students. */
export type BatchPrefill = {
  requestId: string;
  programmeId?: string;
  startDate: string;
  endDate: string;
  seats: number;
  universityId: string;
  universityName: string;
};

export type BatchFormData = {
  programmes: Choice[];
  trainers: Choice[];
  universities: Choice[];
  employers: Choice[];
  prefill?: BatchPrefill;
  /** A `requestId` in the URL that is not an approved training request still waiting for its batch. */
  requestProblem?: string;
};

/** How many employers the sponsor select offers (approved ones, by name). */
export const SPONSOR_EMPLOYERS_SHOWN = 500;

const formQuerySchema = z.object({ requestId: recordId().optional() });

async function prefillOf(requestId: string): Promise<BatchPrefill | string> {
  const request = await db.universityRequest.findUnique({
    where: { id: requestId },
    select: {
      id: true,
      kind: true,
      status: true,
      programme: true,
      startDate: true,
      endDate: true,
      expectedStudents: true,
      university: { select: { id: true, instituteName: true } },
      batch: { select: { id: true } },
    },
  });
  if (!request || request.kind !== "training" || request.status !== "accepted") return "This is not an approved training request.";
  if (request.batch) return "A batch has already been made from this training request.";
  return {
    requestId: request.id,
    programmeId: request.programme ? programmeOfTitle(request.programme)?.slug : undefined,
    startDate: request.startDate.toISOString().slice(0, 10),
    endDate: request.endDate.toISOString().slice(0, 10),
    seats: Math.min(Math.max(request.expectedStudents, 1), MAX_SEATS),
    universityId: request.university.id,
    universityName: request.university.instituteName,
  };
}

/** The trainers an admin may choose: Trainer accounts that are not leaving, by name. */
const trainerChoices = () =>
  db.user.findMany({
    where: { role: "Trainer", deletedAt: null, deletionRequestedAt: null, deactivatedAt: null },
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });

/** /admin/batches/new: the selects' choices, and the pre-fill of `?requestId=`. */
export async function loadBatchForm(searchParams: SearchParams): Promise<BatchFormData> {
  await requireRole("Admin");
  const { requestId } = parseSearchParams(formQuerySchema, searchParams);
  const [trainers, universities, employers, prefill] = await Promise.all([
    trainerChoices(),
    db.university.findMany({ select: { id: true, instituteName: true }, orderBy: [{ instituteName: "asc" }, { id: "asc" }] }),
    db.employer.findMany({
      where: { status: "approved" },
      select: { id: true, orgName: true },
      orderBy: [{ orgName: "asc" }, { id: "asc" }],
      take: SPONSOR_EMPLOYERS_SHOWN,
    }),
    requestId ? prefillOf(requestId) : undefined,
  ]);
  return {
    programmes: PROGRAMMES.map((p) => ({ id: p.slug, name: p.title })),
    trainers,
    universities: universities.map((u) => ({ id: u.id, name: u.instituteName })),
    employers: employers.map((e) => ({ id: e.id, name: e.orgName })),
    ...(typeof prefill === "string" ? { requestProblem: prefill } : prefill ? { prefill } : {}),
  };
}

export type BatchEditPageData = { batch: AdminBatchJson; form: BatchFormData };

/**
 * /admin/batches/{id}: the batch as the admin edits it and the trainers to choose from (its own trainer
 * among them, even one no longer offered); a malformed or unknown id is the page's 404.
 */
export async function loadBatchEdit(id: string): Promise<BatchEditPageData> {
  const admin = await requireRole("Admin");
  const parsed = recordId().safeParse(id);
  if (!parsed.success) notFound();
  try {
    const [batch, trainers] = await Promise.all([getAdminBatch(admin, { id: parsed.data }), trainerChoices()]);
    const choices = trainers.some((t) => t.id === batch.trainer.id) ? trainers : [batch.trainer, ...trainers];
    return { batch, form: { programmes: PROGRAMMES.map((p) => ({ id: p.slug, name: p.title })), trainers: choices, universities: [], employers: [] } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
