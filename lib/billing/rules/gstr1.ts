// GSTR-1 as the GST portal's offline tool imports it (decisions.md section 21): the b2b, b2cs and cdnr
// sheets' CSV headers exactly as the tool's templates spell them (GSTR-1 offline tool 3.x templates, the
// shape since the 2020 change of the credit/debit-note sheets: a note no longer names its invoice), dates
// like 01-Dec-2026, the place of supply like 27-Maharashtra, amounts in rupees with two decimals. Pure
// and browser-safe: the service reads the rows, this file writes the text.
import { toCsv, type CsvCell } from "@/lib/format/csv";
import { paiseToRupeesText } from "@/lib/billing/rules/money";

export const GSTR1_SECTIONS = ["b2b", "b2cs", "cdnr"] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

export const GSTR1_HEADERS: Record<Gstr1Section, readonly string[]> = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  b2cs: ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
};

export const GSTR1_SECTION_LABELS: Record<Gstr1Section, string> = {
  b2b: "B2B: invoices to registered clients (with a GSTIN)",
  b2cs: "B2CS: supplies to unregistered recipients, by place of supply",
  cdnr: "CDNR: credit notes to registered clients",
};

/** Every supply we make is taxed at 18 % (decision 0057); the tool wants the rate as a number. */
export const GST_RATE_TEXT = "18";

// The tool's own state names where ours (the location data's) differ: it writes "&" in these three.
const TOOL_STATE_NAMES: Record<string, string> = {
  "01": "Jammu & Kashmir",
  "26": "Dadra & Nagar Haveli & Daman & Diu",
  "35": "Andaman & Nicobar Islands",
};

/** "27" and "Maharashtra" → "27-Maharashtra" (the tool's place-of-supply cell). */
export function placeOfSupplyText(code: string, state: string): string {
  return `${code}-${TOOL_STATE_NAMES[code] ?? state}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12-01" → "01-Dec-2026". */
export function gstr1Date(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Paise → rupees with two decimals ("118000.00"). */
export const rupees = (paise: number): string => paiseToRupeesText(paise);

export type B2bRow = { gstin: string; name: string; number: string; issueDate: string; total: number; posCode: string; posState: string; taxable: number };
export type B2csRow = { posCode: string; posState: string; taxable: number };
export type CdnrRow = { gstin: string; name: string; number: string; issueDate: string; amount: number; posCode: string; posState: string; taxable: number };

const b2bLine = (row: B2bRow): CsvCell[] => [
  row.gstin,
  row.name,
  row.number,
  gstr1Date(row.issueDate),
  rupees(row.total),
  placeOfSupplyText(row.posCode, row.posState),
  "N",
  "",
  "Regular B2B",
  "",
  GST_RATE_TEXT,
  rupees(row.taxable),
  rupees(0),
];

// "OE": supplies other than through an e-commerce operator.
const b2csLine = (row: B2csRow): CsvCell[] => ["OE", placeOfSupplyText(row.posCode, row.posState), "", GST_RATE_TEXT, rupees(row.taxable), rupees(0), ""];

// "C": a credit note; "Regular B2B": the note's supply is a regular one (not SEZ, export or deemed export).
const cdnrLine = (row: CdnrRow): CsvCell[] => [
  row.gstin,
  row.name,
  row.number,
  gstr1Date(row.issueDate),
  "C",
  placeOfSupplyText(row.posCode, row.posState),
  "N",
  "Regular B2B",
  rupees(row.amount),
  "",
  GST_RATE_TEXT,
  rupees(row.taxable),
  rupees(0),
];

/** The section's CSV: the tool's header, then a line per row (CRLF, no byte-order mark). */
export function gstr1Csv(section: "b2b", rows: readonly B2bRow[]): string;
export function gstr1Csv(section: "b2cs", rows: readonly B2csRow[]): string;
export function gstr1Csv(section: "cdnr", rows: readonly CdnrRow[]): string;
export function gstr1Csv(section: Gstr1Section, rows: readonly (B2bRow | B2csRow | CdnrRow)[]): string {
  const line = section === "b2b" ? b2bLine : section === "b2cs" ? b2csLine : cdnrLine;
  return toCsv([GSTR1_HEADERS[section], ...rows.map((row) => line(row as never))]);
}

/** The download's name: gstr1-b2b-2026-12.csv. */
export const gstr1FileName = (section: Gstr1Section, month: string) => `gstr1-${section}-${month}.csv`;
