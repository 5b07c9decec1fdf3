import { db } from "@/lib/db";

export type RateLimitResult = { ok: boolean; count: number; retryAfterSeconds: number };

/**
 * Fixed-window counter stored in Postgres, so limits hold across processes and restarts.
 * One atomic upsert per hit; expired windows are swept opportunistically.
 */
export async function hit(opts: { key: string; limit: number; windowMs: number; now?: Date }): Promise<RateLimitResult> {
  const now = opts.now ?? new Date();
  const windowStart = new Date(Math.floor(now.getTime() / opts.windowMs) * opts.windowMs);
  const expiresAt = new Date(windowStart.getTime() + opts.windowMs);
  const row = await db.rateLimit.upsert({
    where: { key_windowStart: { key: opts.key, windowStart } },
    create: { key: opts.key, windowStart, expiresAt, count: 1 },
    update: { count: { increment: 1 } },
    select: { count: true },
  });
  if (Math.random() < 0.01) void sweepExpired(now);
  const retryAfterSeconds = Math.ceil((expiresAt.getTime() - now.getTime()) / 1000);
  return { ok: row.count <= opts.limit, count: row.count, retryAfterSeconds };
}

/**
 * Gives back one count taken by `hit` at `now` (same window): for limits on failures, where each
 * attempt is counted up front, so concurrent attempts cannot all pass a check made before counting.
 */
export async function release(opts: { key: string; windowMs: number; now: Date }): Promise<void> {
  const windowStart = new Date(Math.floor(opts.now.getTime() / opts.windowMs) * opts.windowMs);
  await db.rateLimit.updateMany({
    where: { key: opts.key, windowStart, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

async function sweepExpired(now: Date) {
  await db.rateLimit.deleteMany({ where: { expiresAt: { lt: now } } }).catch(() => undefined);
}
