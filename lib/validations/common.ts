import { z } from "zod";

// The validation pieces every domain shares (docs/architecture.md "where does X go"). Messages that
// the spec words differently per form are parameters; everything else says the same thing everywhere.

export const lengthMessage = (max: number) => `Please keep this under ${max} characters`;

/** Blank form values ("" or whitespace, or null) count as absent, so "required" messages fire for them. */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

// Plain decimal only: Number() would also take "0x10", "1e3", "Infinity" and " 12 ".
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number typed into a form arrives as text; a JSON body may send a real number. Only decimal text
 * is converted: `true`, `[3]`, `{}`, "0x10" or "1e3" stay what they are and fail the number check.
 */
export const textToNumber = (value: unknown) => {
  const blank = blankToUndefined(value);
  if (typeof blank !== "string") return blank;
  const text = blank.trim();
  return DECIMAL.test(text) ? Number(text) : text;
};

// Single-line text (a title, a name, a city, a subject line) refuses control characters: a line break
// in a job title or an alert name would otherwise reach the subject of mails to other people (issue 29).
// Multi-line text (a <textarea>: descriptions, notes, messages, reasons, addresses) keeps them (\n, \r
// and \t are what it needs). NUL is refused for every input before any schema runs (parse.ts).
export const CONTROL_CHARACTERS_MESSAGE = "Please remove line breaks and other control characters";

// U+0000-U+001F and U+007F.
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001f\u007f]*$/;

/** The last check of a single-line field (after its own messages, so those keep coming first). */
const singleLine = (schema: z.ZodString, multiline: boolean) => (multiline ? schema : schema.regex(SINGLE_LINE_PATTERN, CONTROL_CHARACTERS_MESSAGE));

const required = (multiline: boolean, message: string, max: number) =>
  singleLine(z.string({ error: message }).trim().min(1, message).max(max, lengthMessage(max)), multiline);

const optional = (multiline: boolean, max: number, message: string) =>
  z.preprocess(blankToUndefined, singleLine(z.string().trim().max(max, message), multiline).optional());

const nullable = (multiline: boolean, max: number) =>
  singleLine(z.string().trim().max(max, lengthMessage(max)), multiline).transform((v) => (v === "" ? null : v));

/** Required single-line text: missing, null (wrong type) or blank all get `message`; trimmed. */
export const requiredText = (message: string, max: number) => required(false, message, max);

/** Optional single-line text: blank or absent is `undefined`; trimmed. */
export const optionalText = (max: number, message = lengthMessage(max)) => optional(false, max, message);

/** Optional single-line text for a stored column: blank is `null` (clears it), absent stays `undefined` (keeps it). */
export const nullableText = (max: number) => nullable(false, max);

/** `requiredText` for a <textarea>: line breaks and tabs are kept. */
export const requiredMultilineText = (message: string, max: number) => required(true, message, max);

/** `optionalText` for a <textarea>: line breaks and tabs are kept. */
export const optionalMultilineText = (max: number, message = lengthMessage(max)) => optional(true, max, message);

/** `nullableText` for a <textarea>: line breaks and tabs are kept. */
export const nullableMultilineText = (max: number) => nullable(true, max);

/** One single-line item of a list typed comma-separated (courses, qualifications, languages). */
export const singleLineItem = (max: number, message: string) => singleLine(z.string().trim().max(max, message), false);

// Scheme optional, a dotted host name, then an optional port and path, query or fragment.
export const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/i;

/** A website address (the one rule, used by every form that asks for one). */
export const websiteText = (message: string) => z.string({ error: message }).trim().max(2048, message).regex(WEBSITE_PATTERN, message);

// A mobile as people type it (decisions.md section 19): spaces and dashes between digits, a leading
// trunk "0" or the country code ("+91", "91", "+91-"). Nothing else is guessed: brackets, dots,
// letters or another country's code still get the form's message.
const MOBILE_TYPED = /^(?:\+?91|0)?(\d{10})$/;
const MOBILE_SEPARATORS = /[ \u00a0-]/g;

/** The ten digits of a mobile as typed ("098220 12345", "+91 98220-12345"), or null when it is not one. */
export function normaliseMobile(value: string): string | null {
  const match = MOBILE_TYPED.exec(value.trim().replace(MOBILE_SEPARATORS, ""));
  return match ? match[1] : null;
}

