import { getEnv } from "@/lib/env";

/**
 * The caller's IP for per-IP rate limits: the address the outermost trusted reverse proxy saw.
 *
 * Each proxy appends the address it received the request from to X-Forwarded-For, so only the
 * last TRUST_PROXY_HOPS entries were written by infrastructure we run; anything left of them came
 * from the client and can be forged. With one proxy (the default) that is the last entry. Without a
 * proxy, `next start` only fills the header when the client sent none, so per-IP limits then rely
 * on clients not forging it (docs/decisions/0006). "unknown" when there is no address at all.
 */
export function clientIp(headers: Headers, hops: number = getEnv().TRUST_PROXY_HOPS): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length > 0) return chain[Math.max(0, chain.length - hops)];
  return headers.get("x-real-ip")?.trim() || "unknown";
}
