/**
 * The one error type of the app. Services throw it; `withApi` and `defineAction` turn it into the
 * failure envelope `{ success: false, code, message, errors? }` (decisions.md sections 4 and 9).
 * Clients branch on `code`, never on `message` (messages are the spec's words and may be reworded).
 */
import { isDatabaseUnavailableError, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/ops/db-errors";

export const ERROR_CODES = [
  "VALIDATION",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "ALREADY_APPLIED",
  "PROFILE_INCOMPLETE",
  "INVALID_TRANSITION",
  "STALE_STATE",
  "DUPLICATE_POST",
  "JOB_CLOSED",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_TYPE",
  "LIMIT_REACHED",
  "GONE",
  "INVALID_TOKEN",
  // Login to an account whose owner asked for its deletion (decisions.md section 12): 403.
  "DELETION_PENDING",
  // Login to a staff account an admin deactivated: 403.
  "DEACTIVATED",
  // A second report of the same job by the same person: 409.
  "ALREADY_REPORTED",
  // A second "Invite to apply" of the same candidate to the same job (decisions.md section 14): 409.
  "ALREADY_INVITED",
  // A skill id that is not in the catalogue (decisions.md section 14): 400 with the field named.
  "UNKNOWN_SKILL",
  // Resume pre-fill (decisions.md section 14): a file with no text layer, or one no parser can read: 422.
  "NO_TEXT",
  "UNREADABLE_FILE",
  // get-jobs sort=match asked by anyone but a signed-in candidate (decisions.md section 19): 400.
  "SORT_NEEDS_CANDIDATE",
  // Training check-in (decisions.md section 15): outside the session's start and end, 409; a wrong or
  // expired check-in code, 400.
  "NOT_OPEN",
  "INVALID_CODE",
  // Enrolment (decisions.md section 15): a batch whose enrolment has closed (started, ended or
  // cancelled), and a second enrolment in the same batch: both 409.
  "ENROLMENT_CLOSED",
  "ALREADY_ENROLLED",
  // A result whose certificate was issued cannot change (decisions.md section 15; revoke first): 409.
  "CERTIFICATE_ISSUED",
  // Academy results are drafts until the batch is finished (decisions.md section 20): finishing before
  // the last session has ended, 409; a result, register or finish after the batch was finished, 409; a
  // batch whose sessions add up to fewer hours than its programme's minimum, 400.
  "NOT_FINISHED",
  "BATCH_FINISHED",
  "TOO_SHORT",
  // Teams (decisions.md section 16): the company's last owner leaving or being demoted, 409; an
  // address already in another company, 409; the candidate writing first in a thread, 403.
  "LAST_OWNER",
  "ALREADY_MEMBER",
  "NOT_ALLOWED",
  // The staffing desk (decisions.md section 17): a second submittal of a candidate to a job, 409.
  "ALREADY_SUBMITTED",
  // Placement drives (decisions.md section 18): registering without meeting the eligibility rules, 403
  // with `reasons`; accepting a second offer under the one-offer policy, 409.
  "NOT_ELIGIBLE",
  "OFFER_LIMIT",
  // Amendments (decisions.md section 20): a university not (yet) approved by an admin acting on students
  // or drives, 403; a roster over its line limit, 400; confirming a roster line while already a student
  // of an institute, 409.
  "NOT_APPROVED",
  "TOO_MANY_LINES",
  "ALREADY_A_STUDENT",
  // Joining recorded as `joined` before the offer's joining date (decisions.md section 20): 409.
  "TOO_EARLY",
  // Billing (decisions.md section 21): a GSTIN whose first two digits are not the state's GST code, 400;
  // changing, cancelling or issuing again an invoice that was issued, 409.
  "GSTIN_STATE",
  "ISSUED",
  // Payments and credit notes (decisions.md section 21): a payment or credit note on a draft or cancelled
  // invoice, a payment above the balance, a method and reference recorded before, a credit above the
  // balance; each 409.
  "NOT_ISSUED",
  "OVERPAID",
  "DUPLICATE_PAYMENT",
  "OVER_CREDIT",
  // Training fees (decisions.md section 21): enrolling in a fee-charging batch without a payment plan, 400.
  "PLAN_REQUIRED",
  "UNAVAILABLE",
  "INTERNAL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an ApiError gets from its status when none is named (the OpenAPI document lists the same). */
export const DEFAULT_CODE: Record<number, ErrorCode> = {
  400: "VALIDATION",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  410: "GONE",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_TYPE",
  429: "RATE_LIMITED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

type ApiErrorInit = { code?: ErrorCode; errors?: Record<string, string>; headers?: Record<string, string>; reasons?: string[] };

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** Each rule a request missed, in words (403 NOT_ELIGIBLE of a drive registration, decisions.md section 18). */
  readonly reasons?: string[];

  constructor(
    readonly status: number,
    message: string,
    init: ApiErrorInit = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = init.code ?? DEFAULT_CODE[status] ?? (status >= 500 ? "INTERNAL" : "CONFLICT");
    this.errors = init.errors;
    this.reasons = init.reasons;
    this.headers = init.headers;
  }
}

export const INTERNAL_MESSAGE = "Something went wrong. Please try again later.";

/** Retry-After in whole seconds, at least 1 (RFC 9110 section 10.2.3). */
export const retryAfter = (seconds: number) => ({ "Retry-After": String(Math.max(1, Math.ceil(seconds))) });

export const badRequest = (message: string, errors?: Record<string, string>) => new ApiError(400, message, { errors });
export const unauthorized = (message = "Please log in to continue.") => new ApiError(401, message);
export const forbidden = (message = "You are not allowed to do this.", code?: ErrorCode) => new ApiError(403, message, { code });
export const notFound = (message = "Not found.") => new ApiError(404, message);
export const conflict = (message: string, code: ErrorCode = "CONFLICT") => new ApiError(409, message, { code });
export const gone = (message: string) => new ApiError(410, message);
export const payloadTooLarge = (message: string, errors?: Record<string, string>) => new ApiError(413, message, { errors });
export const unsupportedType = (message: string, errors?: Record<string, string>) => new ApiError(415, message, { errors });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, { headers: retryAfter(retryAfterSeconds) });
export const unavailable = (message: string, retryAfterSeconds = 5) =>
  new ApiError(503, message, { headers: retryAfter(retryAfterSeconds) });

/** Field errors from a zod error: the first message per top-level field. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A 400 from field errors: the first field's message leads, as the forms show it. */
export function invalidInput(errors: Record<string, string>): ApiError {
  return badRequest(Object.values(errors)[0] ?? "Invalid input", errors);
}

type PrismaLikeError = {
  code?: unknown;
  name?: unknown;
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
};

/** Two transactions waited on each other, or a serializable one lost: someone else's change won this time. */
const CONFLICT_CODES = new Set(["40P01", "40001"]);
export const RETRY_MESSAGE = "Someone else changed this at the same moment. Please try again.";

/** Postgres refuses text it cannot store (a NUL character, bytes that are not UTF-8). */
const UNSTORABLE_TEXT_CODES = new Set(["22021", "22P05"]);
export const INVALID_TEXT_MESSAGE = "The input contains characters that are not allowed.";

/** Maps known database errors to API errors; anything else is unexpected (500). */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  // The database is down or restarting: a 503 the client may retry, not a 500 (decisions.md section 13).
  if (isDatabaseUnavailableError(error)) return unavailable(UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS);
  if (error && typeof error === "object") {
    const e = error as PrismaLikeError & { issues?: { path: PropertyKey[]; message: string }[] };
    if (e.name === "ZodError" && Array.isArray(e.issues)) return invalidInput(fieldErrors(e.issues));
    // A unique index refused the row: P2002 from Prisma's own queries, 23505 from a raw statement.
    if (e.code === "P2002" || String(e.meta?.driverAdapterError?.cause?.originalCode) === "23505") return conflict("This record already exists.");
    if (e.code === "P2025") return notFound();
    if (e.code === "P2034" || CONFLICT_CODES.has(String(e.meta?.driverAdapterError?.cause?.originalCode))) return conflict(RETRY_MESSAGE, "STALE_STATE");
    // A backstop: input is checked for unstorable text before anything reaches the database.
    if (UNSTORABLE_TEXT_CODES.has(String(e.meta?.driverAdapterError?.cause?.originalCode))) {
      return badRequest(INVALID_TEXT_MESSAGE);
    }
  }
  return null;
}
