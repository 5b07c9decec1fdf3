// One message as either side sees it: the thread, the live stream and a post's answer share this, so
// a message reads the same wherever it arrives.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MessageJson } from "@/lib/messages/contract";

export const messageRowSelect = {
  id: true,
  body: true,
  side: true,
  createdAt: true,
  readAt: true,
  author: { select: { name: true } },
} as const satisfies Prisma.MessageSelect;

export type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageRowSelect }>;

/** The names a thread's messages fall back on: a member's account erased (author gone) reads as the company. */
export type ThreadNames = { orgName: string; candidateName: string };

export function messageJson(row: MessageRow, names: ThreadNames): MessageJson {
  const fallback = row.side === "company" ? names.orgName : names.candidateName;
  return {
    id: row.id,
    body: row.body,
    from: row.side,
    author: row.author?.name ?? fallback,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

// A new message reaches every stream open on its thread in this process at once: they share one read
// (200 streams of one thread: one query, not 200). Kept a few seconds, enough for one fan-out.
const SHARED_READ_MS = 5_000;
const recentReads = new Map<string, Promise<MessageRow | null>>();

function sharedRead(applicationId: string, id: string): Promise<MessageRow | null> {
  const key = `${applicationId}:${id}`;
  let read = recentReads.get(key);
  if (!read) {
    read = db.message.findFirst({ where: { id, applicationId }, select: messageRowSelect });
    recentReads.set(key, read);
    const forget = () => recentReads.delete(key);
    setTimeout(forget, SHARED_READ_MS).unref?.();
    read.catch(forget);
  }
  return read;
}

/** One message of the thread by id, for the live stream (null when it is not this thread's). */
export async function readThreadMessage(applicationId: string, id: string, names: ThreadNames): Promise<MessageJson | null> {
  const row = await sharedRead(applicationId, id);
  return row ? messageJson(row, names) : null;
}
