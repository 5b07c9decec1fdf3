import { forbidden } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";

/**
 * Billing is Finance's and the admins' (decisions.md section 21); every billing service checks the role
 * itself, behind the route's check, so a loader or a new caller that forgets its guard reads nothing.
 */
export function assertFinance(user: SessionUser): void {
  if (!(FINANCE_ROLES as readonly string[]).includes(user.role)) throw forbidden();
}
