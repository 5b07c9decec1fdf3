import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadBatchForm } from "@/lib/academy/loaders/batches";
import { BatchForm } from "@/components/academy/batch-form";
import { FormCard, NewItemPage } from "@/components/ui/new-item-page";

export const metadata: Metadata = { title: "New batch" };

// A new batch of a programme (decisions.md section 15); from an approved training request
// (`?requestId=`, the University requests page's button) it starts as that university's sponsored batch.
export default async function NewBatchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const data = await loadBatchForm(await searchParams);
  return (
    <NewItemPage
      back={{ href: "/admin/batches", label: "All batches" }}
      title="New batch"
      intro="The batch appears on its programme's page as soon as it is created; enrolment stays open until the end of its first day."
    >
      <FormCard>
        <BatchForm data={data} />
      </FormCard>
    </NewItemPage>
  );
}
