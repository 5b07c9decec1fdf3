// Password hashing runs at most cores − 1 at a time (decision 0047), and still answers every call.
import { describe, expect, it } from "vitest";
import { PASSWORD_HASH_CONCURRENCY, hashPassword, passwordHashing, verifyPassword } from "@/lib/security/password";

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe("password hashing", () => {
  it("leaves a core to the request loop: cores − 1 at a time, at least one", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const calls = PASSWORD_HASH_CONCURRENCY + 2;
    const results = Array.from({ length: calls }, (_, i) => verifyPassword(stored, i === 0 ? "wrong" : "correct horse battery staple"));
    await settle();
    expect(passwordHashing.activeCount).toBe(PASSWORD_HASH_CONCURRENCY);
    expect(passwordHashing.pendingCount).toBe(calls - PASSWORD_HASH_CONCURRENCY);
    let busiest = 0;
    const sampler = setInterval(() => (busiest = Math.max(busiest, passwordHashing.activeCount)), 1);
    const answers = await Promise.all(results);
    clearInterval(sampler);
    expect(busiest).toBeLessThanOrEqual(PASSWORD_HASH_CONCURRENCY);
    expect(answers).toEqual([false, ...Array(calls - 1).fill(true)]);
    expect(passwordHashing.activeCount + passwordHashing.pendingCount).toBe(0);
  });

  it("a stored value that is no argon2 hash never verifies", async () => {
    const result = verifyPassword("not-a-hash", "anything");
    expect(await result).toBe(false);
  });
});
