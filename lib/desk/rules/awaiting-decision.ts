// The company's words for the candidates TalentBridge put forward who wait for its decision (issue 44):
// the dashboard's line, each job card's, the menu's link and the list page's title. Browser-safe.
import { COMPANY } from "@/lib/site/company";

/** The list page of every submittal of the company that waits for its decision. */
export const AWAITING_DECISION_PATH = "/employer/submittals";

/** The list page's title (and the notification's words). */
export const AWAITING_DECISION_TITLE = `Submitted by ${COMPANY.shortName} — awaiting your decision`;

/** "1 agency candidate awaiting your decision", "2 agency candidates awaiting your decision". */
export function awaitingDecisionText(count: number): string {
  return `${count} agency ${count === 1 ? "candidate" : "candidates"} awaiting your decision`;
}

/** The list filtered to one job (the job card's link). */
export const awaitingDecisionPath = (jobId?: string) =>
  jobId ? `${AWAITING_DECISION_PATH}?${new URLSearchParams({ jobId }).toString()}` : AWAITING_DECISION_PATH;
