import "server-only";
// Reads for the job alert pages: the candidate's list (/candidate/alerts) and the two mailed links
// (/alerts/confirm, /alerts/unsubscribe), which need no login: the signed token is the authorization.
import { toApiError } from "@/lib/api/errors";
import type { AlertJson, AlertList } from "@/lib/alerts/contract";
import { requireRole } from "@/lib/auth/guards";
import { listAlerts } from "@/lib/alerts/service/manage";
import { confirmAlert, describeToken } from "@/lib/alerts/service/subscription";
import { tokenQuerySchema } from "@/lib/alerts/schemas";
import { firstValues, type SearchParams } from "@/lib/validations/common";

/** /candidate/alerts: every alert of the candidate (at most 10, so one page). */
export async function loadMyAlerts(): Promise<AlertList> {
  return listAlerts(await requireRole("Candidate"));
}

function tokenOf(searchParams: SearchParams): string | null {
  const parsed = tokenQuerySchema.safeParse(firstValues(searchParams));
  return parsed.success ? parsed.data.token : null;
}

export type AlertConfirmation = { ok: true; alert: AlertJson; alreadyConfirmed: boolean } | { ok: false; message: string };

const BAD_LINK = "This link is invalid. Please use the link from the e-mail.";

/**
 * /alerts/confirm: confirms on load. The link was mailed to the address, so opening it is the
 * visitor's consent; confirming twice changes nothing. A wrong or stale token is a message, not a 500.
 */
export async function loadAlertConfirmation(searchParams: SearchParams): Promise<AlertConfirmation> {
  const token = tokenOf(searchParams);
  if (!token) return { ok: false, message: BAD_LINK };
  try {
    return { ok: true, ...(await confirmAlert(token)) };
  } catch (error) {
    const apiError = toApiError(error);
    // 400 (not our token) or 404 (the alert is gone); an outage goes to the error page.
    if (apiError && apiError.status < 500) return { ok: false, message: apiError.message };
    throw error;
  }
}

/** /alerts/unsubscribe: the token and its alert's name, or null when the link is wrong or already used. */
export async function loadUnsubscribeLink(searchParams: SearchParams): Promise<{ token: string; alertName: string } | null> {
  const token = tokenOf(searchParams);
  if (!token) return null;
  const alertName = await describeToken(token);
  return alertName === null ? null : { token, alertName };
}
