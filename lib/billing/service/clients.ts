// A client company's billing (decisions.md section 21): its billing details, given by its owners
// (GET/PUT employer/billing: the company is the member row's, decision 0034), and the terms Finance
// agreed with it (PUT finance/clients/{employerId}/terms). Both are company data: they stay with the
// company whoever leaves it.
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { basisPointsToPercent, percentToBasisPoints } from "@/lib/billing/rules/money";
import { COMPANY_NOT_FOUND } from "@/lib/billing/rules/invoices";
import type { ClientBillingData, ClientTermsData } from "@/lib/billing/schemas/settings";
import type { ClientBillingJson, ClientTermsJson } from "@/lib/billing/contract/settings";
import { assertFinance } from "@/lib/billing/service/access";
import { assertGstinState } from "@/lib/billing/service/settings";

export const ONLY_OWNERS_BILLING_MESSAGE = "Only the company's owners can see and change its billing details.";
const NO_COMPANY_MESSAGE = "Employer profile not found.";

/** The company the acting login owns: 404 for a login in no company, 403 for a recruiter or interviewer. */
async function ownedCompanyId(user: SessionUser): Promise<string> {
  if (user.role !== "Employer") throw forbidden();
  const member = await db.employerMember.findUnique({ where: { userId: user.id }, select: { role: true, employerId: true } });
  if (!member) throw notFound(NO_COMPANY_MESSAGE);
  if (member.role !== "owner") throw forbidden(ONLY_OWNERS_BILLING_MESSAGE);
  return member.employerId;
}

type BillingRow = { employerId: string; legalName: string; gstin: string | null; address: string; state: string; billingEmail: string };

const billingJson = (row: BillingRow): ClientBillingJson => ({
  employerId: row.employerId,
  legalName: row.legalName,
  gstin: row.gstin,
  address: row.address,
  state: row.state,
  billingEmail: row.billingEmail,
});

/** GET employer/billing: the company's billing details, or null before its owners gave them. */
export async function getEmployerBilling(user: SessionUser): Promise<ClientBillingJson | null> {
  const employerId = await ownedCompanyId(user);
  const row = await db.clientBilling.findUnique({ where: { employerId } });
  return row ? billingJson(row) : null;
}

/** PUT employer/billing: replaces them; drafts read them again at issue, issued invoices keep theirs. */
export async function putEmployerBilling(user: SessionUser, data: ClientBillingData): Promise<ClientBillingJson> {
  const employerId = await ownedCompanyId(user);
  assertGstinState(data.gstin, data.state);
  const row = await db.clientBilling.upsert({ where: { employerId }, update: data, create: { employerId, ...data } });
  return billingJson(row);
}

/** PUT finance/clients/{employerId}/terms: the placement fee and payment terms agreed with a company. */
export async function putClientTerms(user: SessionUser, params: { employerId: string }, data: ClientTermsData): Promise<ClientTermsJson> {
  assertFinance(user);
  const company = await db.employer.findUnique({ where: { id: params.employerId }, select: { id: true } });
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  // The schema allowed two decimals at most, so this is exact.
  const placementFeeBasisPoints = percentToBasisPoints(data.placementFeePercent)!;
  const fields = { placementFeeBasisPoints, paymentTermsDays: data.paymentTermsDays };
  const row = await db.clientTerms.upsert({ where: { employerId: company.id }, update: fields, create: { employerId: company.id, ...fields } });
  return { employerId: row.employerId, placementFeePercent: basisPointsToPercent(row.placementFeeBasisPoints), paymentTermsDays: row.paymentTermsDays };
}

export const CLIENTS_PAGE_SIZE = 20;

/** A row of Finance's clients page: the company, its billing details and terms (null until given). */
export type ClientRow = {
  employerId: string;
  orgName: string;
  billing: ClientBillingJson | null;
  terms: ClientTermsJson | null;
};

/** Finance's clients: every company by name, a page at a time in SQL (one row more tells whether a page follows). */
export async function listClients(user: SessionUser, query: { page: number }): Promise<{ clients: ClientRow[]; hasNextPage: boolean }> {
  assertFinance(user);
  const rows = await db.employer.findMany({
    select: { id: true, orgName: true, billing: true, terms: true },
    orderBy: [{ orgName: "asc" }, { id: "asc" }],
    skip: (query.page - 1) * CLIENTS_PAGE_SIZE,
    take: CLIENTS_PAGE_SIZE + 1,
  });
  const clients = rows.slice(0, CLIENTS_PAGE_SIZE).map((row) => ({
    employerId: row.id,
    orgName: row.orgName,
    billing: row.billing ? billingJson(row.billing) : null,
    terms: row.terms
      ? { employerId: row.id, placementFeePercent: basisPointsToPercent(row.terms.placementFeeBasisPoints), paymentTermsDays: row.terms.paymentTermsDays }
      : null,
  }));
  return { clients, hasNextPage: rows.length > CLIENTS_PAGE_SIZE };
}