/**
 * An Indian mobile number: ten digits, stored without separators or prefix. What people type is
 * accepted and normalised (normaliseMobile); anything else gets `message`.
 */
export const mobileText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    // Longer than any typed form of ten digits: not a mobile (and not worth normalising).
    .max(32, message)
    .transform((value) => normaliseMobile(value) ?? value)
    .pipe(z.string().regex(/^\d{10}$/, message))
    .meta({ description: "An Indian mobile number: ten digits, stored without spaces, dashes, a leading 0 or +91 (all accepted)." });

/** The id of a record (cuid), as a path parameter, a body field or a server action's argument. */
export const recordId = (message = "An id is required") =>
  z.string({ error: message }).trim().min(1, message).max(64, "This id is too long");

export const idParams = z.object({ id: recordId() });

// ---------------------------------------------------------------------------------------------------
// Paging: one maximum page size and one set of messages for every list.

export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

const pageNumber = z.preprocess(
  textToNumber,
  z
    .number({ error: "Page must be a whole number" })
    .int("Page must be a whole number")
    .min(1, "Page must be at least 1")
    .max(MAX_PAGE, "Page is too large")
    .default(1),
);

const pageSize = (defaultSize: number, max: number) =>
  z.preprocess(
    textToNumber,
    z
      .number({ error: "Limit must be a whole number" })
      .int("Limit must be a whole number")
      .min(1, "Limit must be at least 1")
      .max(max, `Limit must be at most ${max}`)
      .default(defaultSize),
  );

/** `{ page, limit }` fields for a list query; spread into a domain's query object. */
/** How a paged list call reads in the API document (summary text), for the usual default of 20. */
export const PAGING_NOTE = "Paged with page (default 1) and limit (default 20, at most 100); the X-Total-Count header holds the total.";

export const pagingFields = (defaultSize: number, max = MAX_PAGE_SIZE) => ({ page: pageNumber, limit: pageSize(defaultSize, max) });

/** `page` alone, for lists whose page size is fixed by the spec. */
export const pageField = pageNumber;

// ---------------------------------------------------------------------------------------------------
// searchParams of pages: Next gives `string | string[] | undefined` per key.

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of each search parameter (a repeated ?status=a&status=b keeps the first). */
export function firstValues(params: SearchParams): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

/**
 * Parses a page's searchParams with the same schema the API uses. A hand-edited bad value does not
 * break the page: it falls back to the schema's defaults (the unfiltered first page).
 */
export function parseSearchParams<S extends z.ZodType>(schema: S, params: SearchParams): z.output<S> {
  const parsed = schema.safeParse(firstValues(params));
  if (parsed.success) return parsed.data;
  return schema.parse({});
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD between 2000 and 2100 (not 2026-02-30). */
export function isRealDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "2000-01-01" && value <= "2100-12-31";
}

/** A day field (YYYY-MM-DD, India); blank counts as absent. */
export const dayField = (message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().refine(isRealDay, message).meta({ format: "date", description: "YYYY-MM-DD (India)." }));

/** A query-string flag: "true" is true; "false", blank or absent is false. */
export const queryFlag = (name: string, description: string) =>
  z
    .preprocess(
      (value) => (value === undefined || value === null || value === "" ? "false" : typeof value === "boolean" ? String(value) : value),
      z.enum(["true", "false"], { error: `${name} must be true or false` }),
    )
    .transform((value) => value === "true")
    .meta({ description });

/** The most yearly rupees a CTC field takes (₹100 crore): a typo's extra zeros are refused. */
export const MAX_YEARLY_RUPEES = 1_000_000_000;

/**
 * Optional yearly whole rupees (an annual CTC): a JSON number, or the text a form sends ("600000",
 * "6,00,000"; blank is absent). A fraction, zero, a negative or more than MAX_YEARLY_RUPEES is `message`.
 */
export const optionalYearlyRupees = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? textToNumber(value.replace(/[,\s]/g, "")) : blankToUndefined(value)),
    z.number({ error: message }).int(message).min(1, message).max(MAX_YEARLY_RUPEES, message).optional().meta({ description: "Whole rupees a year." }),
  );
