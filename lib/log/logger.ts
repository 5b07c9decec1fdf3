import pino from "pino";

// Structured logs: one JSON object per line on stdout, for the platform to collect. Never log
// request bodies, passwords, codes, tokens or file contents: the request line carries only the
// fields below, and the redaction is a backstop for anything passed by mistake.
const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

// LOG_FILE sends the lines to a file instead (tests read them back); stdout otherwise.
const destination = process.env.LOG_FILE ? pino.destination({ dest: process.env.LOG_FILE, sync: true }) : pino.destination(1);

export const logger = pino(
  {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ["password", "*.password", "token", "*.token", "code", "*.code", "authorization", "*.authorization", "cookie", "*.cookie"],
      censor: "[redacted]",
    },
  },
  destination,
);

export type RequestLine = {
  requestId: string;
  method: string;
  /** The operation's path template (/api/v1/jobs/get-job/{id}), never the raw URL with its query. */
  route: string;
  status: number;
  durationMs: number;
  userId?: string | null;
  /** The error code of a failure envelope. */
  errorCode?: string;
  /** The client had gone before the answer was ready (a load run ending, a closed tab). */
  clientClosed?: boolean;
};

/** nginx's status for "the client closed the request": nobody received what the server answered. */
export const CLIENT_CLOSED_STATUS = 499;

export function logRequest({ clientClosed, ...line }: RequestLine): void {
  // An answer nobody read is not a server failure: logged as 499 with what it would have been, at info,
  // so a 503 or 500 in the logs always means a client saw one.
  const fields = clientClosed ? { ...line, status: CLIENT_CLOSED_STATUS, answered: line.status } : line;
  const level = clientClosed ? "info" : line.status >= 500 ? "error" : line.status >= 400 ? "warn" : "info";
  logger[level]({ ...fields, durationMs: Math.round(line.durationMs * 10) / 10 }, "request");
}
