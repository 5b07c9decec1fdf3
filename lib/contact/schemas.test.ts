import { describe, expect, test } from "vitest";
import { contactSchema } from "@/lib/contact/schemas";

function messages(input: Record<string, string>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("contactSchema", () => {
  test("every empty or blank field is required, with one message each", () => {
    const result = contactSchema.safeParse({ name: "", mobile: " ", email: "", subject: "\n" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["name", "This field is required"],
      ["mobile", "This field is required"],
      ["email", "This field is required"],
      ["subject", "This field is required"],
    ]);
  });

  test("a filled mobile or email must have the right format", () => {
    expect(messages({ name: "Asha", mobile: "98765", email: "asha@example", subject: "Hi" })).toEqual({
      mobile: "Please enter a valid 10-digit mobile number",
      email: "Please enter a valid email address",
    });
    expect(messages({ name: "Asha", mobile: "98765432101", email: "a@b.co", subject: "Hi" })).toEqual({
      mobile: "Please enter a valid 10-digit mobile number",
    });
  });

  test("valid input is trimmed", () => {
    expect(contactSchema.parse({ name: " Asha ", mobile: " 9876543210 ", email: " asha@example.com ", subject: " Hi " })).toEqual({
      name: "Asha",
      mobile: "9876543210",
      email: "asha@example.com",
      subject: "Hi",
    });
  });
});
