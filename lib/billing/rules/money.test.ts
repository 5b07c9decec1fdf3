import { describe, expect, it } from "vitest";
import {
  divideHalfUp,
  formatPaise,
  lineAmount,
  paiseToRupeesText,
  percentOf,
  percentToBasisPoints,
  placementFeePaise,
  quantityUnits,
} from "@/lib/billing/rules/money";

describe("paise arithmetic", () => {
  it("divides half up", () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(4n, 2n)).toBe(2n);
    expect(divideHalfUp(149n, 100n)).toBe(1n);
    expect(divideHalfUp(150n, 100n)).toBe(2n);
    expect(() => divideHalfUp(-1n, 2n)).toThrow(RangeError);
  });

  it("a line is quantity × rate, half up to the paisa, quantities to 4 decimals", () => {
    expect(lineAmount(1, 150_000_00)).toBe(150_000_00);
    expect(lineAmount(2.5, 333)).toBe(833); // 832.5 → 833
    expect(lineAmount(0.3333, 100)).toBe(33); // 33.33 → 33
    expect(lineAmount(0.0001, 5000)).toBe(1); // 0.5 → 1
    expect(lineAmount(0.1, 3)).toBe(0); // 0.3 → 0
    // Past 2^53 in the middle (10^9 units × 10^10 paise): exact through BigInt.
    expect(lineAmount(100_000, 10_000_000_000)).toBe(1_000_000_000_000_000);
    expect(() => lineAmount(1.00001, 100)).toThrow(RangeError);
    expect(() => lineAmount(1, 1.5)).toThrow(RangeError);
  });

  it("reads quantities and percents with a fixed number of decimals, and refuses more", () => {
    expect(quantityUnits(0.1)).toBe(1000);
    expect(quantityUnits(12.3456)).toBe(123456);
    expect(quantityUnits(1.23456)).toBeNull();
    expect(percentToBasisPoints(8.33)).toBe(833);
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(8.333)).toBeNull();
  });

  it("takes percentages half up", () => {
    expect(percentOf(150, 900)).toBe(14); // 13.5 → 14
    expect(percentOf(149, 900)).toBe(13); // 13.41 → 13
  });

  it("a placement fee: annualCtc (rupees) × 100 × percent ÷ 100, half up", () => {
    expect(placementFeePaise(1_200_000, 833)).toBe(9_996_000); // 8.33 % of ₹12,00,000 = ₹99,960
    expect(placementFeePaise(1_000_001, 833)).toBe(8_330_008); // ₹83,300.0833 → 8,330,008 paise
    expect(placementFeePaise(600_000, 0)).toBe(0);
  });

  it("formats paise in the Indian grouping, from the integer", () => {
    expect(formatPaise(11_800_000)).toBe("₹1,18,000.00");
    expect(formatPaise(5)).toBe("₹0.05");
    expect(formatPaise(123_456_789)).toBe("₹12,34,567.89");
    expect(paiseToRupeesText(11_800_050)).toBe("118000.50");
  });
});
