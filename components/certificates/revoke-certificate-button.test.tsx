// @vitest-environment happy-dom
// The console's Revoke: a named button opens a dialog asking for a reason (required, checked before
// sending); the action gets the code and the reason; a refusal is said in the dialog and reloads.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ revokeCertificateAction: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.mock("@/lib/certificates/actions", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => toast);

const { RevokeCertificateButton } = await import("@/components/certificates/revoke-certificate-button");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("RevokeCertificateButton", () => {
  it("asks for a reason, refuses a blank one, then sends the code and reason", async () => {
    actions.revokeCertificateAction.mockResolvedValue({ ok: true, data: { status: "revoked" } });
    const user = userEvent.setup();
    render(<RevokeCertificateButton code="X7PD8N3ANKREXX79" name="Priya Nair" />);
    await user.click(screen.getByRole("button", { name: "Revoke the certificate of Priya Nair" }));
    expect(screen.getByRole("dialog", { name: "Revoke certificate X7PD8N3ANKREXX79" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Revoke certificate" }));
    expect(screen.getByText("A reason is required to revoke")).toBeTruthy();
    expect(actions.revokeCertificateAction).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Reason/), "Issued by mistake");
    await user.click(screen.getByRole("button", { name: "Revoke certificate" }));
    expect(actions.revokeCertificateAction).toHaveBeenCalledWith({ code: "X7PD8N3ANKREXX79", reason: "Issued by mistake" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Certificate revoked");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("already revoked by someone else: the message shows in the dialog and the page reloads", async () => {
    actions.revokeCertificateAction.mockResolvedValue({ ok: false, code: "CONFLICT", status: 409, message: "This certificate is already revoked." });
    const user = userEvent.setup();
    render(<RevokeCertificateButton code="X7PD8N3ANKREXX79" name="Priya Nair" />);
    await user.click(screen.getByRole("button", { name: "Revoke the certificate of Priya Nair" }));
    await user.type(screen.getByLabelText(/Reason/), "Duplicate");
    await user.click(screen.getByRole("button", { name: "Revoke certificate" }));
    expect(screen.getByRole("alert").textContent).toBe("This certificate is already revoked.");
    expect(router.refresh).toHaveBeenCalled();
  });
});
