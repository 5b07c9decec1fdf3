// Daily and weekly digests: one mail per alert with the jobs that opened since its cursor (the newest
// DIGEST_LISTED, then "and N more" linking to the search). The deliveries and the advanced cursor are
// written in one transaction, conditional on the cursor the run read, so of two concurrent runs one
// wins; the sendOnce key (alert + day or ISO week) makes a second run in the same period mail nobody.
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { digestAlertMail } from "@/lib/email/templates/alerts";
import { digestCandidates, type DigestCandidate } from "@/lib/services/alerts/matching";
import { digestPeriod } from "@/lib/services/alerts/period";
import { alertQueryJson, alertQueryOf } from "@/lib/services/alerts/serialize";
import { alertToken } from "@/lib/services/alerts/tokens";
import { siteUrl } from "@/lib/site/url";

export const DIGEST_LISTED = 20;
/** Alerts matched per query (keyset pages by alert id). */
const DIGEST_BATCH = 500;
/** Mails handed to the mailer at once. */
const SEND_CONCURRENCY = 8;

const KEY_PREFIX = "alert-digest:";
export const digestMailKey = (alertId: string, period: string) => `${KEY_PREFIX}${alertId}:${period}`;

/** Writes the batch's deliveries and advances the cursors; answers the alerts whose cursor was still the one read. */
async function recordDigests(candidates: DigestCandidate[], now: Date): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const pairs = candidates.flatMap((c) => c.jobs.map((job) => ({ alertId: c.alertId, jobId: job.id })));
  return db.$transaction(async (tx) => {
    const won = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "JobAlert" a SET "cursor" = ${now}, "lastSentAt" = ${now}, "updatedAt" = ${now}
      FROM unnest(${candidates.map((c) => c.alertId)}::text[], ${candidates.map((c) => c.cursor.toISOString())}::timestamp[]) AS seen("id", "cursor")
      WHERE a."id" = seen."id" AND a."cursor" = seen."cursor"
      RETURNING a."id"`;
    const winners = new Set(won.map((r) => r.id));
    const mine = pairs.filter((p) => winners.has(p.alertId));
    if (mine.length > 0) {
      await tx.$executeRaw`
        INSERT INTO "AlertDelivery" ("alertId", "jobId", "sentAt")
        SELECT p."alertId", p."jobId", ${now}
        FROM unnest(${mine.map((p) => p.alertId)}::text[], ${mine.map((p) => p.jobId)}::text[]) AS p("alertId", "jobId")
        ON CONFLICT DO NOTHING`;
    }
    return winners;
  });
}

/** A digest whose mail failed: its deliveries and cursor go back, so the task's retry sends it. */
async function giveBack(candidate: DigestCandidate, now: Date) {
  await db.$transaction([
    db.alertDelivery.deleteMany({ where: { alertId: candidate.alertId, jobId: { in: candidate.jobs.map((j) => j.id) }, sentAt: now } }),
    db.jobAlert.updateMany({
      where: { id: candidate.alertId, cursor: now },
      data: { cursor: candidate.cursor, lastSentAt: candidate.lastSentAt },
    }),
  ]);
}

function digestMail(candidate: DigestCandidate, frequency: "daily" | "weekly") {
  const more = candidate.total - candidate.jobs.length;
  const search = new URLSearchParams(
    Object.entries(alertQueryJson(alertQueryOf(candidate))).map(([k, v]) => [k, String(v)]),
  ).toString();
  return digestAlertMail({
    to: candidate.recipient,
    alertName: candidate.name,
    unsubscribeToken: alertToken("unsubscribe", candidate.alertId),
    frequency,
    jobs: candidate.jobs,
    more: more > 0 ? { count: more, url: `${siteUrl()}/jobs${search ? `?${search}` : ""}` } : undefined,
  });
}

export async function sendDigests(frequency: "daily" | "weekly", now: Date): Promise<{ sent: number; alerts: number }> {
  const period = digestPeriod(frequency, now);
  let afterId = "";
  let sent = 0;
  let alerts = 0;
  const failures: unknown[] = [];
  for (;;) {
    const { candidates, lastId } = await digestCandidates({
      frequency,
      now,
      keyPrefix: KEY_PREFIX,
      keySuffix: `:${period}`,
      afterId,
      batch: DIGEST_BATCH,
      listed: DIGEST_LISTED,
    });
    const winners = await recordDigests(candidates, now);
    const mine = candidates.filter((c) => winners.has(c.alertId));
    alerts += mine.length;
    for (let i = 0; i < mine.length; i += SEND_CONCURRENCY) {
      await Promise.all(
        mine.slice(i, i + SEND_CONCURRENCY).map(async (candidate) => {
          try {
            if (await sendOnce(digestMailKey(candidate.alertId, period), digestMail(candidate, frequency))) sent += 1;
          } catch (error) {
            await giveBack(candidate, now).catch(() => undefined);
            failures.push(error);
          }
        }),
      );
    }
    if (lastId === null) break;
    afterId = lastId;
  }
  if (failures.length > 0) throw new Error(`${failures.length} of ${alerts} ${frequency} alert digests failed`);
  return { sent, alerts };
}
