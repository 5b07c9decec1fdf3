import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { clientIp } from "@/lib/security/client-ip";

const headers = (init: Record<string, string>) => new Headers(init);

describe("clientIp", () => {
  it("takes the address the one trusted proxy appended, not what the client claimed", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }), 1)).toBe("203.0.113.7");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.7" }), 1)).toBe("203.0.113.7");
  });

  it("walks back one entry per trusted proxy, and never past the first", () => {
    const forwarded = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" });
    expect(clientIp(forwarded, 2)).toBe("203.0.113.7");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.7" }), 3)).toBe("203.0.113.7");
  });

  it("ignores empty entries and falls back to X-Real-IP, then 'unknown'", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.7, " }), 1)).toBe("203.0.113.7");
    expect(clientIp(headers({ "x-real-ip": " 198.51.100.4 " }), 1)).toBe("198.51.100.4");
    expect(clientIp(headers({}), 1)).toBe("unknown");
  });

  it("served directly (0 hops), takes the one address the server wrote and ignores X-Real-IP", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.7" }), 0)).toBe("203.0.113.7");
    expect(clientIp(headers({ "x-real-ip": "6.6.6.6" }), 0)).toBe("unknown");
  });

  it("reads the hop count from TRUST_PROXY_HOPS, 0 (trust no proxy) by default, and refuses nonsense", () => {
    expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: "2" }).TRUST_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: "-1" })).toThrow(/TRUST_PROXY_HOPS: must be 0 or more/);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: "two" })).toThrow(/TRUST_PROXY_HOPS: must be a whole number/);
  });
});
