import "server-only";
import { requireRole } from "@/lib/auth/guards";
import { listSponsoredBatches } from "@/lib/academy/service/sponsored-batches";
import type { SponsoredBatchesJson } from "@/lib/academy/contract/sponsors";

/** "Batches you sponsor" for the employer's company page (the read checks the Employer role itself). */
export async function loadSponsoredBatches(): Promise<SponsoredBatchesJson> {
  const user = await requireRole("Employer");
  return listSponsoredBatches(user);
}
