import { describe, expect, it } from "vitest";
import { amountInWords } from "@/lib/billing/rules/words";

describe("the total in words (Indian system, to-words en-IN)", () => {
  it("writes rupees in lakhs and crores, 'Rupees … Only'", () => {
    expect(amountInWords(11_800_000)).toBe("Rupees One Lakh Eighteen Thousand Only");
    expect(amountInWords(100)).toBe("Rupees One Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(1_180_000_000)).toBe("Rupees One Crore Eighteen Lakh Only");
    expect(amountInWords(123_456_789)).toBe("Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only");
  });

  it("names paise only when there are some", () => {
    expect(amountInWords(11_800_050)).toBe("Rupees One Lakh Eighteen Thousand and Fifty Paise Only");
    expect(amountInWords(101)).toBe("Rupees One and One Paisa Only");
    expect(amountInWords(1)).toBe("Rupees Zero and One Paisa Only");
  });

  it("keeps 100 crore and more in crores (not the library's Arab)", () => {
    expect(amountInWords(2_500_000_000_000)).toBe("Rupees Two Thousand Five Hundred Crore Only");
    expect(amountInWords(1_000_000_100)).toBe("Rupees One Crore One Only");
    expect(amountInWords(250_012_345_600)).toBe("Rupees Two Hundred Fifty Crore One Lakh Twenty Three Thousand Four Hundred Fifty Six Only");
  });

  it("refuses fractions and negatives", () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
