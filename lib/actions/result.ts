import { toApiError } from "@/lib/api/errors";

export type ActionResult<T = null> =
  | { ok: true; data: T; message?: string }
  | { ok: false; message: string; status: number; errors?: Record<string, string> };

/** Runs a server action body and turns thrown ApiErrors into a result the form can show. */
export async function runAction<T>(fn: () => Promise<T>, message?: string): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await fn(), message };
  } catch (error) {
    // redirect() and notFound() work by throwing; let Next handle them.
    if (error && typeof error === "object" && "digest" in error && String((error as { digest: unknown }).digest).startsWith("NEXT_")) {
      throw error;
    }
    const apiError = toApiError(error);
    if (apiError) return { ok: false, message: apiError.message, status: apiError.status, errors: apiError.errors };
    console.error("[action] failed:", error instanceof Error ? error.message : error);
    return { ok: false, message: "Something went wrong. Please try again later.", status: 500 };
  }
}
