// GST on our services (decisions.md section 21): 18 %, split by where the service is supplied, and the
// GSTIN checks the billing forms make. Browser-safe.
import { isValidGstin, GSTIN_PATTERN, normaliseGstin } from "@/lib/employers/rules/gstin";
import { percentOf } from "@/lib/billing/rules/money";
import { gstStateByCode, gstStateByName, type GstState } from "@/lib/billing/rules/states";

/** 18 %, in basis points; intra-state it is charged as CGST 9 % + SGST 9 %. */
export const GST_BASIS_POINTS = 1800;
export const HALF_GST_BASIS_POINTS = 900;

export type SupplyTypeName = "intra" | "inter";
export type InvoiceKindName = "placement" | "conversion" | "contract" | "training" | "manual";

/** The SAC (services accounting code) of each kind of service we bill. */
export const SAC_BY_KIND: Record<Exclude<InvoiceKindName, "manual">, string> = {
  placement: "998512",
  conversion: "998516",
  contract: "998513",
  training: "999293",
};

/** What each SAC is, as an invoice line or a form's select names it. */
export const SAC_LABELS: Record<string, string> = {
  "998512": "998512 Permanent placement",
  "998516": "998516 Contract-to-permanent conversion",
  "998513": "998513 Contract staffing",
  "999293": "999293 Training",
};

export const SAC_CODES = Object.keys(SAC_LABELS) as readonly string[];

export type GstSplit = { supplyType: SupplyTypeName; cgst: number; sgst: number; igst: number; total: number };

/**
 * The tax on an invoice's taxable total (paise): within our own state CGST 9 % and SGST 9 %, each
 * rounded half up on the total; to another state IGST 18 %, rounded once. (So an intra-state invoice
 * may carry a paisa more tax than an inter-state one: each tax is rounded on its own, as the law asks.)
 */
export function gstSplit(taxable: number, supplierStateCode: string, placeOfSupplyCode: string): GstSplit {
  if (!Number.isSafeInteger(taxable) || taxable < 0) throw new RangeError("taxable: whole paise, not negative");
  if (supplierStateCode === placeOfSupplyCode) {
    const half = percentOf(taxable, HALF_GST_BASIS_POINTS);
    return { supplyType: "intra", cgst: half, sgst: half, igst: 0, total: taxable + 2 * half };
  }
  const igst = percentOf(taxable, GST_BASIS_POINTS);
  return { supplyType: "inter", cgst: 0, sgst: 0, igst, total: taxable + igst };
}

export const GSTIN_FORM_MESSAGE = "Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV";
export const GSTIN_CHECK_MESSAGE =
  "This GSTIN's last character (its check digit) does not match the first 14: please check it for a typo";

/** What is wrong with a typed GSTIN (normalised first), or null when its form and check digit are right. */
export function gstinProblem(value: string): string | null {
  const gstin = normaliseGstin(value);
  if (!GSTIN_PATTERN.test(gstin)) return GSTIN_FORM_MESSAGE;
  return isValidGstin(gstin) ? null : GSTIN_CHECK_MESSAGE;
}

/**
 * 400 GSTIN_STATE's words when a GSTIN's first two digits are not the state's GST code: a GSTIN is
 * registered in one state, and the invoice's place of supply and tax split follow the state.
 */
export function gstinStateProblem(gstin: string, stateName: string): string | null {
  const state: GstState | undefined = gstStateByName(stateName);
  const code = gstin.slice(0, 2);
  if (!state || state.code === code) return null;
  const registered = gstStateByCode(code);
  return registered
    ? `This GSTIN is registered in ${registered.name} (${code}), not in ${state.name} (${state.code}). Choose its state or check the GSTIN.`
    : `This GSTIN starts with ${code}, which is not ${state.name}'s GST code (${state.code}).`;
}
