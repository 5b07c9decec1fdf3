// Stateless links for job alert mails: `<alertId>.<HMAC(AUTH_SECRET, purpose:alertId)>`. Nothing is
// stored, so a link stays valid as long as its alert exists; the purpose keeps a confirm link from
// working as an unsubscribe link and the other way round.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "@/lib/auth/secret";

export type AlertTokenPurpose = "confirm" | "unsubscribe";

function signature(purpose: AlertTokenPurpose, alertId: string): string {
  return createHmac("sha256", getAuthSecret()).update(`job-alert-${purpose}:${alertId}`).digest("base64url");
}

export function alertToken(purpose: AlertTokenPurpose, alertId: string): string {
  return `${alertId}.${signature(purpose, alertId)}`;
}

/** The alert id a token was signed for, or null when the token is malformed or not ours. */
export function verifyAlertToken(purpose: AlertTokenPurpose, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const alertId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(purpose, alertId));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return alertId;
}
