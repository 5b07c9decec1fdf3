// @vitest-environment happy-dom
// "Check a certificate" (decisions.md section 20): a plain GET form to /certificates with a labelled
// "Certificate code" field named `code` and a "Check" button; it keeps a code typed before and shows a
// field error under the field.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CertificateCheckForm } from "@/components/certificates/certificate-check-form";

afterEach(cleanup);

describe("CertificateCheckForm", () => {
  it("is a GET form to /certificates with the code field and a Check button", () => {
    render(<CertificateCheckForm />);
    const form = screen.getByRole("form", { name: "Check a certificate" }) as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/certificates");
    expect(form.getAttribute("method")).toBe("get");
    const field = screen.getByLabelText("Certificate code") as HTMLInputElement;
    expect(field.name).toBe("code");
    expect(field.required).toBe(true);
    expect(field.value).toBe("");
    const check = screen.getByRole("button", { name: "Check" }) as HTMLButtonElement;
    expect(check.type).toBe("submit");
    expect(form.contains(check)).toBe(true);
  });

  it("keeps the code typed before, and says what is wrong under the field", () => {
    render(<CertificateCheckForm defaultCode="X7PD8N3ANKREXX79" error="This code is too long" />);
    const field = screen.getByLabelText("Certificate code") as HTMLInputElement;
    expect(field.value).toBe("X7PD8N3ANKREXX79");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain("This code is too long");
  });
});
