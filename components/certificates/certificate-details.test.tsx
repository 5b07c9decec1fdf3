// @vitest-environment happy-dom
// The public certificate page's body: the verdict first (Valid, or Revoked with the day, never a
// reason), then the name, programme, batch dates, score, issue day, code and skills.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CertificateDetails } from "@/components/certificates/certificate-details";
import type { CertificateJson } from "@/lib/certificates/contract";

const VALID: CertificateJson = {
  code: "X7PD8N3ANKREXX79",
  name: "Priya Nair",
  programme: "Web Technologies",
  batch: { title: "January evenings", startDate: "2026-01-05", endDate: "2026-02-27" },
  skills: ["Node.js", "React"],
  score: 78,
  issuedAt: "2026-03-02T06:30:00.000Z",
  status: "valid",
};

afterEach(cleanup);

describe("CertificateDetails", () => {
  it("a valid certificate: one h1, 'Valid' and what it certifies", () => {
    render(<CertificateDetails certificate={VALID} companyName="TalentBridge Staffing" />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("article", { name: "Certificate of completion" })).toBeTruthy();
    expect(screen.getByText("Valid")).toBeTruthy();
    expect(screen.queryByText("Revoked")).toBeNull();
    for (const text of ["Priya Nair", "Web Technologies", "January evenings", "78 / 100", "X7PD8N3ANKREXX79", "Mar 2, 2026"]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText("Jan 5, 2026")).toBeTruthy();
    expect(screen.getByText("Feb 27, 2026")).toBeTruthy();
    const skills = screen.getByRole("list", { name: "Skills verified" });
    expect(within(skills).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Node.js", "React"]);
  });

  it("a revoked certificate says 'Revoked' and on which day", () => {
    render(<CertificateDetails certificate={{ ...VALID, status: "revoked", revokedAt: "2026-04-10T05:00:00.000Z" }} companyName="TalentBridge Staffing" />);
    expect(screen.getByText("Revoked")).toBeTruthy();
    expect(screen.queryByText("Valid")).toBeNull();
    expect(screen.getByText("Apr 10, 2026")).toBeTruthy();
    expect(screen.getByText(/no longer certifies/)).toBeTruthy();
  });
});
