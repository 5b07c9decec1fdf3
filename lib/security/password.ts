import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 40 ms a verify on this hardware.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id: a const enum, unusable with isolatedModules */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Each hash or verify holds a core for ~40 ms on libuv's thread pool. Unbounded, a burst of logins ran
// four at a time (the pool's size) and took every core of a two-core server from the thread that
// answers requests, so every other answer waited behind them. At most cores − 1 run at once: logins
// queue behind logins instead of the whole site queueing behind logins (decision 0047).
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
export const passwordHashing = pLimit(PASSWORD_HASH_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return passwordHashing(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // A stored value that is no argon2 hash (a staff account whose password is not chosen yet, an
  // erased account) would fail at once: spend a real verify, so the answer takes as long as any.
  if (!passwordHash.startsWith("$argon2")) {
    const dummy = await timingDummyHash();
    await passwordHashing(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await passwordHashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// A real hash of a random secret, verified against when the account does not exist, so an
// unknown e-mail costs the same time as a wrong password (no account probing by timing).
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
