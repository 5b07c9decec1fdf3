// purge (daily): erases the accounts whose deletion was requested DELETION_GRACE_DAYS ago or more
// (decisions.md section 12, docs/decisions/0020), and visitors' job alerts never confirmed in as long.
// Per account, in order:
// 1. the stored bytes of its files are deleted first, strictly: a storage failure leaves that account
//    for the next run with nothing erased that a retry cannot finish (a missing key is no error).
//    Nobody can cancel any more (cancel-deletion refuses past the same cutoff) and nobody can upload
//    (no session, no login), so the files read here are all there are;
// 2. one transaction, conditional on the account still being due and not erased: the User row is
//    anonymised (kept, so applications and their events still count for employers, shown as
//    'Deleted candidate') and every row of personal data goes: files, candidate profile, university
//    (its requests cascade), saved jobs, skills and matching's lists made from them, invitations received,
//    training enrolments (a held seat is given back) and certificates, alerts, notifications, sessions,
//    reset links, consents, their place in a company's team (and invitations to their address),
//    the log of who viewed its documents, signup codes sent to its addresses; where it viewed others'
//    documents, reported jobs or invited candidates, the link to it is cut (the names kept there are the
//    organisation's).
// Employer rows stay (company data, the jobs' owner); their jobs were closed at the request. Issued
// invoices stay as issued, whoever they bill (GST law keeps them; decision 0057).
// Idempotent: an erased account has deletedAt and is never due again.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { DELETED_CANDIDATE_NAME, DELETED_USER_NAME, purgeCutoff } from "@/lib/privacy/service/account-deletion";
import { deleteStoredBytes } from "@/lib/candidate-profile/service/files";
import { getStorage } from "@/lib/storage";
import { purgeMessages } from "@/lib/messages/service/personal-data";
import { purgePlacements } from "@/lib/desk/service/placement-personal-data";
import { purgeSubmittals } from "@/lib/desk/service/submittal-personal-data";
import { purgeDrives } from "@/lib/campus/service/drive-personal-data";
import { purgeStudent } from "@/lib/campus/service/student-personal-data";
import { purgeTopLists } from "@/lib/matching/service/top-lists/personal-data";
import { purgeInvoices } from "@/lib/billing/service/personal-data";
import { purgeTrainingFees } from "@/lib/billing/service/training-fee-personal-data";
import type { TaskDefinition } from "@/lib/tasks/types";

/** Accounts read per query: each is erased in its own transaction. */
export const PURGE_BATCH_SIZE = 50;

/** The anonymised login e-mail: unique per account (the (email, role) key), never deliverable (RFC 2606). */
export const deletedEmail = (id: string) => `deleted-${id}@deleted.invalid`;

/** Not an argon2 hash, so no password ever verifies against it (verifyPassword answers false). */
const unusablePasswordHash = () => `!erased:${randomBytes(32).toString("base64url")}`;

type Due = { id: string; role: string; email: string; pendingEmail: string | null };

