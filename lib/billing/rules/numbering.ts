// Invoice and credit note numbers (decisions.md section 21): `{prefix}/{yy-yy}/{5 digits}`, one sequence
// per prefix and financial year (April to March, by the India day of issue). The sequence itself lives
// in the database (InvoiceSequence); these are its pure parts. Browser-safe.

/** The prefix of credit notes' numbers; an invoice prefix may not take it (the two would share numbers). */
export const CREDIT_NOTE_PREFIX = "CN";
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;
/** Five digits: the most numbers one prefix has in a year. */
export const MAX_SEQUENCE_NUMBER = 99_999;

const DAY = /^(\d{4})-(\d{2})-\d{2}$/;

/** The financial year of an India day (YYYY-MM-DD), by its first year: 2027-03-31 → 2026, 2027-04-01 → 2027. */
export function financialYearOf(day: string): number {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const year = Number(match[1]);
  return Number(match[2]) >= 4 ? year : year - 1;
}

/** 2026 → "26-27". */
export function financialYearLabel(firstYear: number): string {
  const yy = (year: number) => String(year % 100).padStart(2, "0");
  return `${yy(firstYear)}-${yy(firstYear + 1)}`;
}

/** ("TB", 2026, 1) → "TB/26-27/00001" (at most 16 characters with a 4-character prefix). */
export function documentNumber(prefix: string, financialYear: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE_NUMBER) throw new RangeError(`sequence out of range: ${sequence}`);
  return `${prefix}/${financialYearLabel(financialYear)}/${String(sequence).padStart(5, "0")}`;
}
