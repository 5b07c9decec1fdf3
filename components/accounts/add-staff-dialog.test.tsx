// @vitest-environment happy-dom
// The console's "Add staff member": a real dialog with labelled Name, E-mail and Role (Trainer,
// Recruiter or Finance); the fields are checked before sending; success closes it and refreshes the list; a
// duplicate (409) is said at the e-mail field and the dialog stays open.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ createStaffAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn(), push: vi.fn() }));
vi.mock("@/lib/accounts/actions/staff", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { AddStaffDialog } = await import("@/components/accounts/add-staff-dialog");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

async function open() {
  render(<AddStaffDialog />);
  await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
  return screen.getByRole("dialog", { name: "Add staff member" });
}

async function fill(dialog: HTMLElement, values: { name?: string; email?: string; role?: string }) {
  if (values.name !== undefined) await userEvent.type(within(dialog).getByLabelText(/^Name/), values.name);
  if (values.email !== undefined) await userEvent.type(within(dialog).getByLabelText(/^E-mail/), values.email);
  if (values.role !== undefined) await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), values.role);
}

const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole("button", { name: "Add staff member" }));

describe("AddStaffDialog", () => {
  it("opens a named dialog with labelled fields; the role offers Trainer, Recruiter and Finance only", async () => {
    const dialog = await open();
    expect(dialog.textContent).toContain("valid 7 days");
    const role = within(dialog).getByLabelText(/^Role/) as HTMLSelectElement;
    expect([...role.options].map((option) => option.value)).toEqual(["", "Trainer", "Recruiter", "Finance"]);
    expect(within(dialog).getByLabelText(/^Name/).getAttribute("aria-required")).toBe("true");
    expect((within(dialog).getByLabelText(/^E-mail/) as HTMLInputElement).type).toBe("email");
  });

  it("sends name, e-mail and role; closes and refreshes the list on success", async () => {
    actions.createStaffAction.mockResolvedValue({
      ok: true,
      data: { id: "u1", name: "Ravi Kulkarni", email: "ravi@example.com", role: "Trainer" },
      message: "Staff member added. We have e-mailed them a link to choose their password.",
    });
    const dialog = await open();
    await fill(dialog, { name: "Ravi Kulkarni", email: "Ravi@Example.com", role: "Trainer" });
    await submit(dialog);
    expect(actions.createStaffAction).toHaveBeenCalledWith({ name: "Ravi Kulkarni", email: "ravi@example.com", role: "Trainer" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Staff member added. We have e-mailed them a link to choose their password.");
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.queryByRole("dialog", { name: "Add staff member" })).toBeNull();
  });

  it("checks the fields before sending: a missing name and role, a bad e-mail", async () => {
    const dialog = await open();
    await fill(dialog, { email: "not-an-email" });
    await submit(dialog);
    expect(actions.createStaffAction).not.toHaveBeenCalled();
    expect(within(dialog).getByText("Please enter the person's name")).toBeTruthy();
    expect(within(dialog).getByText("Please enter a valid email address")).toBeTruthy();
    expect(within(dialog).getByText("Please choose Trainer, Recruiter or Finance")).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Name/).getAttribute("aria-invalid")).toBe("true");
  });

  it("a name with a line break is refused at the field", async () => {
    const dialog = await open();
    await fill(dialog, { email: "a@example.com", role: "Recruiter" });
    const name = within(dialog).getByLabelText(/^Name/);
    // A text input drops typed line breaks; a pasted value can still carry a tab.
    await userEvent.click(name);
    await userEvent.paste("Ravi\tKulkarni");
    await submit(dialog);
    expect(actions.createStaffAction).not.toHaveBeenCalled();
    expect(within(dialog).getByText("Please remove line breaks and other control characters")).toBeTruthy();
  });

  it("a duplicate account is said at the e-mail field and the dialog stays open", async () => {
    actions.createStaffAction.mockResolvedValue({ ok: false, code: "CONFLICT", status: 409, message: "An account with this email already exists" });
    const dialog = await open();
    await fill(dialog, { name: "Ravi", email: "ravi@example.com", role: "Trainer" });
    await submit(dialog);
    expect(within(dialog).getByText("An account with this email already exists")).toBeTruthy();
    expect(within(dialog).getByLabelText(/^E-mail/).getAttribute("aria-invalid")).toBe("true");
    expect(router.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Add staff member" })).toBeTruthy();
  });

  it("another refusal is shown in the dialog as an alert", async () => {
    actions.createStaffAction.mockResolvedValue({ ok: false, code: "FORBIDDEN", status: 403, message: "You are not allowed to do this." });
    const dialog = await open();
    await fill(dialog, { name: "Ravi", email: "ravi@example.com", role: "Trainer" });
    await submit(dialog);
    expect(within(dialog).getByRole("alert").textContent).toBe("You are not allowed to do this.");
  });
});
