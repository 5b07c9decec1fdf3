// The one way a stateful record changes state (admin moderation now, the application pipeline next):
// 1. the rule: is `from -> to` allowed for this actor? (a transition table, checked before any write)
// 2. a conditional update that names the state the actor saw; if the row is no longer in it, someone
//    else won the race and this call gets 409 STALE_STATE (exactly one of concurrent calls wins)
// 3. the log row (and anything else written "with the change") in the same transaction
// 4. mails after commit: the change stands whatever happens to a mail (a failure is logged)
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/api/errors";
import { sendMail, type Mail } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";

export type Tx = Prisma.TransactionClient;

export { canTransition, type TransitionTable } from "@/lib/transitions/table";

export const STALE_STATE_MESSAGE = "This was changed by someone else in the meantime. Reload and try again.";

export type TransitionSpec<R> = {
  /** The conditional update, e.g. `tx.job.updateMany({ where: { id, status: from }, data: { status: to } })`. */
  update: (tx: Tx) => Promise<{ count: number }>;
  /** Whether the record exists (for this actor) at all: decides 404 versus 409 when the update matched nothing. */
  exists: (tx: Tx) => Promise<boolean>;
  /** The log row and any other writes that belong to the change (same transaction). */
  record: (tx: Tx) => Promise<void>;
  /** Reads the result after commit. */
  load: () => Promise<R>;
  /** The mails the change sends, built from the result; sent after commit. */
  mails?: (result: R) => Mail[];
  notFoundMessage?: string;
  /** What to say when the record is no longer in the expected state (default: STALE_STATE 409). */
  onStale?: (tx: Tx) => Promise<never>;
  /** The transaction's limits, for a change that writes many rows (Prisma's defaults: 2 s wait, 5 s run). */
  options?: { maxWait?: number; timeout?: number };
};

/** Sends mails that follow a committed change; each failure is logged, never thrown. */
export async function sendAfterCommit(mails: Mail[], what: string): Promise<void> {
  for (const mail of mails) {
    try {
      await sendMail(mail);
    } catch (error) {
      console.error(`[transition] ${what}: saved, but an e-mail failed:`, error instanceof Error ? error.message : error);
    }
  }
}

export async function transition<R>(what: string, spec: TransitionSpec<R>): Promise<R> {
  await db.$transaction(async (tx) => {
    const { count } = await spec.update(tx);
    if (count === 0) {
      if (!(await spec.exists(tx))) throw notFound(spec.notFoundMessage);
      if (spec.onStale) await spec.onStale(tx);
      throw conflict(STALE_STATE_MESSAGE, "STALE_STATE");
    }
    await spec.record(tx);
  }, spec.options);
  const result = await spec.load();
  if (spec.mails) await sendAfterCommit(spec.mails(result), what);
  return result;
}
