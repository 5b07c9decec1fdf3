// Reading a roster (decisions.md sections 18 and 20): the CSV's bytes become rows checked one by one
// against `rosterRowSchema`, with duplicates within the file named by the line they repeat (roll numbers
// compared without case or surrounding spaces). The header names the columns in any order, matched
// ignoring case, spaces and underscores (`Roll No` = `rollNo`), and may give `cgpa` (0-10) instead of
// `marks`. Lines are counted from 1 for the header, as the report shows them. What the rows mean for the
// database (students of other institutes, locked records) is the import's to check.
import "server-only";
import { setImmediate as nextTurn } from "node:timers/promises";
import { CsvError, parse } from "csv-parse";
import { ApiError, badRequest, payloadTooLarge, unsupportedType } from "@/lib/api/errors";
import { headerKey, rollKey } from "@/lib/campus/rules/common";
import { ROSTER_COLUMNS, ROSTER_HEADER, ROSTER_MAX_BYTES, ROSTER_MAX_ROWS, rosterRowSchema, type RosterColumn, type RosterRow } from "@/lib/campus/schemas/common";

export const ROSTER_HEADER_MESSAGE = `The header must name the columns ${ROSTER_HEADER.join(",")} (any order; case, spaces and underscores do not matter; cgpa may stand instead of marks)`;
export const ROSTER_TOO_LARGE_MESSAGE = `A roster may be at most ${ROSTER_MAX_BYTES / (1024 * 1024)} MB (5,000 students take under 1 MB).`;
export const ROSTER_NOT_TEXT_MESSAGE = "The roster must be a CSV file (UTF-8 text).";
export const CHOOSE_ROSTER_MESSAGE = "Please choose the roster file (CSV).";

export type LineError = { line: number; message: string };
/** A roster line that passed its own checks: marks or CGPA (the other null), rounded to the two decimals the record keeps. */
export type RosterLine = Omit<RosterRow, "marks" | "cgpa"> & { marks: number | null; cgpa: number | null; line: number };

// Range messages the shared field schemas leave to zod's defaults, in the report's words.
const RANGE_MESSAGES: Partial<Record<RosterColumn, string>> = {
  passingYear: "passingYear must be a year from 1950 to 2100",
  backlogs: "backlogs is a whole number from 0 to 50",
};

function issueMessage(field: string, code: string, message: string): string {
  if ((code === "too_small" || code === "too_big") && field in RANGE_MESSAGES) return RANGE_MESSAGES[field as RosterColumn]!;
  // The schema's own messages mostly name their field ("email is not a valid address"); the rest get it in front.
  return message.toLowerCase().startsWith(field.toLowerCase()) ? message : `${field}: ${message}`;
}

/** The multipart body's `file` part (a text part or none: 400). */
export function rosterFileOf(form: FormData): File {
  const value = form.get("file");
  if (typeof value === "object" && value !== null && value.size > 0) return value;
  throw badRequest(CHOOSE_ROSTER_MESSAGE, { file: CHOOSE_ROSTER_MESSAGE });
}

/** The file as text: over ROSTER_MAX_BYTES 413; bytes that are not UTF-8 text (or hold NUL) 415. */
export async function rosterText(file: File): Promise<string> {
  if (file.size > ROSTER_MAX_BYTES) throw payloadTooLarge(ROSTER_TOO_LARGE_MESSAGE);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw unsupportedType(ROSTER_NOT_TEXT_MESSAGE);
  }
  // NUL never occurs in a text file (and Postgres cannot store it): a binary file that happens to decode.
  if (text.includes("\u0000")) throw unsupportedType(ROSTER_NOT_TEXT_MESSAGE);
  return text;
}

export const TOO_MANY_LINES_MESSAGE = `A roster may hold at most ${ROSTER_MAX_ROWS.toLocaleString("en-IN")} students under its header: split the file.`;

type CsvRecord = { record: string[]; info: { lines: number } };

// How much text is parsed, and how many rows checked, before the request loop gets its turn back: a
// 5 MB file read in one synchronous call held every other request for seconds (issue 42).
const CHUNK_CHARS = 16 * 1024;
const ROWS_PER_TURN = 100;

class BrokenCsv extends Error {
  constructor(readonly line: number) {
    super("broken CSV");
  }
}

/**
 * The file's CSV records, a chunk at a time with a turn of the event loop between chunks, and no further
 * than one record past the limit (the rest of an oversized file is never parsed).
 */
