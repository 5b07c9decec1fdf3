// Training fees (decisions.md section 21; decision 0057, "Training fees"): the plans, the words the
// enrol dialog and My training show, and the placement window. Browser-safe.
import { GST_BASIS_POINTS } from "@/lib/billing/rules/gst";
import { formatPaise, percentOf } from "@/lib/billing/rules/money";

export const TRAINING_FEE_PLANS = ["pay_now", "pay_after_placement"] as const;
export type TrainingFeePlanName = (typeof TRAINING_FEE_PLANS)[number];

/** What my-enrollments' `fee.status` may say: the invoice's status (pay_now) or the agreement's. */
export const TRAINING_FEE_STATUSES = ["active", "due", "paid", "lapsed", "draft", "issued", "partly_paid", "cancelled"] as const;
export type TrainingFeeStatusName = (typeof TRAINING_FEE_STATUSES)[number];

/** A `pay_now` invoice is due this many days after its issue. */
export const PAY_NOW_DUE_DAYS = 7;
/** A placement counts from the enrolment until this many days after the batch's end. */
export const PLACEMENT_WINDOW_DAYS = 365;
/** The most a programme's fee may be (₹10 lakh, in paise): far inside an invoice line's limit. */
export const MAX_TRAINING_FEE_PAISE = 100_000_000;

export const PLAN_REQUIRED_MESSAGE = "This batch has a fee: choose how you will pay (now, or after you are placed) and your state for the invoice.";
export const BILLING_STATE_MESSAGE = "Choose your state (it decides the GST on your invoice)";
export const PAY_AFTER_PLACEMENT_UNAVAILABLE = "This programme cannot be paid after placement: choose to pay now.";

export const TRAINING_FEE_PLAN_LABELS: Record<TrainingFeePlanName, string> = {
  pay_now: "Pay now",
  pay_after_placement: "Pay after placement",
};

export const TRAINING_FEE_STATUS_LABELS: Record<TrainingFeeStatusName, string> = {
  active: "Agreed: billed only if you are placed",
  due: "Invoiced",
  paid: "Paid",
  lapsed: "Not billed",
  draft: "Being prepared",
  issued: "Invoiced",
  partly_paid: "Partly paid",
  cancelled: "Cancelled",
};

/** The GST on a fee as an invoice outside our state adds it (18 %, half up); inside it may differ by a paisa. */
export const gstOnFee = (fee: number): number => percentOf(fee, GST_BASIS_POINTS);

/** "₹10,000.00 + GST ₹1,800.00 (₹11,800.00)". */
export function feeWithGstText(fee: number): string {
  const gst = gstOnFee(fee);
  return `${formatPaise(fee)} + GST ${formatPaise(gst)} (${formatPaise(fee + gst)})`;
}

const RUPEES = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** The pay-after-placement terms in the candidate's words. */
export function payAfterPlacementTerms(minAnnualCtc: number): string {
  return `Billed only if you are placed at ₹${RUPEES.format(minAnnualCtc)} a year or more within a year of the batch's end.`;
}

const DAY_MS = 86_400_000;

/** The last day (YYYY-MM-DD, India) a placement counts: the batch's end day + 365 days. */
export function placementWindowEnd(batchEndDay: string): string {
  return new Date(Date.parse(`${batchEndDay}T00:00:00Z`) + PLACEMENT_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether a placement on `placedDay` at `annualCtc` bills a pay-after-placement agreement made on
 * `enrolledDay` (all days India time): inside [enrolment, batch end + 365] and at least the least CTC.
 */
export function placementBills(terms: { enrolledDay: string; batchEndDay: string; minAnnualCtc: number }, placedDay: string, annualCtc: number): boolean {
  return placedDay >= terms.enrolledDay && placedDay <= placementWindowEnd(terms.batchEndDay) && annualCtc >= terms.minAnnualCtc;
}

type AgreementFacts = { plan: TrainingFeePlanName; status: "active" | "due" | "paid" | "lapsed"; invoiceId: string | null; invoice: { status: string } | null };

/** my-enrollments' `fee`: pay_now shows its invoice's status; pay after placement its own, `paid` once its invoice is. */
export function trainingFeeJson(row: AgreementFacts | null): { plan: TrainingFeePlanName; status: TrainingFeeStatusName; invoiceId: string | null } | null {
  if (!row) return null;
  const invoiceStatus = row.invoice?.status as TrainingFeeStatusName | undefined;
  const status = row.plan === "pay_now" ? (invoiceStatus ?? row.status) : invoiceStatus === "paid" ? "paid" : row.status;
  return { plan: row.plan, status, invoiceId: row.invoiceId };
}
