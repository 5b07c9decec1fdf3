import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { ApiError, badRequest, forbidden, INTERNAL_MESSAGE, payloadTooLarge, toApiError, unauthorized } from "@/lib/api/errors";
import type { Operation } from "@/lib/api/operation";
import { decodeUtf8, jsonDepthExceeds, readCappedBody } from "@/lib/api/read-body";
import { getCurrentUser } from "@/lib/auth/guards";
import { logger, logRequest } from "@/lib/log/logger";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/log/request-id";
import type { SessionUser } from "@/lib/auth/types";
import { isSameOrigin } from "@/lib/security/origin";
import { assertStorableInput, MAX_INPUT_DEPTH, parseInput, TOO_DEEP_MESSAGE } from "@/lib/validations/parse";

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
  body: O["bodyType"] extends "multipart" ? undefined : O["multipartBody"] extends z.ZodType ? Infer<O["body"]> | undefined : Infer<O["body"]>;
  form: O["bodyType"] extends "multipart" ? FormData : O["multipartBody"] extends z.ZodType ? FormData | undefined : undefined;
};

type HandlerResult<O extends Operation> = z.input<O["response"]> | Reply<z.input<O["response"]>> | Response;

export function errorResponse(error: ApiError): Response {
  const body: Record<string, unknown> = { success: false, code: error.code, message: error.message };
  if (error.errors) body.errors = error.errors;
  if (error.reasons) body.reasons = error.reasons;
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
  // No Origin: not a browser (browsers send one with every unsafe request), so no ambient cookie to abuse.
  if (origin === null) return;
  // Scheme, host and port: https://host:3999 is another origin than http://host:3999.
  if (!isSameOrigin(origin, req.headers, req.url)) throw forbidden("Cross-site requests are not allowed.");
}

/** Body caps (Operation.maxBodyBytes overrides): JSON calls need little; an upload names its own (its file limits). */
export const JSON_MAX_BODY_BYTES = 64 * 1024;
export const MULTIPART_MAX_BODY_BYTES = 1024 * 1024;
export const TOO_LARGE_MESSAGE = "The request body is too large.";
export const NOT_JSON_MESSAGE = "Request body must be valid JSON.";
export const NOT_MULTIPART_MESSAGE = "Request body must be multipart form data.";

function bodyCap(op: Operation): number {
  return op.maxBodyBytes ?? (op.bodyType === "multipart" ? MULTIPART_MAX_BODY_BYTES : JSON_MAX_BODY_BYTES);
}

/** The body's bytes, never more than the operation's cap (413 past it, before or while reading). */
async function readBody(req: NextRequest, op: Operation): Promise<Uint8Array<ArrayBuffer>> {
  const read = await readCappedBody(req, bodyCap(op));
  if (read.ok) return read.bytes;
  if (read.reason === "too-large") throw payloadTooLarge(op.tooLargeMessage ?? TOO_LARGE_MESSAGE);
  throw badRequest("Invalid Content-Length header.");
}

/** A declared length over the cap is refused before the session lookup: no work for a refused body. */
function checkDeclaredLength(req: NextRequest, op: Operation) {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > bodyCap(op)) throw payloadTooLarge(op.tooLargeMessage ?? TOO_LARGE_MESSAGE);
}

async function readJson(req: NextRequest, op: Operation): Promise<unknown> {
  const text = decodeUtf8(await readBody(req, op));
  if (op.bodyOptional && text !== null && text.trim() === "") return {};
  if (text === null || text.trim() === "") throw badRequest(NOT_JSON_MESSAGE);
  // Counted before parsing, so hostile depth is never built (parseInput would refuse it anyway).
  if (jsonDepthExceeds(text, MAX_INPUT_DEPTH)) throw badRequest(TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(NOT_JSON_MESSAGE);
  }
}

/** Whether the request says it carries multipart/form-data (an operation with `multipartBody` then reads the form). */
function isMultipart(req: NextRequest): boolean {
  return (req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

async function readForm(req: NextRequest, op: Operation): Promise<FormData> {
  const bytes = await readBody(req, op);
  // Parsed from the counted bytes, never from the socket: the cap holds for uploads too.
  const buffered = new Request(req.url, { method: "POST", headers: { "content-type": req.headers.get("content-type") ?? "" }, body: bytes });
  const form = await buffered.formData().catch(() => {
    throw badRequest(NOT_MULTIPART_MESSAGE);
  });
  for (const [key, value] of form.entries()) assertStorableInput([key, typeof value === "string" ? value : value.name]);
  return form;
}

/**
 * Wraps a route handler for /api/v1: checks the session and role, parses params, query and
 * body with the operation's zod schemas, and maps every outcome to the API envelope
 * (decisions.md section 4). Unexpected errors become a 500 without details.
 */
export function withApi<O extends Operation>(op: O, handler: (ctx: Context<O>) => Promise<HandlerResult<O>>) {
  const run = async (
    req: NextRequest,
    route: { params: Promise<Record<string, string | string[]>> },
    seen: { user: SessionUser | null },
  ): Promise<Response> => {
    try {
      if (!op.allowCrossOrigin) checkOrigin(req);
      checkDeclaredLength(req, op);
      let user: SessionUser | null = null;
      if (op.auth !== "public") {
        user = await getCurrentUser();
        seen.user = user;
        if (Array.isArray(op.auth)) {
          if (!user) throw unauthorized();
          if (!op.auth.includes(user.role)) throw forbidden();
        }
      }
      const params = parseWith(op.params, await route.params);
      const query = parseWith(op.query, queryObject(req.nextUrl));
      let body: unknown;
      let form: FormData | undefined;
      if (op.bodyType === "multipart" || (op.multipartBody && isMultipart(req))) form = await readForm(req, op);
      else if (op.body) body = parseWith(op.body, await readJson(req, op));

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
      logger.error({ route: op.path, method: op.method, err: error instanceof Error ? error.message : String(error) }, "unexpected error");
      return errorResponse(new ApiError(500, INTERNAL_MESSAGE));
    }
  };

  // Every response carries the request's id, and every request leaves one log line (decisions.md section 13).
  return async (req: NextRequest, route: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers);
    const seen: { user: SessionUser | null } = { user: null };
    const res = withRequestId(await run(req, route, seen), requestId);
    logRequest({
      requestId,
      method: req.method,
      route: `/api/v1${op.path}`,
      status: res.status,
      durationMs: performance.now() - started,
      userId: seen.user?.id ?? null,
      ...(res.status >= 400 ? { errorCode: await failureCode(res) } : {}),
      // Next aborts the request's signal when the client disconnects.
      ...(req.signal?.aborted ? { clientClosed: true } : {}),
    });
    return res;
  };
}

function withRequestId(res: Response, requestId: string): Response {
  try {
    res.headers.set(REQUEST_ID_HEADER, requestId);
    return res;
  } catch {
    // Immutable headers (a response passed through from fetch): copy it.
    const copy = new Response(res.body, res);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

/** The failure envelope's code, for the log line (read from a clone; the client still gets the body). */
async function failureCode(res: Response): Promise<string | undefined> {
  if (!res.headers.get("content-type")?.includes("application/json")) return undefined;
  const body = (await res.clone().json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === "string" ? body.code : undefined;
}
