import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { DEFAULT_CODE, type ErrorCode } from "@/lib/api/errors";
import type { Operation } from "@/lib/api/operation";
import { errorSchema } from "@/lib/api/schemas";
import { SESSION_COOKIE_NAME } from "@/lib/auth/session-cookie";

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input (errors per field)",
  401: "Not logged in",
  403: "Wrong role, not allowed, or a cross-site request",
  404: "Not found (also for another owner's object)",
  409: "Conflict",
  410: "Gone",
  413: "Body or file too large",
  415: "Wrong file type",
  429: "Rate limited (see Retry-After)",
  500: "Unexpected error (no details are given)",
  503: "Service temporarily unavailable (see Retry-After)",
};

/**
 * The status each code is answered with. A Record over every ErrorCode, so a new code cannot be
 * added to lib/api/errors.ts without being placed here (and so listed in the document).
 */
export const CODE_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PROFILE_INCOMPLETE: 403,
  DELETION_PENDING: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_APPLIED: 409,
  INVALID_TRANSITION: 409,
  STALE_STATE: 409,
  DUPLICATE_POST: 409,
  ALREADY_REPORTED: 409,
  JOB_CLOSED: 409,
  LIMIT_REACHED: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

const UNSAFE = new Set(["POST", "PATCH", "DELETE"]);

/** Status -> the codes this operation can answer with it: declared ones plus the wrapper's own. */
export function errorCodesOf(op: Operation): Map<number, ErrorCode[]> {
  const codes = new Map<number, Set<ErrorCode>>();
  const add = (status: number, code: ErrorCode | undefined = DEFAULT_CODE[status]) => {
    if (!codes.has(status)) codes.set(status, new Set());
    if (code) codes.get(status)!.add(code);
  };
  for (const entry of op.errors ?? []) {
    if (typeof entry === "number") add(entry);
    else add(CODE_STATUS[entry], entry);
  }
  if (op.params || op.query || op.body || op.bodyType === "multipart") add(400);
  if (Array.isArray(op.auth)) {
    add(401);
    add(403);
  }
  if (UNSAFE.has(op.method)) {
    add(403); // Origin of another site (withApi's CSRF check)
    add(413); // body over the operation's cap
  }
  add(500);
  return new Map([...codes].sort(([a], [b]) => a - b).map(([status, set]) => [status, [...set].sort()]));
}

const ERROR_REF = { $ref: "#/components/schemas/Error" };

function envelope(response: z.ZodType) {
  return z.object({ success: z.literal(true), message: z.string().optional(), response });
}

function toOperation(op: Operation): ZodOpenApiOperationObject {
  const responses: ZodOpenApiOperationObject["responses"] = {
    [String(op.successStatus ?? 200)]: op.binary
      ? { description: "The file's bytes", content: { [op.binaryType ?? "application/octet-stream"]: { schema: z.string().meta({ format: "binary" }) } } }
      : { description: "Success", content: { "application/json": { schema: envelope(op.response) } } },
  };
  for (const [status, codes] of errorCodesOf(op)) {
    responses[`${status}` as `4${string}`] = {
      description: `${ERROR_TEXT[status] ?? "Error"}. Codes: ${codes.join(", ")}.`,
      // The Error envelope, with `code` narrowed to what this call can answer with this status.
      content: { "application/json": { schema: { allOf: [ERROR_REF, { type: "object", properties: { code: { enum: codes } } }] } } },
    };
  }
  const operation: ZodOpenApiOperationObject = {
    operationId: op.id,
    summary: op.summary,
    tags: [op.tag],
    responses,
  };
  if (Array.isArray(op.auth)) {
    operation.security = [{ sessionCookie: [] }];
    operation.description = `Roles: ${op.auth.join(", ")}.`;
  }
  const requestParams: ZodOpenApiOperationObject["requestParams"] = {};
  if (op.params) requestParams.path = op.params as z.ZodObject;
  if (op.query) requestParams.query = op.query as z.ZodObject;
  if (op.params || op.query) operation.requestParams = requestParams;
  if (op.body) {
    const type = op.bodyType === "multipart" ? "multipart/form-data" : "application/json";
    operation.requestBody = { required: true, content: { [type]: { schema: op.body } } };
  }
  return operation;
}

/** The OpenAPI 3.1 document of /api/v1, built from the same zod schemas the handlers parse with. */
export function buildOpenApiDocument(operations: Operation[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    (item as Record<string, ZodOpenApiOperationObject>)[op.method.toLowerCase()] = toOperation(op);
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "TalentBridge Staffing API",
      version: "1.0.0",
      description:
        "Versioned REST API of the job portal. JSON envelope: { success, message?, response } or { success: false, code, message, errors? }. Branch on `code` (listed per call and status), never on `message`.",
    },
    servers: [{ url: "/api/v1" }],
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE_NAME } },
    },
    paths,
  });
}