/** Erases one account; false when it was no longer due (cancelled or erased by a concurrent run). */
async function eraseAccount(user: Due, cutoff: Date, now: Date): Promise<boolean> {
  const files = await db.storedFile.findMany({ where: { ownerId: user.id }, select: { storageKey: true } });
  const storage = getStorage();
  for (const file of files) await storage.delete(file.storageKey);
  const deletedKeys = new Set(files.map((file) => file.storageKey));

  const leftover = await db.$transaction(async (tx) => {
    const claimed = await tx.user.updateMany({
      where: { id: user.id, deletedAt: null, deletionRequestedAt: { lte: cutoff } },
      data: {
        name: user.role === "Candidate" ? DELETED_CANDIDATE_NAME : DELETED_USER_NAME,
        email: deletedEmail(user.id),
        mobile: null,
        pendingEmail: null,
        passwordHash: unusablePasswordHash(),
        deletedAt: now,
      },
    });
    if (claimed.count !== 1) return null;
    const userId = user.id;
    const stored = await tx.storedFile.findMany({ where: { ownerId: userId }, select: { storageKey: true } });
    await tx.candidateProfile.deleteMany({ where: { userId } });
    await tx.storedFile.deleteMany({ where: { ownerId: userId } });
    await tx.university.deleteMany({ where: { userId } });
    await tx.savedJob.deleteMany({ where: { userId } });
    await tx.candidateSkill.deleteMany({ where: { userId } });
    // Matching's precomputed lists: the candidate's own, and their rows in jobs' lists (derived data).
    await purgeTopLists(tx, userId);
    // Training: a seat they held in a batch is given back (the waitlist moves up when someone
    // withdraws through the site; the erasure mails nobody), then enrolments (their attendance
    // cascades) and certificates go: a certificate names a person, so its page then answers 404.
    await tx.$executeRaw`
      UPDATE "Batch" b SET "seatsTaken" = b."seatsTaken" - 1
      FROM "Enrollment" e WHERE e."batchId" = b."id" AND e."candidateId" = ${userId} AND e."status" = 'enrolled' AND b."seatsTaken" > 0`;
    await tx.certificate.deleteMany({ where: { candidateId: userId } });
    // Training fees: agreements billing nothing go; those of an issued invoice stay with it (decision 0057).
    await purgeTrainingFees(tx, userId);
    await tx.enrollment.deleteMany({ where: { candidateId: userId } });
    await tx.jobInvitation.deleteMany({ where: { candidateId: userId } });
    await tx.jobInvitation.updateMany({ where: { invitedById: userId }, data: { invitedById: null } });
    // Teams: their place in a company goes; invitations they sent stay the company's, without them.
    await tx.employerMember.deleteMany({ where: { userId } });
    await tx.teamInvitation.updateMany({ where: { invitedById: userId }, data: { invitedById: null } });
    // Interviews assigned to them end; scorecards they wrote stay the company's, under the anonymised name.
    await tx.applicationInterviewer.deleteMany({ where: { userId } });
    // Messages: a candidate's own go with their reports and mutes; a member's stay the company's, author cut.
    await purgeMessages(tx, userId);
    // Placements stay (the desk's reports count them) without the desk's reason and check-ins about an
    // erased candidate, and without the link to an erased recruiter or check-in author.
    await purgePlacements(tx, userId);
    // Submittals: an erased candidate's go, but for accepted ones (their application stays the company's);
    // an erased recruiter or reviewer is cut from those they made or decided.
    await purgeSubmittals(tx, userId);
    // Campus drives: an erased student's registrations and reminders go; an erased creator is cut from their drives.
    await purgeDrives(tx, userId);
    // Their student record at an institute (offers on it cascade) and roster lines awaiting their word.
    await purgeStudent(tx, userId);
    // Invoices: drafts billed to them go; issued ones are kept by law, as issued (decisions.md section 21).
    await purgeInvoices(tx, userId);
    await tx.jobAlert.deleteMany({ where: { userId } });
    await tx.notification.deleteMany({ where: { userId } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.passwordResetToken.deleteMany({ where: { userId } });
    await tx.consent.deleteMany({ where: { userId } });
    await tx.fileView.deleteMany({ where: { ownerId: userId } });
    await tx.fileView.updateMany({ where: { viewerId: userId }, data: { viewerId: null } });
    await tx.jobReport.updateMany({ where: { reporterId: userId }, data: { reporterId: null } });
    const addresses = [user.email, user.pendingEmail].filter((email): email is string => email !== null);
    await tx.emailCode.deleteMany({ where: { email: { in: addresses } } });
    // Team invitations addressed to the erased Employer login (accepted ones name them too).
    if (user.role === "Employer") await tx.teamInvitation.deleteMany({ where: { email: { in: addresses } } });
    return stored.map((file) => file.storageKey).filter((key) => !deletedKeys.has(key));
  });
  if (leftover === null) return false;
  // A file that appeared after step 1 (none should): its row is gone, so best effort is all there is.
  await deleteStoredBytes(leftover);
  return true;
}

/** Erases every due account, batch by batch; answers how many, and how many failed (retried next run). */
async function eraseDueAccounts(now: Date): Promise<{ erased: number; failed: number }> {
  const cutoff = purgeCutoff(now);
  const failed: string[] = [];
  let erased = 0;
  for (;;) {
    const due = await db.user.findMany({
      where: { deletedAt: null, deletionRequestedAt: { lte: cutoff }, id: { notIn: failed } },
      orderBy: [{ deletionRequestedAt: "asc" }, { id: "asc" }],
      take: PURGE_BATCH_SIZE,
      select: { id: true, role: true, email: true, pendingEmail: true },
    });
    for (const user of due) {
      try {
        if (await eraseAccount(user, cutoff, now)) erased++;
      } catch (error) {
        // Never the account's data in the log: its id only.
        console.error(`[purge] could not erase account ${user.id}:`, error instanceof Error ? error.message : error);
        failed.push(user.id);
      }
    }
    if (due.length < PURGE_BATCH_SIZE) return { erased, failed: failed.length };
  }
}

/** Visitors' alerts still waiting for their confirmation link after the grace period: never wanted. */
async function removeUnconfirmedAlerts(now: Date): Promise<number> {
  const { count } = await db.jobAlert.deleteMany({ where: { userId: null, status: "pending", createdAt: { lte: purgeCutoff(now) } } });
  return count;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const purgeTask: TaskDefinition = {
  name: "purge",
  cron: "30 3 * * *",
  description:
    "Erases accounts whose deletion was requested 7 or more days ago (files, profile and personal data; applications stay as 'Deleted candidate') and visitors' job alerts left unconfirmed for 7 days.",
  async run({ now }) {
    const { erased, failed } = await eraseDueAccounts(now);
    const alerts = await removeUnconfirmedAlerts(now);
    const summary = `${plural(erased, "account", "accounts")} erased, ${plural(alerts, "unconfirmed alert", "unconfirmed alerts")} removed`;
    // Failing the run makes the queue retry it (idempotent); the summary of the rest goes with it.
    if (failed > 0) throw new Error(`${summary}; ${plural(failed, "account", "accounts")} could not be erased (storage), retried next run`);
    return { summary };
  },
};
