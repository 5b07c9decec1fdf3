// What test:cluster and bench:streams share about live messages: logging the demo accounts in,
// finding the demo candidate's thread with the demo company, opening a message stream (reading its
// text as it comes) and posting a message. Every wait is bounded. 127.0.0.1 only.
import { DEMO_ACCOUNTS } from "@/lib/seed/demo";

export type Role = "candidate" | "employer";

/** The session cookie of a fresh login (each login is its own session). */
export async function loginDemo(base: string, role: Role): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[role];
  const res = await fetch(`${base}/api/v1/${role}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(15_000),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => c.includes("session-token")).join("; ");
  if (res.status !== 200 || !cookie) throw new Error(`${role} login on ${base} answered ${res.status}: ${await res.text()}`);
  return cookie;
}

/** The demo candidate's application whose thread the demo company opened (the seed's first message). */
export async function demoThread(base: string, candidateCookie: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/applications/my-applications`, { headers: { cookie: candidateCookie }, signal: AbortSignal.timeout(15_000) });
  const items = ((await res.json()) as { response?: { id: string }[] }).response ?? [];
  for (const { id } of items.slice(0, 20)) {
    const thread = await fetch(`${base}/api/v1/applications/${id}/messages`, { headers: { cookie: candidateCookie }, signal: AbortSignal.timeout(15_000) });
    const body = (await thread.json()) as { response?: { canReply: boolean } };
    if (thread.status === 200 && body.response?.canReply) return id;
  }
  throw new Error("The demo candidate has no thread the company opened: is the demo seed loaded?");
}

export type OpenStream = {
  status: number;
  headers: Headers;
  /** Everything received so far. */
  text(): string;
  /** Resolves with the ms waited once `predicate` holds on the text; rejects after `timeoutMs`. */
  waitFor(predicate: (text: string) => boolean, timeoutMs: number): Promise<number>;
  /** Resolves once the server ended the stream (or it failed). */
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
};

/** Opens GET applications/{id}/messages/stream on `base` and reads it in the background. */
export async function openStream(base: string, applicationId: string, cookie: string): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/v1/applications/${applicationId}/messages/stream`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: abort.signal,
  });
  let text = "";
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((wakeUp) => wakeUp());
  const done = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        text += decoder.decode(value, { stream: true });
        wake();
      }
    } catch {
      // Aborted by close(), or the connection broke: either way the stream is over.
    } finally {
      ended = true;
      wake();
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    text: () => text,
    isEnded: () => ended,
    ended: done,
    close: () => abort.abort(),
    waitFor(predicate, timeoutMs) {
      const started = performance.now();
      return new Promise<number>((resolve, reject) => {
        const check = () => {
          if (predicate(text)) {
            cleanup();
            resolve(performance.now() - started);
          } else if (ended) {
            cleanup();
            reject(new Error("the stream ended first"));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`nothing after ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** POST applications/{id}/messages; answers the status, the new message's id and who served it. */
export async function postMessage(base: string, applicationId: string, cookie: string, body: string) {
  const res = await fetch(`${base}/api/v1/applications/${applicationId}/messages`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ body }),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await res.json()) as { response?: { id: string } };
  return { status: res.status, id: json.response?.id ?? "", servedBy: res.headers.get("x-served-by") };
}

/** Whether the stream's text holds the `message` event of message `id`. */
export const hasMessage = (id: string) => (text: string) => text.includes(`id: ${id}\nevent: message\n`);
