import "server-only";
// Reads for the thread on the application pages (the candidate's and the company's) and the
// console's reported messages: guard, the API's own schemas, the services.
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { requireRole } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/types";
import type { MessagesJson } from "@/lib/messages/contract";
import { messageReportListQuerySchema } from "@/lib/messages/schemas";
import { listMessageReports } from "@/lib/messages/service/reports";
import { listMessages } from "@/lib/messages/service/thread";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";

/**
 * The thread of application `applicationId` for the page's (already guarded) user; marks what they
 * now read. An application they may not read is the page's 404 (Next's notFound).
 */
export async function loadThread(user: SessionUser, applicationId: string): Promise<MessagesJson> {
  try {
    return await listMessages(user, { id: applicationId });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/**
 * /admin/reports' "Reported messages": the latest 20, open ones or all as the page's tab says (the
 * page's own pager pages the reported jobs; open reports leave this list as they are decided).
 */
export async function loadReportedMessages(params: SearchParams) {
  const admin = await requireRole("Admin");
  const query = parseSearchParams(messageReportListQuerySchema, { status: params.status });
  return { query, result: await listMessageReports(admin, query) };
}
