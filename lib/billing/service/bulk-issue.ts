// POST finance/invoices/bulk-issue (decisions.md section 21): issues the drafts one by one, each through
// issueInvoice in its own transaction, so numbering stays gap-less and in the order given, and a draft
// that fails (issued meanwhile, cancelled, no lines, no billing details) fails alone. Sequential on
// purpose: issues queue on the one sequence row anyway, and a single caller must not hold 200 connections.
import "server-only";
import { toApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { BulkIssueData } from "@/lib/billing/schemas/reports";
import type { BulkIssueJson, BulkIssueResult } from "@/lib/billing/contract/reports";
import { assertFinance } from "@/lib/billing/service/access";
import { issueInvoice } from "@/lib/billing/service/issue";

export async function bulkIssueInvoices(user: SessionUser, data: BulkIssueData, opts: { now?: Date } = {}): Promise<BulkIssueJson> {
  assertFinance(user);
  const results: BulkIssueResult[] = [];
  for (const id of new Set(data.ids)) {
    try {
      const invoice = await issueInvoice(user, { id }, opts);
      results.push({ id, ok: true, number: invoice.number, status: invoice.status, code: null, message: null });
    } catch (error) {
      const apiError = toApiError(error);
      if (!apiError) throw error;
      results.push({ id, ok: false, number: null, status: null, code: apiError.code, message: apiError.message });
    }
  }
  const issued = results.filter((result) => result.ok).length;
  return { results, issued, failed: results.length - issued };
}
