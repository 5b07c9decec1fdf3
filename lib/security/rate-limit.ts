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

/** Reads a counter without counting (for checks that only count failures). */
export async function peek(opts: { key: string; limit: number; windowMs: number; now?: Date }): Promise<RateLimitResult> {
  const now = opts.now ?? new Date();
  const windowStart = new Date(Math.floor(now.getTime() / opts.windowMs) * opts.windowMs);
  const expiresAt = new Date(windowStart.getTime() + opts.windowMs);
  const row = await db.rateLimit.findUnique({
    where: { key_windowStart: { key: opts.key, windowStart } },
    select: { count: true },
  });
  const count = row?.count ?? 0;
  return { ok: count < opts.limit, count, retryAfterSeconds: Math.ceil((expiresAt.getTime() - now.getTime()) / 1000) };
}

export async function resetLimit(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}

async function sweepExpired(now: Date) {
  await db.rateLimit.deleteMany({ where: { expiresAt: { lt: now } } }).catch(() => undefined);
}
