import { z } from "zod";

// Preprocessors the form schemas share.

/** Blank form values ("" or whitespace, or null) count as absent, so "required" messages fire for them. */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * A number typed into a form arrives as text; a JSON body may send a real number. Only text is
 * converted: `true`, `[3]` or `{}` stay what they are and fail the number check (z.coerce would
 * have turned them into 1, 3 and NaN).
 */
export const textToNumber = (value: unknown) => {
  const blank = blankToUndefined(value);
  return typeof blank === "string" ? Number(blank) : blank;
};

/** The id of a record, as a server action receives it from the page. */
export const recordId = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(64, "This id is too long");
