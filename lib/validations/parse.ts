import type { z } from "zod";
import { badRequest, fieldErrors, INVALID_TEXT_MESSAGE, invalidInput } from "@/lib/api/errors";

/** Deeper input than this is refused before anything walks it (a 9,000-level JSON overflowed the stack). */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = "The input is nested too deeply.";

// A NUL cannot be stored in Postgres text; a lone UTF-16 surrogate cannot be sent to it as UTF-8
// (Prisma fails to serialize it, and single values would silently become U+FFFD).
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string holds a character the database cannot store. */
export function hasUnstorableText(value: string): boolean {
  return UNSTORABLE.test(value);
}

/**
 * Refuses input no schema should even see: nesting deeper than MAX_INPUT_DEPTH, NUL characters and
 * unpaired surrogates in any key or string. Iterative, so hostile depth cannot overflow the stack.
 */
export function assertStorableInput(value: unknown): void {
  const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  while (stack.length) {
    const { item, depth } = stack.pop()!;
    if (typeof item === "string") {
      if (hasUnstorableText(item)) throw badRequest(INVALID_TEXT_MESSAGE);
      continue;
    }
    if (!item || typeof item !== "object") continue;
    if (depth >= MAX_INPUT_DEPTH) throw badRequest(TOO_DEEP_MESSAGE);
    if (Array.isArray(item)) {
      for (const child of item) stack.push({ item: child, depth: depth + 1 });
    } else {
      for (const [key, child] of Object.entries(item)) {
        if (hasUnstorableText(key)) throw badRequest(INVALID_TEXT_MESSAGE);
        stack.push({ item: child, depth: depth + 1 });
      }
    }
  }
}

/**
 * The one way input is parsed, by API handlers and server actions alike: shape checks, then the
 * zod schema; failures are a 400 ApiError (code VALIDATION) with the first message per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  assertStorableInput(value);
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(fieldErrors(result.error.issues));
  return result.data;
}
