// Test data for billing's invoice component tests (imported by *.test.tsx only): one issued intra-state
// placement invoice of ₹1,18,000, nothing paid yet, as finance's list and the client's list both show it.
import type { InvoiceJson } from "@/lib/billing/contract/invoices";

export const issuedInvoice: InvoiceJson = {
  id: "i1",
  number: "TB/26-27/00001",
  kind: "placement",
  status: "issued",
  employerId: "e1",
  candidateId: null,
  billTo: { name: "InfoSphere Technologies Private Limited", gstin: "27AABCI5231R1Z7", address: "Pune", state: "Maharashtra", email: "a@b.example" },
  placeOfSupply: { state: "Maharashtra", code: "27" },
  supplyType: "intra",
  lines: [{ description: "Fee", sac: "998512", quantity: 1, rate: 10_000_000, amount: 10_000_000 }],
  taxable: 10_000_000,
  cgst: 900_000,
  sgst: 900_000,
  igst: 0,
  total: 11_800_000,
  totalInWords: "Rupees One Lakh Eighteen Thousand Only",
  paid: 0,
  tds: 0,
  credited: 0,
  balance: 11_800_000,
  issueDate: "2026-11-29",
  dueDate: "2026-12-29",
  placementId: null,
  engagementId: null,
  enrollmentId: null,
  createdAt: "2026-11-28T10:00:00.000Z",
};
