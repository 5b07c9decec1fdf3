import { describe, expect, it } from "vitest";
import { formatSalary } from "@/lib/job-search/rules/salary";

describe("formatSalary", () => {
  it("formats a yearly rupee range with Indian digit grouping", () => {
    expect(formatSalary({ min: 600_000, max: 900_000, currency: "INR", unit: "YEAR" })).toBe("₹6,00,000 – ₹9,00,000 a year");
  });

  it("shows a single figure when min equals max, with the unit's words", () => {
    expect(formatSalary({ min: 25_000, max: 25_000, currency: "INR", unit: "MONTH" })).toBe("₹25,000 a month");
    expect(formatSalary({ min: 500, max: 800, currency: "INR", unit: "HOUR" })).toBe("₹500 – ₹800 an hour");
  });

  it("takes the symbol from the salary's currency", () => {
    expect(formatSalary({ min: 90_000, max: 120_000, currency: "USD", unit: "YEAR" })).toBe("$90,000 – $1,20,000 a year");
    expect(formatSalary({ min: 40_000, max: 40_000, currency: "eur", unit: "YEAR" })).toBe("€40,000 a year");
  });

  it("falls back to the code for a currency Intl does not know instead of throwing", () => {
    expect(formatSalary({ min: 5_000, max: 5_000, currency: "XX", unit: "MONTH" })).toBe("XX 5,000 a month");
  });
});
