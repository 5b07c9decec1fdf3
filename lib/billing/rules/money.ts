// Money is an integer number of paise (₹1 = 100 paise) everywhere in billing: no floating point ever
// holds an amount (decisions.md section 21, decision 0057). Rounding is half up to the paisa. Products
// that may pass Number.MAX_SAFE_INTEGER (a quantity in ten-thousandths times a rate) are taken in
// BigInt. Browser-safe.

/** The most paise one unit of a line may cost (₹100 crore): a typo's extra zeros are refused. */
export const MAX_RATE_PAISE = 10_000_000_000;
/** The most units of one line, and the finest step of a quantity (4 decimals: a month's share of days). */
export const MAX_QUANTITY = 100_000;
export const QUANTITY_SCALE = 10_000;
/** The most a line may come to (₹100 crore). */
export const MAX_LINE_AMOUNT_PAISE = 10_000_000_000;
/** The most lines one invoice holds. */
export const MAX_LINES = 50;

/** a ÷ b rounded half up, for a ≥ 0 and b > 0 (integers). */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  if (a < 0n || b <= 0n) throw new RangeError("divideHalfUp takes a >= 0 and b > 0");
  return (2n * a + b) / (2n * b);
}

/** A bigint that must fit a JS number exactly (every amount we store does, by the limits above). */
export function toSafeNumber(value: bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`amount out of range: ${value}`);
  return number;
}

/** A quantity (up to 4 decimals) as whole ten-thousandths, or null when it has more decimals. */
export function quantityUnits(quantity: number): number | null {
  if (!Number.isFinite(quantity)) return null;
  const units = Math.round(quantity * QUANTITY_SCALE);
  return Math.abs(units - quantity * QUANTITY_SCALE) < 1e-6 ? units : null;
}

/** A line's amount: quantity × rate (paise), half up to the paisa. */
export function lineAmount(quantity: number, rate: number): number {
  const units = quantityUnits(quantity);
  if (units === null || units < 0 || !Number.isSafeInteger(rate) || rate < 0) throw new RangeError("a quantity of at most 4 decimals and a whole rate in paise");
  return toSafeNumber(divideHalfUp(BigInt(units) * BigInt(rate), BigInt(QUANTITY_SCALE)));
}

/** `percent` of `amount` paise, half up, for a percent with at most two decimals given in basis points (9 % = 900). */
export function percentOf(amount: number, basisPoints: number): number {
  return toSafeNumber(divideHalfUp(BigInt(amount) * BigInt(basisPoints), 10_000n));
}

/** 12.5 → 1250 basis points; null when it has more than two decimals. */
export function percentToBasisPoints(percent: number): number | null {
  if (!Number.isFinite(percent)) return null;
  const points = Math.round(percent * 100);
  return Math.abs(points - percent * 100) < 1e-6 ? points : null;
}

export const basisPointsToPercent = (points: number): number => points / 100;

/**
 * A placement fee in paise (decisions.md section 21): annualCtc (yearly rupees) × 100 × the fee
 * percent ÷ 100, half up. With the percent in basis points that is annualCtc × points ÷ 100.
 */
export function placementFeePaise(annualCtc: number, feeBasisPoints: number): number {
  return toSafeNumber(divideHalfUp(BigInt(annualCtc) * BigInt(feeBasisPoints), 100n));
}

const RUPEES = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** 11800000 paise → "₹1,18,000.00" (Indian grouping; built from the integer, never a float). */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}₹${RUPEES.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

/** 11800050 paise → "118000.50": rupees with two decimals, for a UPI link or a CSV. */
export function paiseToRupeesText(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * What a person types in rupees ("1,234.50", "1234.5", "₹ 15,000") as whole paise, read from the text
 * (never through a float: "0.29" × 100 is 28.999… in binary). Null when it is not rupees with at most two
 * decimals. Commas are grouping only (Indian or Western), so "1,23,456.7" is 12345670.
 */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, "").replace(/,/g, "");
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paise = BigInt(match[1]) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
  return paise <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(paise) : null;
}
