// A batch's sessions in time (decisions.md section 20), pure and browser-safe: when a session's check-in
// may be opened, when the batch may be finished, and how many hours its sessions add up to. The
// services refuse with these rules and the trainer's page disables its buttons with the same words.
import { formatDateTime } from "@/lib/format/date";

/** The trainer may open a session's check-in from this long before it starts until it ends. */
export const CHECKIN_OPENS_BEFORE_MINUTES = 30;

type Times = { startsAt: string | Date; endsAt: string | Date };

const time = (value: string | Date) => (typeof value === "string" ? Date.parse(value) : value.getTime());

/** When the trainer may first open the session's check-in. */
export function checkinOpensAt(session: Pick<Times, "startsAt">): Date {
  return new Date(time(session.startsAt) - CHECKIN_OPENS_BEFORE_MINUTES * 60_000);
}

/** Whether the trainer may open the session's check-in at `now`: "early", "open" or "ended". */
export function checkinWindow(session: Times, now: Date): "early" | "open" | "ended" {
  if (now.getTime() >= time(session.endsAt)) return "ended";
  return now < checkinOpensAt(session) ? "early" : "open";
}

export const checkinTooEarlyMessage = (session: Pick<Times, "startsAt">) =>
  `Check-in opens at ${formatDateTime(checkinOpensAt(session).toISOString())}, ${CHECKIN_OPENS_BEFORE_MINUTES} minutes before the session starts.`;
export const CHECKIN_ENDED_MESSAGE = "This session has ended: correct the register instead.";
export const BATCH_CANCELLED_MESSAGE = "This batch was cancelled.";

/** Why "Open check-in" is not offered now (null: it is). */
export function checkinClosedReason(session: Times, now: Date, batch: { cancelled: boolean }): string | null {
  if (batch.cancelled) return BATCH_CANCELLED_MESSAGE;
  const window = checkinWindow(session, now);
  if (window === "ended") return CHECKIN_ENDED_MESSAGE;
  return window === "early" ? checkinTooEarlyMessage(session) : null;
}

/** The end of the batch's last session (null without sessions): the batch may be finished from then. */
export function lastSessionEnd(sessions: readonly Pick<Times, "endsAt">[]): Date | null {
  if (sessions.length === 0) return null;
  return new Date(Math.max(...sessions.map((s) => time(s.endsAt))));
}

export const NO_SESSIONS_MESSAGE = "This batch has no sessions, so there is nothing to finish.";
export const finishTooEarlyMessage = (lastEnd: Date) =>
  `You can finish the batch after its last session ends on ${formatDateTime(lastEnd.toISOString())}.`;
export const BATCH_FINISHED_MESSAGE = "This batch is finished: its results are final.";

/** Why the batch cannot be finished at `now` (null: it can). */
export function finishClosedReason(batch: { sessions: readonly Pick<Times, "endsAt">[]; finished: boolean; cancelled: boolean }, now: Date): string | null {
  if (batch.finished) return BATCH_FINISHED_MESSAGE;
  if (batch.cancelled) return BATCH_CANCELLED_MESSAGE;
  const lastEnd = lastSessionEnd(batch.sessions);
  if (!lastEnd) return NO_SESSIONS_MESSAGE;
  return now < lastEnd ? finishTooEarlyMessage(lastEnd) : null;
}

/** Hours the sessions add up to, exactly (overlapping ones each count). */
export function sessionHours(sessions: readonly Times[]): number {
  return sessions.reduce((sum, s) => sum + Math.max(0, time(s.endsAt) - time(s.startsAt)), 0) / 3_600_000;
}

// Rounded down to a tenth, so a total just short of the minimum never reads as the minimum.
const hours = (n: number) => {
  const shown = Math.floor(n * 10 + 1e-9) / 10;
  return `${shown} hour${shown === 1 ? "" : "s"}`;
};

/** The 400 TOO_SHORT message: what the sessions add up to and what the programme needs. */
export const tooShortMessage = (programmeTitle: string, minHours: number, total: number) =>
  `${programmeTitle} batches need at least ${hours(minHours)} of sessions; these add up to ${hours(total)}.`;
