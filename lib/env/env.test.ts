import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("applies defaults in development", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env.DATA_DIR).toBe(".data");
    expect(env.mailDriver).toBe("outbox");
    expect(env.mailOutbox).toBe(".data/outbox.jsonl");
  });

  it("refuses production without AUTH_SECRET or a mail provider, naming each setting", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(EnvError);
    try {
      parseEnv({ NODE_ENV: "production" });
    } catch (error) {
      expect((error as Error).message).toContain("AUTH_SECRET: is required in production");
      expect((error as Error).message).toContain("RESEND_API_KEY");
    }
  });

  it("accepts production with the outbox driver chosen explicitly", () => {
    const env = parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), MAIL_DRIVER: "outbox" });
    expect(env.mailDriver).toBe("outbox");
  });

  it("rejects a malformed DATABASE_URL and a short secret", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32/);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
