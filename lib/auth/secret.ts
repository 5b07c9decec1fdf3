import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Production must set AUTH_SECRET (lib/env.ts enforces it). Development and tests generate one
// and keep it in the data folder, so sessions survive restarts without any setup.
export function getAuthSecret(): string {
  const fromEnv = process.env.AUTH_SECRET;
  if (fromEnv) return fromEnv;
  if (process.env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
    throw new Error("AUTH_SECRET is required in production");
  }
  const dir = process.env.DATA_DIR || ".data";
  const file = path.join(dir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
