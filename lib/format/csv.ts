// CSV as RFC 4180 writes it (csv-stringify 6: CRLF line ends; a field holding a comma, a quote or a line
// break is quoted, its quotes doubled), safe to open in a spreadsheet: a text cell starting with = + - @
// (or a tab or carriage return) would be read as a formula, so it gets a leading ' (OWASP "CSV
// injection"). Numbers are written as they are (a count or a median is never a formula).
import { stringify } from "csv-stringify/sync";

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
// csv-stringify quotes a field holding the record delimiter (CRLF) whole; a lone CR or LF must be quoted too.
const OPTIONS = { quoted_match: /[\r\n]/ } as const;

/** One field before quoting: blank for null, a finite number as is, text neutralised. */
function neutralise(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field as it stands in a line (neutralised, quoted when it must be). */
export function csvCell(value: CsvCell): string {
  return stringify([[neutralise(value)]], { ...OPTIONS, eof: false });
}

/** The rows (the header first) as one CSV text, each line ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutralise)),
    { ...OPTIONS, record_delimiter: "windows" },
  );
}
