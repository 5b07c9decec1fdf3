import { describe, expect, it } from "vitest";
import { documentNumber, financialYearLabel, financialYearOf } from "@/lib/billing/rules/numbering";

describe("numbers by financial year (April to March)", () => {
  it("puts March in the year that began the April before, and April 1 in a new one", () => {
    expect(financialYearOf("2027-03-31")).toBe(2026);
    expect(financialYearOf("2027-04-01")).toBe(2027);
    expect(financialYearOf("2026-12-31")).toBe(2026);
    expect(financialYearOf("2027-01-01")).toBe(2026);
    expect(() => financialYearOf("31-03-2027")).toThrow(RangeError);
  });

  it("writes {prefix}/{yy-yy}/{5 digits}, at most 16 characters", () => {
    expect(documentNumber("TB", financialYearOf("2027-03-31"), 1)).toBe("TB/26-27/00001");
    expect(documentNumber("TB", financialYearOf("2027-04-01"), 1)).toBe("TB/27-28/00001");
    expect(documentNumber("ABCD", 2099, 99_999)).toBe("ABCD/99-00/99999");
    expect(documentNumber("ABCD", 2099, 99_999)).toHaveLength(16);
    expect(financialYearLabel(2009)).toBe("09-10");
    expect(() => documentNumber("TB", 2026, 100_000)).toThrow(RangeError);
    expect(() => documentNumber("TB", 2026, 0)).toThrow(RangeError);
  });
});
