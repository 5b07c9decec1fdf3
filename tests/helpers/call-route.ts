// Calling a route handler as a given user: the session is mocked with tests/helpers/mock-guards, the
// body goes as JSON, and the answer comes back parsed.
import { NextRequest } from "next/server";
import type { SessionUser } from "@/lib/auth/types";
import { session } from "@/tests/helpers/mock-guards";

export type Envelope = { success: boolean; code?: string; message?: string; errors?: Record<string, string>; response?: unknown };
export type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type CallOptions = {
  as: SessionUser | null;
  method?: string;
  path?: string;
  body?: unknown;
  params?: Record<string, string>;
  /** Sent as x-forwarded-for (the rate limits key on it); none when absent. */
  ip?: string;
};

export async function callRoute(handler: Handler, opts: CallOptions): Promise<{ status: number; body: Envelope; headers: Headers }> {
  session.user = opts.as;
  const url = new URL(opts.path ?? "/api/v1/x", "http://localhost");
  const headers: Record<string, string> = {};
  if (opts.ip !== undefined) headers["x-forwarded-for"] = opts.ip;
  const init: { method: string; body?: string; headers: Record<string, string> } = { method: opts.method ?? "GET", headers };
  if (opts.body !== undefined) {
    init.body = JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  const res = await handler(new NextRequest(url, init), { params: Promise.resolve(opts.params ?? {}) });
  return { status: res.status, body: (await res.json()) as Envelope, headers: res.headers };
}
