import { describe, expect, it } from "vitest";
import { GSTIN_CHECK_MESSAGE, GSTIN_FORM_MESSAGE, gstinProblem, gstinStateProblem, gstSplit, SAC_BY_KIND } from "@/lib/billing/rules/gst";
import { GST_STATES, gstStateByCode, gstStateByName } from "@/lib/billing/rules/states";
import { listStates } from "@/lib/locations";

describe("GST 18 %", () => {
  it("in our own state: CGST 9 % + SGST 9 %, each rounded half up on the taxable total", () => {
    expect(gstSplit(10_000_000, "27", "27")).toEqual({ supplyType: "intra", cgst: 900_000, sgst: 900_000, igst: 0, total: 11_800_000 });
    // 9 % of 150 paise is 13.5: each half rounds up to 14, so the tax is 28 paise.
    expect(gstSplit(150, "27", "27")).toEqual({ supplyType: "intra", cgst: 14, sgst: 14, igst: 0, total: 178 });
    expect(gstSplit(149, "27", "27")).toMatchObject({ cgst: 13, sgst: 13, total: 175 });
  });

  it("to another state: IGST 18 %, rounded once", () => {
    expect(gstSplit(10_000_000, "27", "29")).toEqual({ supplyType: "inter", cgst: 0, sgst: 0, igst: 1_800_000, total: 11_800_000 });
    // 18 % of 150 paise is 27 exactly: a paisa less than the intra-state split of the same amount.
    expect(gstSplit(150, "27", "29")).toEqual({ supplyType: "inter", cgst: 0, sgst: 0, igst: 27, total: 177 });
    expect(gstSplit(103, "27", "07")).toMatchObject({ igst: 19, total: 122 }); // 18.54 → 19
  });

  it("refuses fractional or negative paise", () => {
    expect(() => gstSplit(1.5, "27", "27")).toThrow(RangeError);
    expect(() => gstSplit(-1, "27", "27")).toThrow(RangeError);
  });

  it("names the SAC of each kind", () => {
    expect(SAC_BY_KIND).toEqual({ placement: "998512", conversion: "998516", contract: "998513", training: "999293" });
  });
});

describe("states and their GST codes", () => {
  it("holds every state and union territory the app's location data knows, each with its code", () => {
    const names = listStates("IN").map((state) => state.name);
    expect(GST_STATES.map((state) => state.name).sort()).toEqual([...names].sort());
    expect(new Set(GST_STATES.map((state) => state.code)).size).toBe(GST_STATES.length);
  });

  it("knows the codes on GSTINs", () => {
    const codes = Object.fromEntries(GST_STATES.map((state) => [state.name, state.code]));
    expect(codes).toMatchObject({
      Maharashtra: "27",
      Karnataka: "29",
      Delhi: "07",
      "Tamil Nadu": "33",
      Telangana: "36",
      Gujarat: "24",
      "Uttar Pradesh": "09",
      "West Bengal": "19",
      "Andhra Pradesh": "37",
      Ladakh: "38",
      "Jammu and Kashmir": "01",
    });
    expect(gstStateByName(" tamil   NADU ")?.code).toBe("33");
    expect(gstStateByName("Andaman & Nicobar Islands")?.code).toBe("35");
    expect(gstStateByCode("36")?.name).toBe("Telangana");
    expect(gstStateByCode("97")).toBeUndefined();
  });
});

describe("a GSTIN on a billing form", () => {
  it("passes with the right form and check digit (GSTN's sample 27AAPFU0939F1ZV, typed in lower case too)", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem(" 27aapfu0939f1zv ")).toBeNull();
    expect(gstinProblem("29AAGCB7383J1Z4")).toBeNull();
  });

  it("says when the check digit does not match, apart from a wrong form", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe(GSTIN_CHECK_MESSAGE);
    expect(gstinProblem("27AAPFU0930F1ZV")).toBe(GSTIN_CHECK_MESSAGE); // one PAN digit changed
    expect(gstinProblem("27AAPFU0939F1Z")).toBe(GSTIN_FORM_MESSAGE);
    expect(gstinProblem("27AAPFU0939F1YV")).toBe(GSTIN_FORM_MESSAGE);
  });

  it("must belong to the state given (its first two digits are the state's code)", () => {
    expect(gstinStateProblem("27AAPFU0939F1ZV", "Maharashtra")).toBeNull();
    expect(gstinStateProblem("27AAPFU0939F1ZV", "Karnataka")).toBe(
      "This GSTIN is registered in Maharashtra (27), not in Karnataka (29). Choose its state or check the GSTIN.",
    );
    expect(gstinStateProblem("99AAPFU0939F1ZV", "Karnataka")).toBe("This GSTIN starts with 99, which is not Karnataka's GST code (29).");
  });
});
