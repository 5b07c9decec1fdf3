// Reported messages in the admin's console (decisions.md section 16): the candidates' reports of
// companies' messages, latest first, and the decision on each: Dismiss (the message stays) or Remove
// (its text becomes the removal notice, and every open report of it is resolved). Each decision is a
// conditional update on the report still being open: two admins at once, one wins, the other 409.
import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { pageOf, type Paged } from "@/lib/db/paged";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin } from "@/lib/admin/service/access";
import type { MessageReportJson, ResolvedMessageReportJson } from "@/lib/messages/contract";
import { REMOVED_MESSAGE_TEXT } from "@/lib/messages/rules";
import type { MessageReportListQuery, ResolveMessageReportInput } from "@/lib/messages/schemas";
import { STALE_STATE_MESSAGE } from "@/lib/transitions/transition";

export const REPORT_NOT_FOUND_MESSAGE = "Report not found.";

const reportSelect = {
  id: true,
  details: true,
  createdAt: true,
  resolvedAt: true,
  resolution: true,
  reporter: { select: { name: true } },
  message: {
    select: {
      id: true,
      body: true,
      createdAt: true,
      applicationId: true,
      author: { select: { name: true } },
      application: { select: { job: { select: { post: true, employer: { select: { orgName: true } } } } } },
    },
  },
} as const satisfies Prisma.MessageReportSelect;

type ReportRow = Prisma.MessageReportGetPayload<{ select: typeof reportSelect }>;

function reportJson(row: ReportRow): MessageReportJson {
  const { message } = row;
  const { job } = message.application;
  return {
    id: row.id,
    messageId: message.id,
    applicationId: message.applicationId,
    body: message.body,
    removed: message.body === REMOVED_MESSAGE_TEXT,
    author: message.author?.name ?? job.employer.orgName,
    orgName: job.employer.orgName,
    post: job.post,
    candidate: row.reporter.name,
    details: row.details,
    messageCreatedAt: message.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution === "dismissed" || row.resolution === "removed" ? row.resolution : null,
  };
}

/** GET admin/message-reports: open ones by default (status=all: every report), latest first, paged in SQL. */
export async function listMessageReports(admin: SessionUser, query: MessageReportListQuery): Promise<Paged<MessageReportJson>> {
  assertAdmin(admin);
  const where: Prisma.MessageReportWhereInput = query.status === "open" ? { resolvedAt: null } : {};
  return pageOf(
    query,
    (window) => db.messageReport.findMany({ where, ...window, select: reportSelect }),
    () => db.messageReport.count({ where }),
    reportJson,
  );
}

/** POST admin/message-reports/{id}: dismiss the report, or remove the message (resolving its open reports). */
export async function resolveMessageReport(
  admin: SessionUser,
  { id }: { id: string },
  { action }: ResolveMessageReportInput,
): Promise<ResolvedMessageReportJson> {
  assertAdmin(admin);
  const now = new Date();
  const resolution = action === "remove" ? "removed" : "dismissed";
  const won = await db.$transaction(async (tx) => {
    const claimed = await tx.messageReport.updateMany({ where: { id, resolvedAt: null }, data: { resolvedAt: now, resolution } });
    if (claimed.count !== 1) return false;
    if (action === "remove") {
      const { messageId } = await tx.messageReport.findUniqueOrThrow({ where: { id }, select: { messageId: true } });
      await tx.message.updateMany({ where: { id: messageId, body: { not: REMOVED_MESSAGE_TEXT } }, data: { body: REMOVED_MESSAGE_TEXT } });
      // Other people's open reports of the same message are answered by the same removal.
      await tx.messageReport.updateMany({ where: { messageId, resolvedAt: null }, data: { resolvedAt: now, resolution } });
    }
    return true;
  });
  if (!won) {
    const exists = await db.messageReport.count({ where: { id } });
    if (exists === 0) throw notFound(REPORT_NOT_FOUND_MESSAGE);
    throw conflict(STALE_STATE_MESSAGE, "STALE_STATE");
  }
  return { id, resolution, resolvedAt: now.toISOString() };
}
