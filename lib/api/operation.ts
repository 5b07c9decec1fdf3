import type { z } from "zod";
import type { ErrorCode } from "@/lib/api/errors";
import type { Role } from "@/lib/auth/types";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API call: the single description used both by its route handler (auth, parsing)
 * and by the OpenAPI document. Paths are relative to /api/v1 and use {param} syntax.
 */
export type Operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  id: string;
  method: HttpMethod;
  path: `/${string}`;
  summary: string;
  tag: string;
  /** "public": anyone; "optional": anyone, user passed when logged in; roles: only those. */
  auth: "public" | "optional" | readonly Role[];
  params?: P;
  query?: Q;
  body?: B;
  /** multipart bodies are parsed by the handler (files); `body` then only documents them. */
  bodyType?: "json" | "multipart";
  /**
   * A JSON body a caller may leave out (an empty body parses as `{}`): a call that gained optional
   * fields keeps working for callers that sent none (enrolment's plan, decisions.md section 21).
   */
  bodyOptional?: boolean;
  /**
   * A JSON call that also takes the same input as multipart/form-data (a CSV file instead of JSON
   * rows): withApi reads the form (ctx.form, ctx.body undefined) when the request's Content-Type is
   * multipart/form-data, the JSON `body` (ctx.body, ctx.form undefined) otherwise. This schema only
   * documents the form; the handler reads it. Set maxBodyBytes for the file.
   */
  multipartBody?: z.ZodType;
  /**
   * The most bytes withApi reads of the request body (a larger Content-Length is refused unread,
   * a streamed body is counted and reading stops; 413 PAYLOAD_TOO_LARGE). Defaults: 64 KiB for
   * JSON, 1 MiB for multipart (an upload sets its own: the sum of its file limits).
   */
  maxBodyBytes?: number;
  /** The 413 message past maxBodyBytes (e.g. an upload naming its file limits). */
  tooLargeMessage?: string;
  response: R;
  successStatus?: 200 | 201 | 202;
  /**
   * What this call can fail with, for the document: statuses (each brings its default code) and
   * codes beyond those defaults (e.g. "ALREADY_APPLIED", documented under its status). The wrapper's
   * own answers (400 for input, 401/403 for roles, 403 cross-site, 413 body cap) are added for you.
   */
  errors?: readonly (number | ErrorCode)[];
  /**
   * Skip the same-origin check of unsafe methods: only for public calls authorized by a token in the
   * URL, not by the session cookie (RFC 8058 one-click unsubscribe, posted by mail providers).
   */
  allowCrossOrigin?: boolean;
  /** Binary responses (files) are documented as such. */
  binary?: boolean;
  /** The binary response's media type when it is always the same (e.g. application/zip); default application/octet-stream. */
  binaryType?: string;
  /** The binary response's description when it is not a file (an event stream); default "The file's bytes". */
  binaryDescription?: string;
  /**
   * A second form of the JSON call's success, asked for in the query (a report's `?format=csv`): its
   * media type and what it holds, documented beside the JSON envelope.
   */
  alternative?: { type: string; description: string };
};

/** Keeps the literal types (auth, bodyType, schemas) so withApi can type the handler's context. */
export function defineOperation<const O extends Operation>(op: O): O {
  return op;
}
