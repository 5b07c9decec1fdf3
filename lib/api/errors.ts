/** The one error type of the app; route handlers and actions map it to the API envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new ApiError(400, message, errors);
export const unauthorized = (message = "Please log in to continue.") => new ApiError(401, message);
export const forbidden = (message = "You are not allowed to do this.") => new ApiError(403, message);
export const notFound = (message = "Not found.") => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const payloadTooLarge = (message: string) => new ApiError(413, message);
export const unsupportedType = (message: string) => new ApiError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Field errors from a zod error: the first message per top-level field. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

type PrismaLikeError = {
  code?: unknown;
  name?: unknown;
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
};

/** Postgres refuses text it cannot store (a NUL character, bytes that are not UTF-8). */
const UNSTORABLE_TEXT_CODES = new Set(["22021", "22P05"]);
export const INVALID_TEXT_MESSAGE = "The input contains characters that are not allowed.";

/** Maps known database errors to API errors; anything else is unexpected (500). */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error && typeof error === "object") {
    const e = error as PrismaLikeError & { issues?: { path: PropertyKey[]; message: string }[] };
    if (e.name === "ZodError" && Array.isArray(e.issues)) {
      const errors = fieldErrors(e.issues);
      return badRequest(Object.values(errors)[0] ?? "Invalid input", errors);
    }
    if (e.code === "P2002") return conflict("This record already exists.");
    if (e.code === "P2025") return notFound();
    // A backstop: withApi already refuses NUL characters before anything reaches the database.
    if (UNSTORABLE_TEXT_CODES.has(String(e.meta?.driverAdapterError?.cause?.originalCode))) {
      return badRequest(INVALID_TEXT_MESSAGE);
    }
  }
  return null;
}
