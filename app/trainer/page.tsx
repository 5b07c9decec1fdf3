import type { Metadata } from "next";
import { loadTrainerBatches } from "@/lib/academy/loaders/trainer";
import type { SearchParams } from "@/lib/validations/common";
import { TrainerBatchList } from "@/components/academy/trainer-batch-list";
import { TrainerToday } from "@/components/academy/trainer-today";
import { HeadedPage } from "@/components/ui/page-heading";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "My batches", robots: { index: false } };

// The trainer's home (decisions.md sections 15 and 20): today's sessions first, then their own batches
// only, upcoming and running first.
export default async function TrainerHomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { batches, page, hasNextPage, today } = await loadTrainerBatches(await searchParams);
  return (
    <HeadedPage title="My batches" intro="The batches you teach: open check-in for a session, correct its register, record results and finish the batch.">
      <div className="mt-6">
        <TrainerToday sessions={today.sessions} today={today.day} />
      </div>
      <div className="mt-6">
        {batches.length === 0 ? (
          <EmptyState>
            {page === 1 ? "No batches are assigned to you yet." : "No more batches."}
          </EmptyState>
        ) : (
          <TrainerBatchList batches={batches} />
        )}
      </div>
      <PageLinks basePath="/trainer" page={page} hasNextPage={hasNextPage} />
    </HeadedPage>
  );
}
