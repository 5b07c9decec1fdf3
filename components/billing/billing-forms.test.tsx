// @vitest-environment happy-dom
// The billing forms by role and label: our settings, a company's billing details (the server's GSTIN
// errors under the field) and a client's terms in a dialog.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ saveBillingSettingsAction: vi.fn(), saveEmployerBillingAction: vi.fn(), saveClientTermsAction: vi.fn() }));
vi.mock("@/lib/billing/actions/settings", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { ClientBillingForm } = await import("@/components/billing/client-billing-form");
const { BillingSettingsForm } = await import("@/components/billing/billing-settings-form");
const { ClientTermsButton } = await import("@/components/billing/client-terms-dialog");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("ClientBillingForm", () => {
  it("says what is missing and sends nothing", async () => {
    render(<ClientBillingForm billing={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Save billing details" }));
    expect(await screen.findByText("Please enter the legal name")).toBeTruthy();
    expect(screen.getByText("Please choose a state of India")).toBeTruthy();
    expect(actions.saveEmployerBillingAction).not.toHaveBeenCalled();
  });

  it("shows the server's GSTIN_STATE message on the GSTIN field", async () => {
    const message = "The GSTIN's first two digits (27) are not the GST code of Karnataka (29): it does not match the state.";
    actions.saveEmployerBillingAction.mockResolvedValue({ ok: false, code: "GSTIN_STATE", status: 400, message, errors: { gstin: message } });
    render(<ClientBillingForm billing={null} />);
    type(/Legal name/, "Acme Pvt Ltd");
    type(/GSTIN/, "27AAPFU0939F1ZV");
    fireEvent.change(screen.getByLabelText(/State/), { target: { value: "Karnataka" } });
    type(/Address/, "1 MG Road, Bengaluru");
    type(/Billing e-mail/, "accounts@acme.example");
    fireEvent.click(screen.getByRole("button", { name: "Save billing details" }));
    await waitFor(() => expect(screen.getByLabelText(/GSTIN/).getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(message)).toBeTruthy();
    expect(actions.saveEmployerBillingAction).toHaveBeenCalledWith(
      expect.objectContaining({ legalName: "Acme Pvt Ltd", gstin: "27AAPFU0939F1ZV", state: "Karnataka", billingEmail: "accounts@acme.example" }),
    );
  });

  it("refuses a GSTIN whose check digit is wrong before sending", async () => {
    render(<ClientBillingForm billing={null} />);
    type(/GSTIN/, "27AAPFU0939F1ZA");
    fireEvent.click(screen.getByRole("button", { name: "Save billing details" }));
    await waitFor(() => expect(screen.getByLabelText(/GSTIN/).getAttribute("aria-invalid")).toBe("true"));
    expect(actions.saveEmployerBillingAction).not.toHaveBeenCalled();
  });
});

describe("BillingSettingsForm", () => {
  it("checks the prefix, the UPI id and the terms", async () => {
    render(<BillingSettingsForm settings={null} />);
    type(/Invoice prefix/, "CN");
    type(/UPI id/, "not a upi");
    type(/Payment terms/, "121");
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("CN is kept for credit notes: choose another invoice prefix")).toBeTruthy();
    expect(screen.getByText("Enter a UPI id like talentbridge@okaxis")).toBeTruthy();
    expect(screen.getByText("Payment terms are a whole number of days from 0 to 120")).toBeTruthy();
    expect(actions.saveBillingSettingsAction).not.toHaveBeenCalled();
  });
});

describe("ClientTermsButton", () => {
  it("saves a fee with two decimals through a dialog, and refuses three", async () => {
    actions.saveClientTermsAction.mockResolvedValue({ ok: true, data: { employerId: "e1", placementFeePercent: 8.33, paymentTermsDays: 30 } });
    render(<ClientTermsButton employerId="e1" name="Acme" terms={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Set terms for Acme" }));
    const dialog = screen.getByRole("dialog", { name: "Terms for Acme" });
    fireEvent.change(within(dialog).getByLabelText(/Placement fee/), { target: { value: "8.333" } });
    fireEvent.change(within(dialog).getByLabelText(/Payment terms/), { target: { value: "30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save terms" }));
    expect(await within(dialog).findByText("The placement fee is a percentage from 0 to 50, with at most two decimals")).toBeTruthy();
    expect(actions.saveClientTermsAction).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Placement fee/), { target: { value: "8.33" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save terms" }));
    await waitFor(() => expect(actions.saveClientTermsAction).toHaveBeenCalledWith({ employerId: "e1", placementFeePercent: 8.33, paymentTermsDays: 30 }));
  });
});
