// @vitest-environment happy-dom
// The employer card's verification signals: each in words (the icon is decoration), the duplicate
// name only when there is one.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminEmployerJson } from "@/lib/moderation/contract";

vi.mock("@/lib/moderation/actions", () => ({ decideEmployerAction: vi.fn(), decideJobAction: vi.fn(), decideRequestAction: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { EmployerSignals } = await import("@/components/moderation/employer-signals");
const { EmployerCard } = await import("@/components/moderation/employer-card");

afterEach(cleanup);

const signalTexts = () =>
  within(screen.getByRole("list", { name: "Verification signals" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("EmployerSignals", () => {
  it("a matching domain and a valid GSTIN", () => {
    render(<EmployerSignals signals={{ emailDomain: "match", gstinValid: true, duplicateName: false }} />);
    expect(signalTexts()).toEqual(["E-mail domain matches website", "GSTIN valid"]);
  });

  it("free mail, no GSTIN, a duplicate name", () => {
    render(<EmployerSignals signals={{ emailDomain: "free", gstinValid: null, duplicateName: true }} />);
    expect(signalTexts()).toEqual(["Free e-mail address", "No GSTIN", "Same name as another employer"]);
  });

  it("another domain and a failed GSTIN check; icons are hidden from screen readers", () => {
    const { container } = render(<EmployerSignals signals={{ emailDomain: "mismatch", gstinValid: false, duplicateName: false }} />);
    expect(signalTexts()).toEqual(["E-mail domain differs from website", "GSTIN check failed"]);
    for (const svg of container.querySelectorAll("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("EmployerCard", () => {
  const employer: AdminEmployerJson = {
    id: "e1",
    status: "pending",
    orgName: "Acme Hiring",
    city: "Pune",
    state: "Maharashtra",
    website: "https://acme.example",
    about: "We hire.",
    gstin: "27AAPFU0939F1ZV",
    createdAt: "2026-11-01T10:00:00.000Z",
    email: "hr@acme.example",
    mobile: "9876543210",
    signals: { emailDomain: "match", gstinValid: true, duplicateName: true },
    decisions: [],
  };

  it("shows the GSTIN and the signals in the card", () => {
    render(<EmployerCard employer={employer} />);
    const card = screen.getByRole("article", { name: "Acme Hiring" });
    expect(within(card).getByText("27AAPFU0939F1ZV")).toBeTruthy();
    expect(within(card).getByText("Same name as another employer")).toBeTruthy();
    expect(within(card).getByText("GSTIN valid")).toBeTruthy();
  });

  it("says when there is no GSTIN", () => {
    render(<EmployerCard employer={{ ...employer, gstin: null, signals: { ...employer.signals, gstinValid: null } }} />);
    expect(screen.getByText("No GSTIN")).toBeTruthy();
    expect(screen.getAllByText("Not given").length).toBeGreaterThan(0);
  });
});
