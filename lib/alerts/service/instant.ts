// The instant alerts run (every minute): each job opened in the last hour is matched against every
// active, unpaused instant alert; the (alert, job) pairs are recorded in AlertDelivery first, and only
// the newly recorded ones are mailed, so a job never reaches one alert twice and a rerun sends nothing.
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { instantAlertMail } from "@/lib/alerts/mails";
import { recordInstantMatches } from "@/lib/alerts/service/matching";
import { alertToken } from "@/lib/alerts/service/tokens";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** How far back a run looks: a run that failed or was skipped is caught up by the next ones. */
export const INSTANT_WINDOW_MS = 60 * 60_000;

export const instantMailKey = (alertId: string, jobId: string) => `alert-instant:${alertId}:${jobId}`;

export async function sendInstantAlerts(now: Date): Promise<{ sent: number }> {
  const matches = await recordInstantMatches(new Date(now.getTime() - INSTANT_WINDOW_MS), now);
  let sent = 0;
  const failures: unknown[] = [];
  for (const match of matches) {
    const mail = instantAlertMail({
      to: match.recipient,
      alertName: match.alertName,
      unsubscribeToken: alertToken("unsubscribe", match.alertId),
      job: { id: match.jobId, post: match.post, orgName: match.orgName, city: match.city, state: match.state },
    });
    try {
      if (await sendOnce(instantMailKey(match.alertId, match.jobId), mail)) sent += 1;
    } catch (error) {
      // Give the pair back, so the next run (within the window) records and mails it again.
      await db.alertDelivery.deleteMany({ where: { alertId: match.alertId, jobId: match.jobId } }).catch(() => undefined);
      failures.push(error);
    }
  }
  // The others went out; failing the run makes the queue retry the rest.
  if (failures.length > 0) throw new Error(`${failures.length} of ${matches.length} instant alert mails failed, first: ${errorText(failures[0])}`);
  return { sent };
}
