/**
 * Reading request bodies with a hard cap, so an anonymous client cannot make the server buffer or
 * parse more than a call needs (used by withApi and by proxy.ts for server actions).
 */

export type CappedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too-large" | "bad-length" };

/**
 * The body, read chunk by chunk and counted: past `max` bytes reading stops at once. A declared
 * Content-Length over `max` is refused before anything is read; one that is not a plain number is
 * refused too (Node would have refused it already; this keeps the check honest in tests).
 */
export async function readCappedBody(req: Request, max: number): Promise<CappedBody> {
  const declared = req.headers.get("content-length");
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim())) return { ok: false, reason: "bad-length" };
    if (Number(declared) > max) return { ok: false, reason: "too-large" };
  }
  if (!req.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: "too-large" };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** UTF-8 text of the bytes, or null when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * How deeply brackets nest in JSON text, counted without parsing (strings skipped), stopping as
 * soon as `limit` is passed: a cheap refusal of hostile nesting before anything builds or walks it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}
