import { getEnv } from "@/lib/env";

/**
 * The caller's IP for per-IP rate limits.
 *
 * Behind proxies (TRUST_PROXY_HOPS = N >= 1): each proxy appends the address it received the request
 * from to X-Forwarded-For, so only the last N entries were written by infrastructure we run; anything
 * left of them came from the client and can be forged. The address the outermost trusted proxy saw is
 * the Nth entry from the right.
 * Served directly (0, the default): the server dropped whatever forwarded headers the client sent
 * (lib/security/forwarded-headers.ts) and `next start` wrote the socket's address, the one entry left.
 * "unknown" when there is no address at all (tests, scripts).
 */
export function clientIp(headers: Headers, hops: number = getEnv().TRUST_PROXY_HOPS): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length > 0) return chain[Math.max(0, chain.length - Math.max(1, hops))];
  return (hops > 0 && headers.get("x-real-ip")?.trim()) || "unknown";
}
