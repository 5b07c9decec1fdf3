// The route's side of the live stream: the session id comes from the request's cookie (as
// lib/auth/guards reads it), so the stream can re-check later, after the request scope, that this
// very session is still live (logging out elsewhere ends it).
import "server-only";
import { unauthorized } from "@/lib/api/errors";
import { auth } from "@/lib/auth";
import type { SessionUser } from "@/lib/auth/types";
import { streamMessages } from "@/lib/messages/service/stream";

async function currentSessionId(): Promise<string | null> {
  try {
    return (await auth())?.sid ?? null;
  } catch {
    return null;
  }
}

/** GET applications/{id}/messages/stream for the signed-in `user` (withApi checked the session). */
export async function openMessageStream(user: SessionUser, params: { id: string }, req: Request): Promise<Response> {
  const sid = await currentSessionId();
  if (!sid) throw unauthorized();
  return streamMessages(user, params, { signal: req.signal, sid, lastEventId: req.headers.get("last-event-id") });
}
