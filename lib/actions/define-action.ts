import type { z } from "zod";
import { INTERNAL_MESSAGE, toApiError } from "@/lib/api/errors";
import type { Result } from "@/lib/api/result";
import { requireActionRole } from "@/lib/auth/guards";
import type { Role, SessionUser } from "@/lib/auth/types";
import { parseInput } from "@/lib/validations/parse";

/** What every server action answers; forms show `message` / `errors` and branch on `code`. */
export type ActionResult<T = null> = Result<T>;

type Access = "public" | Role | readonly Role[];
type UserOf<A extends Access> = A extends "public" ? null : SessionUser;

type ActionDefinition<A extends Access, S extends z.ZodType> = {
  /** Who may call it: "public", or the role(s) checked on the server before anything else. */
  access: A;
  /** The shared zod schema of the form (lib/validations); the action parses with it, never trusts the page. */
  input: S;
  /** The success message the page toasts (the spec's words). */
  message?: string;
};

function isNextControlFlow(error: unknown): boolean {
  // redirect() and notFound() work by throwing; Next must see them.
  return Boolean(
    error && typeof error === "object" && "digest" in error && String((error as { digest: unknown }).digest).startsWith("NEXT_"),
  );
}

/** Turns whatever a service threw into a failed ActionResult (the same mapping as the API's envelope). */
export function actionFailure(error: unknown): Extract<ActionResult<never>, { ok: false }> {
  if (isNextControlFlow(error)) throw error;
  const apiError = toApiError(error);
  if (apiError) {
    return { ok: false, code: apiError.code, message: apiError.message, status: apiError.status, errors: apiError.errors, ...(apiError.reasons ? { reasons: apiError.reasons } : {}) };
  }
  console.error("[action] failed:", error instanceof Error ? error.message : error);
  return { ok: false, code: "INTERNAL", message: INTERNAL_MESSAGE, status: 500 };
}

/**
 * The one way to write a server action (docs/architecture.md): access check, then `parseInput`
 * with the shared schema, then the service with the acting user. Server actions are public
 * endpoints, so nothing the page sends is trusted.
 *
 *   export const postJobAction = defineAction(
 *     { access: "Employer", input: postJobSchema, message: "Job posted successfully" },
 *     (input, user) => postJob(user, input),
 *   );
 */
export function defineAction<A extends Access, S extends z.ZodType, T>(
  definition: ActionDefinition<A, S>,
  run: (input: z.output<S>, user: UserOf<A>) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  const roles: Role[] | null =
    definition.access === "public" ? null : Array.isArray(definition.access) ? [...definition.access] : [definition.access as Role];
  return async (raw) => {
    try {
      const user = roles ? await requireActionRole(...roles) : null;
      const input = parseInput(definition.input, raw);
      return { ok: true, data: await run(input, user as UserOf<A>), message: definition.message };
    } catch (error) {
      return actionFailure(error);
    }
  };
}
