import { describe, expect, it } from "vitest";
import { isPayable, upiPayUri } from "@/lib/billing/rules/upi";

describe("upiPayUri", () => {
  it("writes the balance in rupees with two decimals and percent-encodes the name and number", () => {
    expect(upiPayUri({ upiId: "talentbridge@okaxis", legalName: "TalentBridge Staffing Pvt. Ltd & Co" }, { number: "TB/26-27/00001", balance: 11_800_050 })).toBe(
      "upi://pay?pa=talentbridge@okaxis&pn=TalentBridge%20Staffing%20Pvt.%20Ltd%20%26%20Co&am=118000.50&cu=INR&tn=TB%2F26-27%2F00001",
    );
    expect(upiPayUri({ upiId: "a@b", legalName: "A" }, { number: "X/1", balance: 7 })).toContain("&am=0.07&");
  });

  it("is for issued invoices with a balance only", () => {
    expect(isPayable({ number: "TB/26-27/00001", balance: 1, status: "issued" })).toBe(true);
    expect(isPayable({ number: "TB/26-27/00001", balance: 1, status: "partly_paid" })).toBe(true);
    expect(isPayable({ number: null, balance: 1, status: "draft" })).toBe(false);
    expect(isPayable({ number: "TB/26-27/00001", balance: 0, status: "paid" })).toBe(false);
  });
});
