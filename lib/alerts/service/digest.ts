// Daily and weekly digests: one mail per alert with the jobs that opened since its cursor (the newest
// DIGEST_LISTED, then "and N more" linking to the search). Per batch of alerts, one transaction claims
// each alert's mail key for the period (the sendOnce key, `alert-digest:<alertId>:<day or ISO week>`),
// advances the cursor (conditional on the cursor the run read, so of two concurrent runs one wins) and
// records the deliveries; the mails go out after commit, and a failed one gives all of that back.
// Claiming in bulk rather than through sendOnce per mail is what keeps 10,000 alerts well under a
// minute (npm run bench:alerts).
import { db } from "@/lib/db";
import { sendMail } from "@/lib/email";
import { digestAlertMail } from "@/lib/alerts/mails";
import { digestCandidates, type DigestCandidate } from "@/lib/alerts/service/matching";
import { digestPeriod } from "@/lib/alerts/service/period";
import { alertQueryJson, alertQueryOf } from "@/lib/alerts/service/serialize";
import { alertToken } from "@/lib/alerts/service/tokens";
import { siteUrl } from "@/lib/site/url";

export const DIGEST_LISTED = 20;
/** Alerts matched per query (keyset pages by cursor and id). */
const DIGEST_BATCH = 500;
/** Mails handed to the mailer at once. */
const SEND_CONCURRENCY = 8;

const KEY_PREFIX = "alert-digest:";
export const digestMailKey = (alertId: string, period: string) => `${KEY_PREFIX}${alertId}:${period}`;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** Claims the keys, advances the cursors, records the deliveries; answers the alerts this run won. */
async function recordDigests(candidates: DigestCandidate[], period: string, now: Date): Promise<DigestCandidate[]> {
  if (candidates.length === 0) return [];
  return db.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<{ key: string }[]>`
      INSERT INTO "MailReceipt" ("key", "createdAt")
      SELECT unnest(${candidates.map((c) => digestMailKey(c.alertId, period))}::text[]), ${now}
      ON CONFLICT DO NOTHING RETURNING "key"`;
    const keys = new Set(claimed.map((r) => r.key));
    const mine = candidates.filter((c) => keys.has(digestMailKey(c.alertId, period)));
    if (mine.length === 0) return [];
    const advanced = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "JobAlert" a SET "cursor" = ${now}, "lastSentAt" = ${now}, "updatedAt" = ${now}
      FROM unnest(${mine.map((c) => c.alertId)}::text[], ${mine.map((c) => c.cursor.toISOString())}::timestamp[]) AS seen("id", "cursor")
      WHERE a."id" = seen."id" AND a."cursor" = seen."cursor"
      RETURNING a."id"`;
    const ids = new Set(advanced.map((r) => r.id));
    const lost = mine.filter((c) => !ids.has(c.alertId)).map((c) => digestMailKey(c.alertId, period));
    // Another run moved these cursors first: their keys are not ours to keep.
    if (lost.length > 0) await tx.mailReceipt.deleteMany({ where: { key: { in: lost } } });
    const won = mine.filter((c) => ids.has(c.alertId));
    const pairs = won.flatMap((c) => c.jobs.map((job) => [c.alertId, job.id] as const));
    if (pairs.length > 0) {
      await tx.$executeRaw`
        INSERT INTO "AlertDelivery" ("alertId", "jobId", "sentAt")
        SELECT p."alertId", p."jobId", ${now}
        FROM unnest(${pairs.map((p) => p[0])}::text[], ${pairs.map((p) => p[1])}::text[]) AS p("alertId", "jobId")
        ON CONFLICT DO NOTHING`;
    }
    return won;
  });
}

/** A digest whose mail failed: its key, deliveries and cursor go back, so the task's retry sends it. */
async function giveBack(candidate: DigestCandidate, period: string, now: Date) {
  await db.$transaction([
    db.mailReceipt.deleteMany({ where: { key: digestMailKey(candidate.alertId, period) } }),
    db.alertDelivery.deleteMany({ where: { alertId: candidate.alertId, jobId: { in: candidate.jobs.map((j) => j.id) }, sentAt: now } }),
    db.jobAlert.updateMany({ where: { id: candidate.alertId, cursor: now }, data: { cursor: candidate.cursor, lastSentAt: candidate.lastSentAt } }),
  ]);
}

function digestMail(candidate: DigestCandidate, frequency: "daily" | "weekly") {
  const more = candidate.total - candidate.jobs.length;
  const search = new URLSearchParams(Object.entries(alertQueryJson(alertQueryOf(candidate))).map(([k, v]) => [k, String(v)])).toString();
  return digestAlertMail({
    to: candidate.recipient,
    alertName: candidate.name,
    unsubscribeToken: alertToken("unsubscribe", candidate.alertId),
    frequency,
    jobs: candidate.jobs,
    more: more > 0 ? { count: more, url: `${siteUrl()}/jobs${search ? `?${search}` : ""}` } : undefined,
  });
}

export async function sendDigests(frequency: "daily" | "weekly", now: Date): Promise<{ sent: number }> {
  const period = digestPeriod(frequency, now);
  const fetchBatch = (after: { cursor: Date; id: string } | null) =>
    digestCandidates({ frequency, now, keyPrefix: KEY_PREFIX, keySuffix: `:${period}`, after, batch: DIGEST_BATCH, listed: DIGEST_LISTED });
  let sent = 0;
  let tried = 0;
  const failures: unknown[] = [];
  let batch = await fetchBatch(null);
  for (;;) {
    // The next batch is matched by the database while this one is recorded and mailed.
    const next = batch.next ? fetchBatch(batch.next) : null;
    next?.catch(() => undefined);
    const won = await recordDigests(batch.candidates, period, now);
    tried += won.length;
    for (let i = 0; i < won.length; i += SEND_CONCURRENCY) {
      await Promise.all(
        won.slice(i, i + SEND_CONCURRENCY).map(async (candidate) => {
          try {
            await sendMail(digestMail(candidate, frequency));
            sent += 1;
          } catch (error) {
            await giveBack(candidate, period, now).catch(() => undefined);
            failures.push(error);
          }
        }),
      );
    }
    if (!next) break;
    batch = await next;
  }
  if (failures.length > 0) throw new Error(`${failures.length} of ${tried} ${frequency} alert digests failed, first: ${errorText(failures[0])}`);
  return { sent };
}
