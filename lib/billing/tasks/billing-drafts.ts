// billing-drafts (daily, 06:00 India; decisions.md section 21): drafts one placement fee invoice per
// active placement whose start date has come and that has an annual CTC (lib/billing/service/
// placement-fees.ts). Idempotent: a placement's invoice is unique, so a second run, or two at once,
// drafts nothing twice. A placement whose client has no billing details or terms waits and is named in
// the summary; a placement that fails is named too and never fails the run.
import "server-only";
import type { TaskDefinition } from "@/lib/tasks/types";
import { draftPlacementFees } from "@/lib/billing/service/placement-fees";
import { runTrainingFees } from "@/lib/billing/service/training-fees";

/** The most placements a summary names (the rest are counted). */
const NAMED = 10;

const named = (names: string[]) => names.slice(0, NAMED).join("; ") + (names.length > NAMED ? `; and ${names.length - NAMED} more` : "");
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const billingDraftsTask: TaskDefinition = {
  name: "billing-drafts",
  cron: "0 6 * * *",
  description: "Drafts a placement fee invoice for each active placement that has started and has an annual CTC; names those whose client has no billing details or terms.",
  async run({ now }) {
    const run = await draftPlacementFees(now);
    const parts = [`Drafted ${plural(run.drafted, "placement fee invoice", "placement fee invoices")}`];
    if (run.waiting.length > 0) {
      const why = run.settingsMissing ? "our billing settings" : "the client's billing details or terms";
      parts.push(`${run.waiting.length} waiting for ${why}: ${named(run.waiting)}`);
    }
    if (run.noFee > 0) parts.push(`${plural(run.noFee, "placement", "placements")} at a 0 % fee (nothing to bill)`);
    if (run.failed.length > 0) parts.push(`${run.failed.length} failed (see the log): ${named(run.failed)}`);
    // Training fees (decision 0057): agreements past their window lapse; invoices that could not be issued at once are.
    const training = await runTrainingFees(now);
    if (training) parts.push(training);
    return { summary: parts.join(". ") };
  },
};
