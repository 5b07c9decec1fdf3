import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CONTROL_CHARACTERS_MESSAGE,
  mobileText,
  normaliseMobile,
  nullableMultilineText,
  nullableText,
  optionalMultilineText,
  optionalText,
  pagingFields,
  parseSearchParams,
  requiredMultilineText,
  requiredText,
  textToNumber,
} from "@/lib/validations/common";
import { postJobSchema } from "@/lib/job-posting/schemas/post-job";

describe("numbers from text (issue 12: decimal only)", () => {
  it("converts plain decimal text and keeps real numbers", () => {
    expect(textToNumber("16")).toBe(16);
    expect(textToNumber(" 3 ")).toBe(3);
    expect(textToNumber("2.5")).toBe(2.5);
    expect(textToNumber(7)).toBe(7);
    expect(textToNumber("")).toBeUndefined();
  });

  it("leaves hex, exponent, Infinity and other non-decimal text unconverted, so the number check fails", () => {
    for (const text of ["0x10", "0b11", "0o7", "1e3", "Infinity", "NaN", "12abc"]) expect(textToNumber(text)).toBe(text);
  });

  it("refuses a job post whose openings are hex ('0x10' was stored as 16)", () => {
    const base = {
      post: "Java Developer",
      payroll: "6 LPA",
      qualifications: ["B.Tech"],
      minExperience: "1",
      description: "Build and run services for our clients across India, with a friendly team.",
      employmentType: "Full Time",
      hiringProcess: "Online",
    };
    expect(postJobSchema.safeParse({ ...base, openings: "16" }).success).toBe(true);
    const hex = postJobSchema.safeParse({ ...base, openings: "0x10" });
    expect(hex.success).toBe(false);
  });
});

describe("paging and searchParams", () => {
  const schema = z.object(pagingFields(10, 50));

  it("defaults, bounds and messages are the same for every list", () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(schema.safeParse({ limit: "51" }).error?.issues[0].message).toBe("Limit must be at most 50");
    expect(schema.safeParse({ page: "0" }).error?.issues[0].message).toBe("Page must be at least 1");
    expect(schema.safeParse({ page: "0x2" }).success).toBe(false);
  });

  it("a page's searchParams take the first value, and a hand-edited bad value falls back to the defaults", () => {
    expect(parseSearchParams(schema, { page: ["3", "4"] })).toEqual({ page: 3, limit: 10 });
    expect(parseSearchParams(schema, { page: "abc" })).toEqual({ page: 1, limit: 10 });
  });
});

describe("single-line and multi-line text (issue 29)", () => {
  const single = { required: requiredText("Required", 50), optional: optionalText(50), nullable: nullableText(50) };
  const multi = { required: requiredMultilineText("Required", 50), optional: optionalMultilineText(50), nullable: nullableMultilineText(50) };

  it("single-line builders refuse every control character inside the text", () => {
    for (const [kind, schema] of Object.entries(single)) {
      for (const bad of ["Probe\r\nBcc: x@y", "a\nb", "a\rb", "a\tb", "a\u0001b", "a\u001fb", "a\u007fb"]) {
        expect(schema.safeParse(bad).error?.issues[0].message, `${kind} ${JSON.stringify(bad)}`).toBe(CONTROL_CHARACTERS_MESSAGE);
      }
      expect(schema.safeParse("  Java Developer, Pune  ").data, kind).toBe("Java Developer, Pune");
    }
    // Ends are trimmed as before, so a stray final line break is dropped, not refused.
    expect(single.required.parse("Title\r\n")).toBe("Title");
    // Length and blank keep their own messages.
    expect(single.required.safeParse("\n").error?.issues[0].message).toBe("Required");
  });

  it("multi-line builders keep line breaks and tabs", () => {
    for (const schema of Object.values(multi)) expect(schema.parse("Line one\r\nLine two\n\tindented")).toBe("Line one\r\nLine two\n\tindented");
    expect(multi.optional.parse("  ")).toBeUndefined();
    expect(multi.nullable.parse("")).toBeNull();
  });
});

describe("mobile numbers as people type them (decisions.md section 19)", () => {
  const MESSAGE = "Please enter a valid 10-digit mobile number";
  const mobile = mobileText(MESSAGE);
  const messageOf = (value: unknown) => {
    const result = mobile.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it.each([
    ["9822012345", "9822012345"],
    ["98220 12345", "9822012345"],
    [" 98220-12345 ", "9822012345"],
    ["98 22 01 23 45", "9822012345"],
    ["098220 12345", "9822012345"],
    ["+91 98220-12345", "9822012345"],
    ["+919822012345", "9822012345"],
    ["+91-98220-12345", "9822012345"],
    ["91 98220 12345", "9822012345"],
    ["919822012345", "9822012345"],
    // Ten digits that begin with 91 or 0 are the number itself, not a prefix.
    ["9198220123", "9198220123"],
    ["0123456789", "0123456789"],
  ])("%j is stored as %s", (typed, stored) => {
    expect(mobile.parse(typed)).toBe(stored);
    expect(normaliseMobile(typed)).toBe(stored);
  });

  it.each(["", " ", "982201234", "98220123456", "+9198220123", "+44 7911 123456", "(98220) 12345", "98220.12345", "98220 1234x", "0091 98220 12345", "+91 098220 12345", "9822O12345", "9".repeat(40)])(
    "%j gets the form's message",
    (typed) => {
      expect(messageOf(typed)).toBe(MESSAGE);
      if (typed.length < 32) expect(normaliseMobile(typed)).toBeNull();
    },
  );

  it("a value that is not text gets the form's message", () => {
    for (const value of [undefined, null, 9822012345, ["9822012345"]]) expect(messageOf(value)).toBe(MESSAGE);
  });
});
