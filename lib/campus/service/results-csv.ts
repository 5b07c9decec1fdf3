// A round's results as CSV (decisions.md section 18): the header is `rollNo,result` (named as a roster's
// are: case, spaces and underscores do not matter, so "Roll No,Result" is the same), each line one
// student (result `advance` or `eliminate`). Read into rows with their line numbers (1 is the
// header) and a per-line report of what could not be read; the service checks the rows against the drive.
import "server-only";
import { CsvError, parse } from "csv-parse/sync";
import { payloadTooLarge } from "@/lib/api/errors";
import { headerKey } from "@/lib/campus/rules/common";
import { ROSTER_MAX_BYTES, ROSTER_MAX_ROWS, roundResultsSchema } from "@/lib/campus/schemas/common";

export const RESULTS_HEADER = ["rollNo", "result"] as const;
export const RESULTS_HEADER_MESSAGE = `The first line must be "${RESULTS_HEADER.join(",")}" (case, spaces and underscores do not matter).`;
export const RESULTS_TOO_LARGE_MESSAGE = `A results file may be at most ${ROSTER_MAX_BYTES / (1024 * 1024)} MB.`;

/** One result to record: from a CSV line (line 2 onwards) or a JSON item (counted from 1). */
export type ResultRow = { line: number; rollNo: string; result: "advance" | "eliminate"; universityId?: string };
export type LineError = { line: number; message: string };

const rowSchema = roundResultsSchema.shape.results.element;

/** The file's rows, or the lines it cannot be read at (then nothing is recorded). */
export async function readResultsCsv(file: File): Promise<{ rows: ResultRow[]; errors: LineError[] }> {
  if (file.size > ROSTER_MAX_BYTES) throw payloadTooLarge(RESULTS_TOO_LARGE_MESSAGE);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { rows: [], errors: [{ line: 1, message: "The file must be CSV text (UTF-8)." }] };
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as unknown as typeof records;
  } catch (error) {
    const line = error instanceof CsvError && typeof error.lines === "number" ? error.lines : 1;
    return { rows: [], errors: [{ line, message: "The file is not valid CSV (check the quotes on this line)." }] };
  }
  if (records.length === 0) return { rows: [], errors: [{ line: 1, message: "The file is empty." }] };
  const [header, ...lines] = records;
  if (header.record.map(headerKey).join(",") !== RESULTS_HEADER.map(headerKey).join(",")) return { rows: [], errors: [{ line: header.info.lines, message: RESULTS_HEADER_MESSAGE }] };
  if (lines.length === 0) return { rows: [], errors: [{ line: 1, message: "The file has no results under its header." }] };
  if (lines.length > ROSTER_MAX_ROWS) return { rows: [], errors: [{ line: 1, message: `A file may hold at most ${ROSTER_MAX_ROWS.toLocaleString("en-IN")} results.` }] };

  const rows: ResultRow[] = [];
  const errors: LineError[] = [];
  for (const { record, info } of lines) {
    if (record.length !== RESULTS_HEADER.length) {
      errors.push({ line: info.lines, message: `Expected ${RESULTS_HEADER.length} values (${RESULTS_HEADER.join(",")}), found ${record.length}.` });
      continue;
    }
    const parsed = rowSchema.safeParse({ rollNo: record[0], result: record[1] });
    if (parsed.success) rows.push({ line: info.lines, ...parsed.data });
    else errors.push({ line: info.lines, message: parsed.error.issues[0]?.message ?? "This line could not be read." });
  }
  return { rows, errors };
}
