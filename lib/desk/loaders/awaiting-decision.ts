import "server-only";
// Page data of /employer/submittals and the dashboard's line (issue 44): the candidates TalentBridge
// put forward who wait for the company's decision.
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { AwaitingDecisionPage } from "@/lib/desk/contract/awaiting-decision";
import { awaitingDecisionQuerySchema, type AwaitingDecisionQuery } from "@/lib/desk/schemas/awaiting-decision";
import { countAwaitingDecision, listAwaitingDecision } from "@/lib/desk/service/awaiting-decision";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";

export type AwaitingDecisionLoad = { ok: true; query: AwaitingDecisionQuery; data: AwaitingDecisionPage } | { ok: false; message: string };

/** /employer/submittals: the page (and job) from the URL; another company's job is a 404 page. */
export async function loadAwaitingDecision(user: SessionUser, searchParams: SearchParams): Promise<AwaitingDecisionLoad> {
  const query = parseSearchParams(awaitingDecisionQuerySchema, searchParams);
  try {
    return { ok: true, query, data: await listAwaitingDecision(user, query) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && query.jobId) notFound();
    // A company not approved, an interviewer (403) or no company (404): said on the page.
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.message };
    throw error;
  }
}

/** The dashboard's count; 0 whenever the member may not decide (the dashboard then says nothing of it). */
export async function loadAwaitingCount(user: SessionUser): Promise<number> {
  try {
    return await countAwaitingDecision(user);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return 0;
    throw error;
  }
}
