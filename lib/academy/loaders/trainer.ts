import "server-only";
// Reads for the trainer's area: /trainer (their batches, a page from the URL) and /trainer/batches/{id}.
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { requireRole } from "@/lib/auth/guards";
import { trainerBatchesQuerySchema } from "@/lib/academy/schemas/attendance";
import { indiaToday } from "@/lib/academy/rules/batch-status";
import { trainerBatch, trainerBatches, trainerToday, type TodaySession, type TrainerBatch, type TrainerBatchesPage } from "@/lib/academy/service/trainer";
import { parseSearchParams, recordId, type SearchParams } from "@/lib/validations/common";

export type TrainerHome = TrainerBatchesPage & { today: { day: string; sessions: TodaySession[] } };

/** /trainer: today's sessions, then the trainer's batches, upcoming and running first. */
export async function loadTrainerBatches(searchParams: SearchParams): Promise<TrainerHome> {
  const user = await requireRole("Trainer");
  const { page } = parseSearchParams(trainerBatchesQuerySchema, searchParams);
  const now = new Date();
  const [batches, sessions] = await Promise.all([trainerBatches(user, { page }, now), trainerToday(user, now)]);
  return { ...batches, today: { day: indiaToday(now), sessions } };
}

/** /trainer/batches/{id}: another trainer's batch (or a malformed or unknown id) is the page's 404. */
export async function loadTrainerBatch(id: string): Promise<TrainerBatch> {
  const user = await requireRole("Trainer");
  const parsed = recordId().safeParse(id);
  if (!parsed.success) notFound();
  try {
    return await trainerBatch(user, parsed.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
