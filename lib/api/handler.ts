import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { ApiError, badRequest, forbidden, INTERNAL_MESSAGE, toApiError, unauthorized } from "@/lib/api/errors";
import type { Operation } from "@/lib/api/operation";
import { getCurrentUser } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/types";
import { assertStorableInput, parseInput } from "@/lib/validations/parse";

const REPLY = Symbol("reply");

type Reply<T> = { [REPLY]: true; data: T; status?: number; message?: string; headers?: HeadersInit };

/** Return this from a handler to set the status, the envelope's message or headers. */
export function reply<T>(data: T, init: { status?: number; message?: string; headers?: HeadersInit } = {}): Reply<T> {
  return { [REPLY]: true, data, ...init };
}

// Operation fields are optional properties, so strip `undefined` before inferring.
type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

type Context<O extends Operation> = {
  req: NextRequest;
  user: O["auth"] extends "public" | "optional" ? SessionUser | null : SessionUser;
  params: Infer<O["params"]>;
  query: Infer<O["query"]>;
  body: O["bodyType"] extends "multipart" ? undefined : Infer<O["body"]>;
  form: O["bodyType"] extends "multipart" ? FormData : undefined;
};

type HandlerResult<O extends Operation> = z.input<O["response"]> | Reply<z.input<O["response"]>> | Response;

export function errorResponse(error: ApiError): Response {
  const body: Record<string, unknown> = { success: false, code: error.code, message: error.message };
  if (error.errors) body.errors = error.errors;
  return Response.json(body, { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } });
}

function parseWith<S extends z.ZodType>(schema: S | undefined, value: unknown): z.output<S> | undefined {
  if (!schema) {
    assertStorableInput(value);
    return undefined;
  }
  return parseInput(schema, value);
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/** Unsafe methods must come from our own origin (the session cookie is SameSite=Lax; this is belt and braces). */
function checkOrigin(req: NextRequest) {
  if (req.method === "GET" || req.method === "HEAD") return;
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  // URL.parse: an opaque origin ("null", from sandboxed frames) or garbage is refused, not a 500.
  if (URL.parse(origin)?.host !== host) throw forbidden("Cross-site requests are not allowed.");
}

/**
 * Wraps a route handler for /api/v1: checks the session and role, parses params, query and
 * body with the operation's zod schemas, and maps every outcome to the API envelope
 * (decisions.md section 4). Unexpected errors become a 500 without details.
 */
export function withApi<O extends Operation>(op: O, handler: (ctx: Context<O>) => Promise<HandlerResult<O>>) {
  return async (req: NextRequest, route: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    try {
      checkOrigin(req);
      let user: SessionUser | null = null;
      if (op.auth !== "public") {
        user = await getCurrentUser();
        if (Array.isArray(op.auth)) {
          if (!user) throw unauthorized();
          if (!op.auth.includes(user.role)) throw forbidden();
        }
      }
      const params = parseWith(op.params, await route.params);
      const query = parseWith(op.query, queryObject(req.nextUrl));
      let body: unknown;
      let form: FormData | undefined;
      if (op.bodyType === "multipart") {
        form = await req.formData().catch(() => {
          throw badRequest("Request body must be multipart form data.");
        });
        for (const [key, value] of form.entries()) assertStorableInput([key, typeof value === "string" ? value : value.name]);
      } else if (op.body) {
        const json = await req.json().catch(() => {
          throw badRequest("Request body must be valid JSON.");
        });
        body = parseWith(op.body, json);
      }

      const result = await handler({ req, user, params, query, body, form } as Context<O>);
      if (result instanceof Response) return result;
      const isReply = typeof result === "object" && result !== null && REPLY in result;
      const data = isReply ? (result as Reply<unknown>).data : result;
      const init = isReply ? (result as Reply<unknown>) : undefined;
      const envelope: Record<string, unknown> = { success: true };
      if (init?.message) envelope.message = init.message;
      envelope.response = data ?? null;
      return Response.json(envelope, {
        status: init?.status ?? op.successStatus ?? 200,
        headers: { "Cache-Control": "no-store", ...(init?.headers as Record<string, string> | undefined) },
      });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError) return errorResponse(apiError);
      // Never echo internals: log a one-line summary server-side, answer generically.
      console.error(`[api] ${op.method} ${op.path} failed:`, error instanceof Error ? error.message : error);
      return errorResponse(new ApiError(500, INTERNAL_MESSAGE));
    }
  };
}
