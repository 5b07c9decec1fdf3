// @vitest-environment happy-dom
// The company profile form: the status badge follows the save (a renamed company shows 'Pending
// Approval'), and a new login e-mail opens the code dialog that applies it (docs/decisions/0010).
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EmployerProfile } from "@/lib/employers/contract";
import type { Result } from "@/lib/api/result";
import type { SessionUser } from "@/lib/auth/types";

type Saved = { profile: EmployerProfile; user: SessionUser };
const updateEmployerProfileAction = vi.fn<(input: unknown) => Promise<Result<Saved>>>();
const confirmEmployerEmailAction = vi.fn<(input: { otp: string }) => Promise<Result<Saved>>>();
const toastSuccess = vi.fn();
const toastError = vi.fn();
vi.mock("@/lib/employers/actions", () => ({
  updateEmployerProfileAction: (input: unknown) => updateEmployerProfileAction(input),
  confirmEmployerEmailAction: (input: { otp: string }) => confirmEmployerEmailAction(input),
}));
vi.mock("@/lib/client/toast", () => ({ toastError: (m: string) => toastError(m), toastSuccess: (m: string) => toastSuccess(m) }));
vi.mock("@/lib/client/session-store", () => ({ setSessionUser: vi.fn() }));

const { EmployerProfileForm } = await import("@/components/employers/employer-profile-form");

const profile: EmployerProfile = {
  orgName: "Acme Hiring",
  city: "Pune",
  state: "Maharashtra",
  mobile: "9876543210",
  email: "hr@acme.example",
  pendingEmail: null,
  website: "https://acme.example",
  about: "We hire.",
  gstin: null,
  status: "approved",
};
const user: SessionUser = { id: "u1", name: "Acme Hiring", email: "hr@acme.example", role: "Employer" };
const saved = (changes: Partial<EmployerProfile>): Result<Saved> => ({
  ok: true,
  data: { profile: { ...profile, ...changes }, user: { ...user, name: changes.orgName ?? user.name, email: changes.email ?? user.email } },
  message: "Profile updated successfully",
});

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Update Profile" }));
  });
}

beforeEach(() => {
  for (const mock of [updateEmployerProfileAction, confirmEmployerEmailAction, toastSuccess, toastError]) mock.mockReset();
});
afterEach(cleanup);

describe("EmployerProfileForm", () => {
  it("shows the status the save answers: a renamed company is 'Pending Approval'", async () => {
    render(<EmployerProfileForm profile={profile} />);
    expect(screen.getByText("Approved")).toBeTruthy();
    updateEmployerProfileAction.mockResolvedValueOnce(saved({ orgName: "Google LLC", status: "pending" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Organization Name" }), { target: { value: "Google LLC" } });
    await submit();
    expect(toastSuccess).toHaveBeenCalledWith("Profile updated successfully");
    expect(screen.getByText("Pending Approval")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a new e-mail opens the code dialog; a wrong code says so, the right one applies it", async () => {
    render(<EmployerProfileForm profile={profile} />);
    updateEmployerProfileAction.mockResolvedValueOnce(saved({ pendingEmail: "new@acme.example" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "new@acme.example" } });
    await submit();
    expect(toastSuccess).toHaveBeenCalledWith("Profile updated successfully");
    const dialog = screen.getByRole("dialog", { name: "Confirm Your New Email" });
    expect(within(dialog).getByText("new@acme.example")).toBeTruthy();
    // Not applied: the form shows the login e-mail in force.
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).toBe("hr@acme.example");

    const code = within(dialog).getByLabelText("Verification code") as HTMLInputElement;
    expect(code.maxLength).toBe(4);
    confirmEmployerEmailAction.mockResolvedValueOnce({ ok: false, status: 400, code: "VALIDATION", message: "Invalid OTP", errors: { otp: "Invalid OTP" } });
    fireEvent.change(code, { target: { value: "2222" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Confirm Email" }));
    });
    expect(confirmEmployerEmailAction).toHaveBeenCalledWith({ otp: "2222" });
    expect(within(dialog).getByRole("alert").textContent).toBe("Invalid OTP");

    confirmEmployerEmailAction.mockResolvedValueOnce(saved({ email: "new@acme.example", pendingEmail: null, status: "pending" }));
    fireEvent.change(code, { target: { value: "7K3Q" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Confirm Email" }));
    });
    expect(toastSuccess).toHaveBeenLastCalledWith("Email updated successfully");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).toBe("new@acme.example");
    expect(screen.getByText("Pending Approval")).toBeTruthy();
  });

  it("a pending e-mail from an earlier visit can be confirmed with 'Enter code'; an empty code is refused", async () => {
    render(<EmployerProfileForm profile={{ ...profile, pendingEmail: "later@acme.example" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Enter code" }));
    const dialog = screen.getByRole("dialog", { name: "Confirm Your New Email" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Confirm Email" }));
    });
    expect(within(dialog).getByRole("alert").textContent).toBe("Please enter the OTP");
    expect(confirmEmployerEmailAction).not.toHaveBeenCalled();
  });

  it("GSTIN (optional): a wrong check character is refused in the form; a lower-case one is sent normalised", async () => {
    render(<EmployerProfileForm profile={profile} />);
    const gstin = screen.getByRole("textbox", { name: "GSTIN (optional)" });
    expect(gstin.getAttribute("aria-describedby")).toContain("employer-gstin-hint");
    fireEvent.change(gstin, { target: { value: "27AAPFU0939F1ZW" } });
    await submit();
    expect(updateEmployerProfileAction).not.toHaveBeenCalled();
    expect(screen.getByText("Enter a valid 15-character GSTIN")).toBeTruthy();

    updateEmployerProfileAction.mockResolvedValueOnce(saved({ gstin: "27AAPFU0939F1ZV", status: "pending" }));
    fireEvent.change(gstin, { target: { value: " 27aapfu0939f1zv " } });
    await submit();
    expect(updateEmployerProfileAction).toHaveBeenCalledWith(expect.objectContaining({ gstin: "27AAPFU0939F1ZV" }));
    expect((screen.getByRole("textbox", { name: "GSTIN (optional)" }) as HTMLInputElement).value).toBe("27AAPFU0939F1ZV");
  });

  it("an empty GSTIN is sent as null (removes it)", async () => {
    render(<EmployerProfileForm profile={{ ...profile, gstin: "27AAPFU0939F1ZV" }} />);
    updateEmployerProfileAction.mockResolvedValueOnce(saved({ gstin: null }));
    fireEvent.change(screen.getByRole("textbox", { name: "GSTIN (optional)" }), { target: { value: "" } });
    await submit();
    expect(updateEmployerProfileAction).toHaveBeenCalledWith(expect.objectContaining({ gstin: null }));
  });

  it("codes asked for too often: the message shows at the e-mail, with the spec's toast", async () => {
    render(<EmployerProfileForm profile={profile} />);
    updateEmployerProfileAction.mockResolvedValueOnce({
      ok: false,
      status: 429,
      code: "RATE_LIMITED",
      message: "Please wait 20 seconds before requesting a new code.",
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "new@acme.example" } });
    await submit();
    expect(toastError).toHaveBeenCalledWith("Error updating profile");
    expect(screen.getByText("Please wait 20 seconds before requesting a new code.")).toBeTruthy();
  });
});
