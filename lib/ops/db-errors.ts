// Recognises "the database cannot be reached right now" in the shapes it arrives in: Prisma's
// errors (with the driver adapter's cause), node-postgres errors and Node socket errors. Those
// become the API's 503 UNAVAILABLE (decisions.md section 13) instead of a 500.

/**
 * Prisma: can't reach / timed out / server closed the connection / too many connections, and P2028:
 * a transaction that could not start or finish in time (an overloaded database, not bad input).
 */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2037"]);

/** Postgres SQLSTATEs: connection exceptions (08xxx), admin or crash shutdown, starting up, too many connections. */
const SQLSTATE_CODES = new Set(["57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006", "08P01"]);

/** The driver adapter's error kinds (prisma driver-adapter-utils). */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseAccessDenied"]);

/** Node's socket errors when the server is gone or unreachable. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE", "EAI_AGAIN"]);

const CONNECTION_MESSAGES = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
];

type Cause = { kind?: unknown; originalCode?: unknown; code?: unknown };
type ErrorLike = {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  meta?: { driverAdapterError?: { cause?: Cause } };
};

export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as ErrorLike;
  const code = typeof e.code === "string" ? e.code : "";
  if (PRISMA_CODES.has(code) || SQLSTATE_CODES.has(code) || SOCKET_CODES.has(code)) return true;
  const cause = e.meta?.driverAdapterError?.cause;
  if (cause) {
    if (typeof cause.kind === "string" && ADAPTER_KINDS.has(cause.kind)) return true;
    const original = String(cause.originalCode ?? cause.code ?? "");
    if (SQLSTATE_CODES.has(original) || SOCKET_CODES.has(original)) return true;
  }
  const message = typeof e.message === "string" ? e.message : "";
  if (CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
  // AggregateError (e.g. ECONNREFUSED on both ::1 and 127.0.0.1) and wrapped causes.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1))) return true;
  return isDatabaseUnavailableError(e.cause, depth + 1);
}

export const UNAVAILABLE_MESSAGE = "Service temporarily unavailable. Please try again.";
/** Seconds a client should wait before retrying: the app recovers within a few seconds of the database. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
