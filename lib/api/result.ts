import type { ErrorCode } from "@/lib/api/errors";

/**
 * What the browser gets back from a server action or from the typed API client (lib/client/api):
 * one shape, so pages handle both the same way and branch on `code`, never on `message`.
 */
export type Result<T = null> =
  | { ok: true; data: T; message?: string }
  | { ok: false; code: ErrorCode; message: string; status: number; errors?: Record<string, string>; reasons?: string[] };
