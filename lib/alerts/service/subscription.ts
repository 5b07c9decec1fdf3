// The links of alert mails (no login): confirming a visitor's alert and unsubscribing from any alert.
// The token is the authorization (lib/alerts/service/tokens.ts); a wrong one changes nothing.
import { ApiError, notFound } from "@/lib/api/errors";
import type { AlertSubscription, ConfirmAlertResult, UnsubscribeResult } from "@/lib/alerts/contract";
import { db } from "@/lib/db";
import { alertRowSelect, serializeAlerts } from "@/lib/alerts/service/serialize";
import { verifyAlertToken } from "@/lib/alerts/service/tokens";

export const INVALID_LINK_MESSAGE = "This link is invalid. Please use the link from the e-mail.";

function alertIdOf(purpose: "confirm" | "unsubscribe", token: string): string {
  const id = verifyAlertToken(purpose, token);
  if (!id) throw new ApiError(400, INVALID_LINK_MESSAGE);
  return id;
}

/** GET alerts/confirm: a pending alert becomes active (from now on: its cursor restarts). Twice: alreadyConfirmed. */
export async function confirmAlert(token: string): Promise<ConfirmAlertResult> {
  const id = alertIdOf("confirm", token);
  const now = new Date();
  // Conditional: of two clicks at once, one confirms and the other sees it confirmed.
  const { count } = await db.jobAlert.updateMany({ where: { id, status: "pending" }, data: { status: "active", cursor: now } });
  const row = await db.jobAlert.findUnique({ where: { id }, select: alertRowSelect });
  if (!row) throw notFound("This job alert no longer exists.");
  const [alert] = await serializeAlerts([row]);
  return { alert, alreadyConfirmed: count === 0 };
}

/**
 * GET alerts/unsubscribe: whether the link's alert still exists, and its name. Reads only: mail scanners
 * open links, so unsubscribing is a POST (the API's one-click call and the page's button).
 */
export async function alertSubscription(token: string): Promise<AlertSubscription> {
  const id = alertIdOf("unsubscribe", token);
  const row = await db.jobAlert.findUnique({ where: { id }, select: { name: true } });
  return { subscribed: row !== null, name: row?.name ?? null };
}

/** POST alerts/unsubscribe and the page's button: deletes the alert (and its deliveries). false when it was already gone. */
export async function unsubscribeAlert(token: string): Promise<UnsubscribeResult> {
  const id = alertIdOf("unsubscribe", token);
  const { count } = await db.jobAlert.deleteMany({ where: { id } });
  return { unsubscribed: count > 0 };
}

/** The alert's name for the unsubscribe page, or null when the link is wrong or the alert is gone. */
export async function describeToken(token: string): Promise<string | null> {
  const id = verifyAlertToken("unsubscribe", token);
  if (!id) return null;
  const row = await db.jobAlert.findUnique({ where: { id }, select: { name: true } });
  return row?.name ?? null;
}
