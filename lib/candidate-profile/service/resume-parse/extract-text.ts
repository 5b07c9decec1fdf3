import "server-only";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ApiError, unavailable } from "@/lib/api/errors";
import { logger } from "@/lib/log/logger";

// A resume's text, read in a child process with a deadline. Why a process: pdf.js works in long
// synchronous stretches, so a Promise.race in this process would answer at the deadline while the
// parse went on burning the server's CPU (a 300 KB PDF can inflate to gigabytes of drawing commands);
// only killing the reader stops it. Why a child process of a plain .mjs file rather than a worker thread: it
// needs nothing from the bundler (Next does not bundle worker entry files), runs the same under
// `next start`, `next dev` and the tests, and an out-of-memory crash or a native fault in a parser
// ends the child, not the server. The child gets a heap cap, no environment (no secrets to read) and
// only the first pages. `next start` runs from the repository (docs/deploying.md), where the file is.

export type ResumeKind = "pdf" | "docx" | "doc";

export const EXTRACT_TIMEOUT_MS = 10_000;
const MAX_PAGES = 10;
const MAX_CHARS = 100_000;
const CHILD_HEAP_MB = 256;
// Each read is a process of up to ~300 MB: a few at once per server, the rest asked to retry.
const MAX_RUNNING = 2;
const WORKER = path.join(process.cwd(), "lib", "candidate-profile", "service", "resume-parse", "extract-worker.mjs");

export const UNREADABLE_MESSAGE = "We could not read this file; upload it again as a PDF or Word document";
export const PASSWORD_MESSAGE = "This file is protected by a password; upload a copy without a password";
export const BUSY_MESSAGE = "We are reading other resumes right now; please try again in a moment";

type WorkerAnswer = { ok: true; text: string } | { ok: false; reason: "password" | "unreadable" };

const unreadable = (message = UNREADABLE_MESSAGE) => new ApiError(422, message, { code: "UNREADABLE_FILE" });

let running = 0;

/**
 * The text of a resume already checked for size and type. 422 UNREADABLE_FILE when the parser fails,
 * the file needs a password, or the deadline passes; 503 when too many reads are running here.
 */
export async function extractText(kind: ResumeKind, bytes: Uint8Array, opts: { timeoutMs?: number } = {}): Promise<string> {
  // A deployment without the reader is the server's fault (a logged 500), not the file's.
  if (!existsSync(WORKER)) throw new Error(`resume reader missing: ${WORKER}`);
  if (running >= MAX_RUNNING) throw unavailable(BUSY_MESSAGE, 5);
  running++;
  try {
    return await readInChild(kind, bytes, opts.timeoutMs ?? EXTRACT_TIMEOUT_MS);
  } finally {
    running--;
  }
}

function readInChild(kind: ResumeKind, bytes: Uint8Array, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const started = performance.now();
    // spawn of node with an "ipc" stdio is what fork does; fork itself is not used because Turbopack
    // takes its first argument for a module to bundle and fails the build (vercel/next.js#97952).
    const child = spawn(process.execPath, [`--max-old-space-size=${CHILD_HEAP_MB}`, WORKER], {
      env: { NODE_ENV: process.env.NODE_ENV ?? "production" },
      serialization: "advanced",
      stdio: ["ignore", "ignore", "ignore", "ipc"],
    });
    let settled = false;
    const finish = (outcome: () => void, why?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      if (why) logger.warn({ kind, bytes: bytes.byteLength, ms: Math.round(performance.now() - started), why }, "resume not read");
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(unreadable()), "deadline"), timeoutMs);
    child.once("message", (answer: WorkerAnswer) => {
      if (answer?.ok === true) finish(() => resolve(String(answer.text)));
      else if (answer?.reason === "password") finish(() => reject(unreadable(PASSWORD_MESSAGE)), "password");
      else finish(() => reject(unreadable()), "parser failed");
    });
    // Ended without an answer: killed by its heap cap or a fault in a parser.
    child.once("exit", (code, signal) => finish(() => reject(unreadable()), `exited ${signal ?? code}`));
    child.once("error", () => finish(() => reject(unreadable()), "child error"));
    child.send({ kind, bytes, maxPages: MAX_PAGES, maxChars: MAX_CHARS }, (error) => {
      if (error) finish(() => reject(unreadable()), "send failed");
    });
  });
}
