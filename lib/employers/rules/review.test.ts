import { describe, expect, it } from "vitest";
import { emailHintText, gstinHintText, reviewHints } from "@/lib/employers/rules/review";

describe("reviewHints", () => {
  it("reads the same checks the admin sees: e-mail domain against the website, the GSTIN's check character", () => {
    expect(reviewHints({ email: "hr@acme.in", website: "https://www.acme.in", gstin: "27AAPFU0939F1ZV" })).toEqual({
      email: "hr@acme.in",
      emailDomain: "match",
      gstin: "valid",
    });
    expect(reviewHints({ email: "acme@gmail.com", website: "", gstin: null })).toMatchObject({ emailDomain: "free", gstin: "missing" });
    expect(reviewHints({ email: "hr@other.in", website: "acme.in", gstin: "27AAPFU0939F1ZA" })).toMatchObject({ emailDomain: "mismatch", gstin: "invalid" });
  });

  it("says what is done and what would help", () => {
    expect(emailHintText("match").done).toBe(true);
    expect(emailHintText("free").text).toContain("free-mail");
    expect(gstinHintText("missing")).toEqual({ done: false, text: "No GSTIN in your profile yet." });
  });
});
