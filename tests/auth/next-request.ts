// A stand-in for Next's request scope, so the real Auth.js (signIn, auth, signOut) runs in Vitest:
// `next/headers` answers the current request's headers and a cookie jar that keeps what Auth.js
// sets, as a browser would. Use with
//   vi.mock("next/headers", async () => (await import("@/tests/auth/next-request")).nextHeadersMock());
import { NextRequest } from "next/server";

export type StoredCookie = { value: string; options: Record<string, unknown> };

export const browser = {
  /** Headers of the request in flight (X-Forwarded-For, X-Forwarded-Proto...). */
  headers: new Headers(),
  /** The cookies the browser holds, by name. */
  jar: new Map<string, StoredCookie>(),
  /** Every cookie set, in order, with its options (to check flags). */
  setCookies: [] as { name: string; value: string; options: Record<string, unknown> }[],
};

function cookieHeader(): string {
  return [...browser.jar].map(([name, c]) => `${name}=${c.value}`).join("; ");
}

function expired(options: Record<string, unknown>): boolean {
  if (options.maxAge === 0) return true;
  const expires = options.expires;
  return expires !== undefined && new Date(expires as string | number | Date).getTime() <= Date.now();
}

export function nextHeadersMock() {
  return {
    headers: async () => {
      const h = new Headers(browser.headers);
      const cookie = cookieHeader();
      if (cookie) h.set("cookie", cookie);
      return h;
    },
    cookies: async () => ({
      get: (name: string) => (browser.jar.has(name) ? { name, value: browser.jar.get(name)!.value } : undefined),
      getAll: () => [...browser.jar].map(([name, c]) => ({ name, value: c.value })),
      has: (name: string) => browser.jar.has(name),
      set: (nameOrCookie: string | { name: string; value: string }, value?: string, options: Record<string, unknown> = {}) => {
        const [name, val, opts] =
          typeof nameOrCookie === "string" ? [nameOrCookie, value ?? "", options] : [nameOrCookie.name, nameOrCookie.value, nameOrCookie];
        browser.setCookies.push({ name, value: val, options: opts as Record<string, unknown> });
        if (val === "" || expired(opts as Record<string, unknown>)) browser.jar.delete(name);
        else browser.jar.set(name, { value: val, options: opts as Record<string, unknown> });
      },
      delete: (name: string) => {
        browser.setCookies.push({ name, value: "", options: { maxAge: 0 } });
        browser.jar.delete(name);
      },
    }),
  };
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a route handler as the browser: its cookies and `headers` on both the request and next/headers. */
export async function call(
  handler: Handler,
  method: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: { success: boolean; code?: string; message?: string; response?: unknown }; headers: Headers }> {
  browser.headers = new Headers({ host: "localhost", "x-forwarded-proto": "http", ...opts.headers });
  const headers = new Headers(browser.headers);
  const cookie = cookieHeader();
  if (cookie) headers.set("cookie", cookie);
  if (opts.body !== undefined) headers.set("content-type", "application/json");
  const req = new NextRequest("http://localhost/api/v1/x", {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const res = await handler(req, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
