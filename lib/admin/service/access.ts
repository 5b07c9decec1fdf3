import { forbidden } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";

/**
 * Every console service checks the acting user's role itself, behind the route's and the action's
 * check: a page loader or a new caller that forgets its guard still cannot read or decide anything.
 */
export function assertAdmin(user: SessionUser): void {
  if (user.role !== "Admin") throw forbidden();
}
