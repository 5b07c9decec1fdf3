import { describe, expect, it } from "vitest";
import { GSTIN_PATTERN, gstinCheckCharacter, isValidGstin, normaliseGstin } from "@/lib/employers/rules/gstin";

// An independent, literal transcription of GSTN's published steps, so the module is checked against
// something other than itself.
function referenceCheck(first14: string): string {
  const chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let total = 0;
  first14.split("").forEach((c, i) => {
    const product = chars.indexOf(c) * (i % 2 === 0 ? 1 : 2);
    total += Math.trunc(product / 36) + (product % 36);
  });
  return chars[(36 - (total % 36)) % 36];
}

describe("GSTIN", () => {
  it("accepts published, real-format GSTINs (their 15th character is the check character)", () => {
    // 27AAPFU0939F1ZV is the sample GSTIN in GSTN's and many tax tools' documentation.
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAACH7409R1Z8", "24AAACC1206D1ZM"]) {
      expect(isValidGstin(gstin), gstin).toBe(true);
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    }
  });

  it("computes the same check character as the reference steps", () => {
    for (const first14 of ["27AAPFU0939F1Z", "33AABCK4821Q1Z", "07AAACI1681G1Z", "09ZZZZZ9999Z9Z", "01AAAAA0000A1Z"]) {
      expect(gstinCheckCharacter(first14)).toBe(referenceCheck(first14));
    }
  });

  it("refuses a wrong check character", () => {
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z0")).toBe(false);
    // One changed PAN digit breaks the check too.
    expect(isValidGstin("27AAPFU0930F1ZV")).toBe(false);
  });

  it("refuses the wrong form", () => {
    for (const bad of ["", "27AAPFU0939F1Z", "27AAPFU0939F1ZVV", "2AAAPFU0939F1ZV", "27AAPF10939F1ZV", "27AAPFU0939F0ZV", "27AAPFU0939F1YV", "27AAPFU0939F1Z-"]) {
      expect(isValidGstin(bad), bad).toBe(false);
    }
    expect(GSTIN_PATTERN.test("27AAPFU0939F1ZV")).toBe(true);
  });

  it("normalises what people type: spaces and lower case", () => {
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
    expect(normaliseGstin("  27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(isValidGstin(normaliseGstin("  27aapfu0939f1zv "))).toBe(true);
  });

  it("the check character covers every position: any single substitution is caught", () => {
    const valid = "27AAPFU0939F1ZV";
    for (let i = 0; i < 14; i++) {
      const replacement = valid[i] === "A" ? "B" : valid[i] === "1" ? "2" : /\d/.test(valid[i]) ? String((Number(valid[i]) + 1) % 10) : "A";
      const changed = valid.slice(0, i) + replacement + valid.slice(i + 1);
      if (GSTIN_PATTERN.test(changed)) expect(isValidGstin(changed), changed).toBe(false);
    }
  });
});
