import "server-only";
// Page data of /finance/settings, /finance/clients and /employer/billing (decisions.md section 21): the
// same services as GET finance/settings and GET employer/billing, and Finance's clients a page at a time.
import { ApiError } from "@/lib/api/errors";
import { requireRole } from "@/lib/auth/guards";
import { pageField, parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { z } from "zod";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import type { BillingSettingsJson, ClientBillingJson } from "@/lib/billing/contract/settings";
import { getEmployerBilling, listClients, type ClientRow } from "@/lib/billing/service/clients";
import { getBillingSettings } from "@/lib/billing/service/settings";

export async function loadFinanceSettings(): Promise<BillingSettingsJson | null> {
  const user = await requireRole(...FINANCE_ROLES);
  return getBillingSettings(user);
}

const clientsQuerySchema = z.object({ page: pageField });

export async function loadFinanceClients(searchParams: SearchParams): Promise<{ clients: ClientRow[]; hasNextPage: boolean; page: number }> {
  const user = await requireRole(...FINANCE_ROLES);
  const { page } = parseSearchParams(clientsQuerySchema, searchParams);
  return { ...(await listClients(user, { page })), page };
}

export type EmployerBillingLoad = { ok: true; billing: ClientBillingJson | null } | { ok: false; message: string };

/** /employer/billing: the details for an owner; a recruiter or interviewer (403) gets the service's words to show. */
export async function loadEmployerBilling(): Promise<EmployerBillingLoad> {
  const user = await requireRole("Employer");
  try {
    return { ok: true, billing: await getEmployerBilling(user) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.message };
    throw error;
  }
}
