// Who an invoice bills and where the service is supplied (decisions.md section 21). Read when a draft is
// made or changed and again at issue; the issued invoice keeps the copy (frozen columns), so a company
// that moves or a person who is later erased does not change an invoice already issued.
import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CANDIDATE_NOT_FOUND, COMPANY_NOT_FOUND, NO_CLIENT_BILLING_MESSAGE, invoiceTotals } from "@/lib/billing/rules/invoices";
import { gstStateByName } from "@/lib/billing/rules/states";
import type { BillingSettingsJson } from "@/lib/billing/contract/settings";

type Client = Prisma.TransactionClient | typeof db;

export type BillTo = { name: string; gstin: string | null; address: string | null; state: string | null; email: string };

/** Whom a draft bills: a company, or a person with the state they gave (null: none given). */
export type Recipient = { employerId: string } | { candidateId: string; state: string | null };

/** A company's billing details (409 until its owners gave them), or a candidate's name, e-mail and address. */
export async function readBillTo(client: Client, recipient: Recipient): Promise<BillTo> {
  if ("employerId" in recipient) {
    const company = await client.employer.findUnique({
      where: { id: recipient.employerId },
      select: { billing: { select: { legalName: true, gstin: true, address: true, state: true, billingEmail: true } } },
    });
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    if (!company.billing) throw conflict(NO_CLIENT_BILLING_MESSAGE);
    const { legalName, gstin, address, state, billingEmail } = company.billing;
    return { name: legalName, gstin, address, state, email: billingEmail };
  }
  const person = await client.user.findFirst({
    where: { id: recipient.candidateId, role: "Candidate", deletedAt: null },
    select: { name: true, email: true, candidate: { select: { currentAddress: true, permanentAddress: true } } },
  });
  if (!person) throw notFound(CANDIDATE_NOT_FOUND);
  const address = person.candidate?.currentAddress ?? person.candidate?.permanentAddress ?? null;
  return { name: person.name, gstin: null, address, state: recipient.state, email: person.email };
}

/**
 * The place of supply: the recipient's state; for a person who gave none, our own (the law's rule for
 * a recipient without an address on record: the supplier's location).
 */
export function placeOfSupply(settings: BillingSettingsJson, billTo: BillTo): { state: string; code: string } {
  const state = billTo.state ? gstStateByName(billTo.state) : undefined;
  return state ? { state: state.name, code: state.code } : { state: settings.state, code: settings.stateCode };
}

/** The columns an invoice holds for its bill-to, place of supply and totals, and its lines' rows. */
export function billedColumns(settings: BillingSettingsJson, billTo: BillTo, lines: readonly { description: string; sac: string; quantity: number; rate: number }[]) {
  const place = placeOfSupply(settings, billTo);
  const totals = invoiceTotals(lines, settings.stateCode, place.code);
  return {
    invoice: {
      billToName: billTo.name,
      billToGstin: billTo.gstin,
      billToAddress: billTo.address,
      billToState: billTo.state,
      billToEmail: billTo.email,
      placeOfSupplyState: place.state,
      placeOfSupplyCode: place.code,
      supplyType: totals.supplyType,
      taxable: BigInt(totals.taxable),
      cgst: BigInt(totals.cgst),
      sgst: BigInt(totals.sgst),
      igst: BigInt(totals.igst),
      total: BigInt(totals.total),
    },
    lines: lines.map((line, i) => ({
      position: i + 1,
      description: line.description,
      sac: line.sac,
      quantity: line.quantity.toFixed(4),
      rate: BigInt(line.rate),
      amount: BigInt(totals.amounts[i]),
    })),
  };
}
