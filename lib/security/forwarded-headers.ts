// The client's address when no proxy is trusted (TRUST_PROXY_HOPS=0, the default; decision 0028).
//
// `next start` fills X-Forwarded-For with the socket's address only when the request has none, so a
// client talking to the app directly could name any address it liked and escape every per-address
// limit. Next offers no setting for this, so each HTTP request's forwarded-address headers are dropped
// as it arrives, before Next reads them; Next then records the socket's real address. Behind proxies
// (TRUST_PROXY_HOPS >= 1) nothing is dropped: clientIp() reads the entries those proxies appended.
import http from "node:http";

export const FORWARDED_ADDRESS_HEADERS = ["x-forwarded-for", "x-real-ip", "forwarded"] as const;

/** Removes the headers a client could use to claim another address (mutates the request's headers). */
export function dropForwardedAddress(headers: http.IncomingHttpHeaders): void {
  for (const name of FORWARDED_ADDRESS_HEADERS) delete headers[name];
}

let installed = false;

/**
 * From now on every HTTP server of this process drops forwarded-address headers from each request
 * before its listeners (Next's request handler) see it. Idempotent; a no-op when proxies are trusted.
 */
export function distrustForwardedAddresses(trustedHops: number): void {
  if (trustedHops > 0 || installed) return;
  installed = true;
  // EventEmitter's emit, as every http.Server inherits it (its typed overloads do not matter here).
  const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function emitWithoutForwardedAddress(this: http.Server, event: string, ...args: unknown[]) {
    if (event === "request") dropForwardedAddress((args[0] as http.IncomingMessage).headers);
    return emit.call(this, event, ...args);
  };
}
