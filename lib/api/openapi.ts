import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiOverride,
  type ZodOpenApiPathsObject,
} from "zod-openapi";
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
  422: "The file's content cannot be used",
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
  SORT_NEEDS_CANDIDATE: 400,
  UNKNOWN_SKILL: 400,
  INVALID_CODE: 400,
  TOO_MANY_LINES: 400,
  TOO_SHORT: 400,
  GSTIN_STATE: 400,
  PLAN_REQUIRED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PROFILE_INCOMPLETE: 403,
  DELETION_PENDING: 403,
  DEACTIVATED: 403,
  NOT_ALLOWED: 403,
  NOT_ELIGIBLE: 403,
  NOT_APPROVED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_APPLIED: 409,
  INVALID_TRANSITION: 409,
  STALE_STATE: 409,
  DUPLICATE_POST: 409,
  ALREADY_REPORTED: 409,
  ALREADY_INVITED: 409,
  JOB_CLOSED: 409,
  LIMIT_REACHED: 409,
  ENROLMENT_CLOSED: 409,
  ALREADY_ENROLLED: 409,
  NOT_OPEN: 409,
  CERTIFICATE_ISSUED: 409,
  NOT_FINISHED: 409,
  BATCH_FINISHED: 409,
  LAST_OWNER: 409,
  ALREADY_MEMBER: 409,
  ALREADY_SUBMITTED: 409,
  OFFER_LIMIT: 409,
  ALREADY_A_STUDENT: 409,
  TOO_EARLY: 409,
  ISSUED: 409,
  NOT_ISSUED: 409,
  OVERPAID: 409,
  DUPLICATE_PAYMENT: 409,
  OVER_CREDIT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  NO_TEXT: 422,
  UNREADABLE_FILE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

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
      ? { description: op.binaryDescription ?? "The file's bytes", content: { [op.binaryType ?? "application/octet-stream"]: { schema: z.string().meta({ format: "binary" }) } } }
      : {
          description: op.alternative ? `Success: JSON, or ${op.alternative.description}` : "Success",
          content: {
            "application/json": { schema: envelope(op.response) },
            ...(op.alternative ? { [op.alternative.type]: { schema: z.string().meta({ description: op.alternative.description }) } } : {}),
          },
        },
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
  operation.security = securityOf(op);
  if (Array.isArray(op.auth)) operation.description = `Roles: ${op.auth.join(", ")}.`;
  const requestParams: ZodOpenApiOperationObject["requestParams"] = {};
  if (op.params) requestParams.path = op.params as z.ZodObject;
  if (op.query) requestParams.query = op.query as z.ZodObject;
  if (op.params || op.query) operation.requestParams = requestParams;
  if (op.body) {
    const type = op.bodyType === "multipart" ? "multipart/form-data" : "application/json";
    // A call taking JSON or a form (multipartBody) documents both media types.
    const form = op.multipartBody ? { "multipart/form-data": { schema: op.multipartBody } } : {};
    operation.requestBody = { required: !op.bodyOptional, content: { [type]: { schema: op.body }, ...form } };
  }
  return operation;
}

/**
 * Every operation declares its security (OpenAPI lets a missing one mean "inherit", so linters ask):
 * roles need the session cookie; "optional" takes the call with or without one; "public" needs none.
 */
export function securityOf(op: Operation): NonNullable<ZodOpenApiOperationObject["security"]> {
  if (Array.isArray(op.auth)) return [{ sessionCookie: [] }];
  if (op.auth === "optional") return [{}, { sessionCookie: [] }];
  return [];
}

/**
 * The document's tags, in this order. Each operation's `tag` is defined here with its description;
 * a tag missing from this list is still defined (last, undescribed) and the OpenAPI test fails on it.
 */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  Auth: "Registering, logging in and out, e-mail codes and password recovery.",
  Candidate: "The candidate's own profile.",
  Employer: "The employer's own company profile and contact e-mail.",
  "Employer jobs": "An employer's job posts: posting, closing, renewing, deleting, and their applicants.",
  Jobs: "Searching and reading approved jobs (anyone).",
  Applications: "Applying, the candidate's applications, and moving applicants through the hiring pipeline.",
  "Saved jobs": "A candidate's bookmarked jobs.",
  Alerts: "Job alerts: saved searches e-mailed when new jobs match (confirm and unsubscribe by link).",
  "Job reports": "Reporting a job to the moderators.",
  Notifications: "In-app notifications of any signed-in user.",
  Files: "Uploaded documents (CV, logo, …), served to those allowed to see them.",
  University: "The university's profile and its requests.",
  Admin: "Moderation (employers, jobs, reports, university requests), contact messages, scheduled tasks and staff accounts.",
  Account: "Any account's password, sessions, data export and deletion.",
  Skills: "The skill catalogue behind every skill picker: look-up by name or alias (anyone).",
  Certificates: "Training results and certificates: a trainer records a score, anyone verifies a certificate by its code, the owner downloads the PDF, an admin revokes.",
  Matching: "Skills meet jobs: a candidate's recommended jobs, an employer's matching candidates and invitations to apply.",
  Training: "The academy: its programmes and their batches (anyone), the admin's new batches, and a candidate's enrolments (enrol, the waitlist, withdraw).",
  Attendance: "Training sessions' registers: the trainer's check-in code, a candidate's check-in and the trainer's corrections.",
  Messages: "One thread per application between the company and the candidate: reading, writing, the live stream, reports and mutes.",
  Team: "An employer company's team: members and their roles (owner, recruiter, interviewer), invitations and leaving.",
  Desk: "The staffing desk of TalentBridge's recruiters: searching discoverable candidates and trainees, saved searches, submittals to clients' jobs, placements and reports.",
  Billing:
    "Billing (Finance and admins; a company's owners for its billing details): our company's settings, clients' billing details and terms, invoices with GST (drafts, numbering at issue, cancelling drafts). Amounts are integers in paise.",
  Campus: "Campus placement: a university's students (roster import, the officer's lock), its offer policy and reports; placement drives, their rounds and offers.",
};

function tagsOf(operations: Operation[]) {
  const used = new Set(operations.map((op) => op.tag));
  const known = Object.keys(TAG_DESCRIPTIONS).filter((name) => used.has(name));
  const unknown = [...used].filter((name) => !(name in TAG_DESCRIPTIONS));
  return [...known.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })), ...unknown.map((name) => ({ name }))];
}

/**
 * A record keyed by an enum (z.record(z.enum([...]), V)) has every key, so zod-openapi lists them as
 * `required`, but only under `propertyNames`. Spell them out as `properties`, so the schema defines
 * what it requires (and clients get one field per key).
 */
const enumKeyedRecord: ZodOpenApiOverride = ({ zodSchema, jsonSchema }) => {
  if (zodSchema._zod.def.type !== "record" || jsonSchema.properties) return;
  const keys = (jsonSchema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  const value = jsonSchema.additionalProperties;
  if (!keys?.every((key) => typeof key === "string") || typeof value !== "object") return;
  jsonSchema.properties = Object.fromEntries((keys as string[]).map((key) => [key, value]));
  jsonSchema.additionalProperties = false;
  delete jsonSchema.propertyNames;
};

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
    tags: tagsOf(operations),
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE_NAME } },
    },
    paths,
  }, { override: enumKeyedRecord });
}
