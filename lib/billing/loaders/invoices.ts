import "server-only";
// Reads for /finance (decisions.md section 21): the invoices, a page and a filter from the address, and
// whether our billing settings are saved yet (no draft can be made before).
import { requireRole } from "@/lib/auth/guards";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { invoicesQuerySchema, type InvoicesQuery } from "@/lib/billing/schemas/invoices";
import { ApiError } from "@/lib/api/errors";
import type { InvoiceJson, InvoicesPage } from "@/lib/billing/contract/invoices";
import { getInvoice, listInvoices } from "@/lib/billing/service/invoices";
import { getBillingSettings } from "@/lib/billing/service/settings";
import { billedClients, type BilledClient } from "@/lib/billing/service/reports";

export type FinanceHome = InvoicesPage & { query: InvoicesQuery; settingsSaved: boolean; clients: BilledClient[] };

/** /finance: the invoices as GET finance/invoices answers them, for the filter in the address. */
export async function loadFinanceHome(searchParams: SearchParams): Promise<FinanceHome> {
  const user = await requireRole(...FINANCE_ROLES);
  const query = parseSearchParams(invoicesQuerySchema, searchParams);
  const [page, settings, clients] = await Promise.all([listInvoices(user, query), getBillingSettings(user), billedClients(user)]);
  return { ...page, query, settingsSaved: settings !== null, clients };
}

/** /finance/drafts: the drafts, newest first, a page at a time (the list API with status=draft). */
export async function loadFinanceDrafts(searchParams: SearchParams): Promise<InvoicesPage & { page: number }> {
  const user = await requireRole(...FINANCE_ROLES);
  const query = parseSearchParams(invoicesQuerySchema, searchParams);
  return { ...(await listInvoices(user, { page: query.page, status: "draft" })), page: query.page };
}

/** /finance/invoices/{id}: the invoice as Finance sees it (an unknown id is the page's 404). */
export async function loadFinanceInvoice(id: string): Promise<InvoiceJson | null> {
  const user = await requireRole(...FINANCE_ROLES);
  try {
    return await getInvoice(user, { id });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
