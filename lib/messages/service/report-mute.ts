// The candidate's two defences in a thread (decisions.md section 16): report a company's message to
// the admins, and mute a company (no notification, no mail about its messages; they stay readable).
import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { MuteJson } from "@/lib/messages/contract";
import { MESSAGE_ALREADY_REPORTED, MESSAGE_NOT_FOUND_MESSAGE } from "@/lib/messages/rules";
import type { MuteCompanyInput, ReportMessageInput } from "@/lib/messages/schemas";
import { threadAccess } from "@/lib/messages/service/access";

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/**
 * POST messages/{id}/report (201): a company's message in one of the candidate's own threads; any
 * other message (their own, someone else's thread, a deleted job's) is 404. Once per message and
 * person: the unique key decides, also between two reports at once (409 ALREADY_REPORTED).
 */
export async function reportMessage(user: SessionUser, { messageId }: { messageId: string }, { details }: ReportMessageInput): Promise<null> {
  if (user.role !== "Candidate") throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
  const message = await db.message.findFirst({
    where: { id: messageId, side: "company", application: { candidateId: user.id, job: { deletedAt: null } } },
    select: { id: true },
  });
  if (!message) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
  try {
    await db.messageReport.create({ data: { messageId: message.id, reporterId: user.id, details: details ?? null } });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGE_ALREADY_REPORTED, "ALREADY_REPORTED");
    throw error;
  }
  return null;
}

/** PUT applications/{id}/mute: the candidate mutes (or unmutes) the company of one of their applications. */
export async function muteCompany(user: SessionUser, { id }: { id: string }, { muted }: MuteCompanyInput): Promise<MuteJson> {
  const access = await threadAccess(user, id);
  if (access.side !== "candidate") throw forbidden();
  const key = { candidateId: user.id, employerId: access.employerId };
  // Both idempotent: muting twice or unmuting a company never muted is no error.
  if (muted) await db.companyMute.createMany({ data: [key], skipDuplicates: true });
  else await db.companyMute.deleteMany({ where: key });
  return { muted };
}
