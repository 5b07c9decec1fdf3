import { describe, expect, it } from "vitest";
import { gstr1Date, placeOfSupplyText, rupees } from "@/lib/billing/rules/gstr1";

describe("GSTR-1 cells", () => {
  it("dates, places of supply and rupees as the offline tool reads them", () => {
    expect(gstr1Date("2026-12-01")).toBe("01-Dec-2026");
    expect(gstr1Date("2027-03-31")).toBe("31-Mar-2027");
    expect(placeOfSupplyText("27", "Maharashtra")).toBe("27-Maharashtra");
    expect(placeOfSupplyText("01", "Jammu and Kashmir")).toBe("01-Jammu & Kashmir");
    expect(rupees(11_800_050)).toBe("118000.50");
    expect(rupees(5)).toBe("0.05");
  });
});
