import { decodeUtf8, jsonDepthExceeds, readCappedBody } from "@/lib/api/read-body";
import type { ErrorCode } from "@/lib/api/errors";
import { isSameOrigin } from "@/lib/security/origin";

/**
 * A first look at every POST to a page (server actions, fetch and form posts) in proxy.ts, before
 * Next's action handler sees it. Next refuses a foreign Origin, an oversized, empty, non-JSON or
 * very deep body too, but answers each with a 500 and an error-level log line, so a scanner or an
 * attacker fills the error log. Here they are a 4xx in the API's envelope, logged by nobody.
 *
 * What it cannot see cheaply is left to Next: a well-formed body that breaks React's reply protocol
 * (a reference to a part that is not there) still reaches Next's 500. Actions parse their own input
 * (defineAction -> parseInput), so nothing here is the input validation; this is only the door.
 */

/** Next's default serverActions.bodySizeLimit ("1 MB" = 1 MiB); keep the two equal. */
export const SERVER_ACTION_MAX_BYTES = 1024 * 1024;
/** Nesting deeper than this cannot be valid action input (parseInput refuses past 32): 400. */
export const SERVER_ACTION_MAX_DEPTH = 64;
/** Next refuses more arguments than this with a 500; our actions take one. */
export const SERVER_ACTION_MAX_ARGS = 1000;

function refusal(status: number, code: ErrorCode, message: string): Response {
  return Response.json({ success: false, code, message }, { status, headers: { "Cache-Control": "no-store" } });
}

const crossSite = () => refusal(403, "FORBIDDEN", "Cross-site requests are not allowed.");
const tooLarge = () => refusal(413, "PAYLOAD_TOO_LARGE", "The request body is too large.");
const malformed = () => refusal(400, "VALIDATION", "The request body is not a valid server action call.");

function isFetchActionBodyOk(text: string): boolean {
  if (jsonDepthExceeds(text, SERVER_ACTION_MAX_DEPTH)) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  // The reply's root row is the argument list; anything else makes Next's action.apply() throw.
  return Array.isArray(value) && value.length <= SERVER_ACTION_MAX_ARGS;
}

async function isMultipartBodyOk(bytes: Uint8Array<ArrayBuffer>, contentType: string, fetchAction: boolean): Promise<boolean> {
  const form = await new Request("http://localhost/", { method: "POST", headers: { "content-type": contentType }, body: bytes })
    .formData()
    .catch(() => null);
  if (!form) return false;
  let entries = 0;
  for (const [, value] of form.entries()) {
    entries++;
    // Rows of a fetch action's reply are JSON; a plain form post's fields are the user's text.
    if (fetchAction && typeof value === "string" && jsonDepthExceeds(value, SERVER_ACTION_MAX_DEPTH)) return false;
  }
  return entries > 0;
}

/** A refusal for a POST to a page that Next would answer with a 500, or null to let it through. */
export async function refusePagePost(req: Request): Promise<Response | null> {
  // Browsers send Origin with every POST; none (a script, not a browser) or "null" is refused too.
  if (!isSameOrigin(req.headers.get("origin"), req.headers, req.url)) return crossSite();

  const read = await readCappedBody(req, SERVER_ACTION_MAX_BYTES);
  if (!read.ok) return read.reason === "too-large" ? tooLarge() : malformed();
  if (read.bytes.byteLength === 0) return malformed();

  const contentType = req.headers.get("content-type") ?? "";
  const fetchAction = req.headers.has("next-action");
  if (/^multipart\/form-data/i.test(contentType)) {
    return (await isMultipartBodyOk(read.bytes, contentType, fetchAction)) ? null : malformed();
  }
  if (!fetchAction) return null; // a plain form post: Next renders the page, nothing to decode
  const text = decodeUtf8(read.bytes);
  return text !== null && isFetchActionBodyOk(text) ? null : malformed();
}
