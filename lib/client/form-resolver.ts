import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** The values of a form of text inputs for this schema: each field as the string its input holds. */
export type TextFormValues<S extends z.ZodType> = { [K in keyof z.input<S>]-?: string };

/**
 * zodResolver for a form of text inputs (a dialog's pitch or message): react-hook-form holds the
 * strings typed, a valid submit hands on the schema's output. zodResolver types the form's values as
 * the schema's input, which an optional field or a transform makes other than strings: hence the cast.
 */
export function textFormResolver<S extends z.ZodType<unknown, FieldValues>>(schema: S): Resolver<TextFormValues<S>, unknown, z.output<S>> {
  return zodResolver(schema) as unknown as Resolver<TextFormValues<S>, unknown, z.output<S>>;
}
