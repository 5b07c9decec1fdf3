import type { DriveFormLoad } from "@/lib/campus/loaders/drives";
import { EmptyState } from "@/components/ui/empty-state";
import { FormCard } from "@/components/ui/new-item-page";
import { DriveForm } from "@/components/campus/drive-form";

/** The new drive form on its card, or, in the service's words, why this login may not make one (a company not approved). */
export function NewDriveForm({ load, askCompany, basePath }: { load: DriveFormLoad; askCompany: boolean; basePath: string }) {
  if (!load.ok) return <EmptyState>{load.message}</EmptyState>;
  return (
    <FormCard>
      <DriveForm options={load.options} askCompany={askCompany} basePath={basePath} />
    </FormCard>
  );
}