async function csvRecords(text: string, limit: number): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true });
  let failure: unknown = null;
  parser.on("readable", () => {
    for (let record = parser.read(); record !== null; record = parser.read()) records.push(record as CsvRecord);
  });
  parser.on("error", (error) => (failure = error));
  const ended = new Promise<void>((resolve) => parser.once("end", resolve).once("close", resolve));
  for (let at = 0; at < text.length && records.length <= limit && !failure; at += CHUNK_CHARS) {
    parser.write(text.slice(at, at + CHUNK_CHARS));
    await nextTurn();
  }
  if (records.length > limit || failure) parser.destroy();
  else {
    parser.end();
    await ended;
  }
  if (failure && records.length <= limit) throw new BrokenCsv(failure instanceof CsvError && typeof failure.lines === "number" ? failure.lines : 1);
  return records;
}

const COLUMN_OF = new Map<string, RosterColumn>(ROSTER_COLUMNS.map((column) => [headerKey(column), column]));

/** The column each header cell names, or the one error that refuses the header. */
function headerColumns(cells: string[]): RosterColumn[] | string {
  const columns: RosterColumn[] = [];
  for (const cell of cells) {
    const column = COLUMN_OF.get(headerKey(cell));
    if (!column) return `${ROSTER_HEADER_MESSAGE}; "${cell.trim()}" is not one of them.`;
    if (columns.includes(column)) return `${ROSTER_HEADER_MESSAGE}; ${column} is named twice.`;
    columns.push(column);
  }
  const graded = columns.includes("marks") || columns.includes("cgpa");
  const missing = ROSTER_HEADER.filter((column) => !columns.includes(column) && (column !== "marks" || !graded)).map((column) => (column === "marks" ? "marks (or cgpa)" : column));
  return missing.length > 0 ? `${ROSTER_HEADER_MESSAGE}; missing: ${missing.join(", ")}.` : columns;
}

const twoDecimals = (value: number | undefined) => (value === undefined ? null : Math.round(value * 100) / 100);

/**
 * The roster's lines, or every error found. A wrong header, an empty roster or broken CSV is one error
 * (nothing else is read); more than ROSTER_MAX_ROWS lines is 400 TOO_MANY_LINES (decisions.md section 20);
 * otherwise every line is checked and all its problems listed. The work yields to other requests as it goes.
 */
export async function readRoster(text: string): Promise<{ lines: RosterLine[]; errors: LineError[] }> {
  let records: CsvRecord[];
  try {
    // The header and one line past the limit tell "too many" without reading the rest.
    records = await csvRecords(text, ROSTER_MAX_ROWS + 1);
  } catch (error) {
    if (!(error instanceof BrokenCsv)) throw error;
    return { lines: [], errors: [{ line: error.line, message: "This line is not valid CSV (check its quotes)." }] };
  }
  const [header, ...rows] = records;
  const columns = header ? headerColumns(header.record) : ROSTER_HEADER_MESSAGE;
  if (typeof columns === "string") return { lines: [], errors: [{ line: 1, message: columns }] };
  if (rows.length === 0) return { lines: [], errors: [{ line: 2, message: "The roster has no students under its header." }] };
  if (rows.length > ROSTER_MAX_ROWS) throw new ApiError(400, TOO_MANY_LINES_MESSAGE, { code: "TOO_MANY_LINES", errors: { file: TOO_MANY_LINES_MESSAGE } });

  const lines: RosterLine[] = [];
  const errors: LineError[] = [];
  const rollNoLine = new Map<string, number>();
  const emailLine = new Map<string, number>();
  for (const [index, { record, info }] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const line = info.lines;
    if (record.length !== columns.length) {
      errors.push({ line, message: `Expected ${columns.length} values (${columns.join(",")}), found ${record.length}.` });
      continue;
    }
    const parsed = rosterRowSchema.safeParse(Object.fromEntries(columns.map((field, i) => [field, record[i]])));
    if (!parsed.success) {
      // One message per field, in the header's order.
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "line");
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push({ line, message: issueMessage(field, issue.code, issue.message) });
      }
      continue;
    }
    const row = parsed.data;
    const firstRoll = rollNoLine.get(rollKey(row.rollNo));
    const firstEmail = emailLine.get(row.email);
    if (firstRoll !== undefined) errors.push({ line, message: `rollNo ${row.rollNo} is already on line ${firstRoll}` });
    if (firstEmail !== undefined) errors.push({ line, message: `email ${row.email} is already on line ${firstEmail}` });
    if (firstRoll !== undefined || firstEmail !== undefined) continue;
    rollNoLine.set(rollKey(row.rollNo), line);
    emailLine.set(row.email, line);
    lines.push({ ...row, marks: twoDecimals(row.marks), cgpa: twoDecimals(row.cgpa), line });
  }
  return { lines, errors };
}
