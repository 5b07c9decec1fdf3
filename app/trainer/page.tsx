import type { Metadata } from "next";
import { loadTrainerBatches } from "@/lib/academy/loaders/trainer";
import type { SearchParams } from "@/lib/validations/common";
import { TrainerBatchList } from "@/components/academy/trainer-batch-list";
import { HeadedPage } from "@/components/ui/page-heading";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "My batches", robots: { index: false } };

// The trainer's home (decisions.md section 15): their own batches only, upcoming and running first.
export default async function TrainerHomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { batches, page, hasNextPage } = await loadTrainerBatches(await searchParams);
  return (
    <HeadedPage title="My batches" intro="The batches you teach: open check-in for a session, correct its register and record results.">
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
