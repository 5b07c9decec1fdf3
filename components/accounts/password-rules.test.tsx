// @vitest-environment happy-dom
// The password rules on the reset and change forms (decisions.md section 19): listed before typing,
// part of the field's description, each state said in words; ticked as typed; the spec's message
// still comes on submit; a reset form starts over with nothing ticked.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ reset: vi.fn(), change: vi.fn() }));
vi.mock("@/lib/accounts/actions/auth", () => ({ resetPasswordAction: actions.reset }));
vi.mock("@/lib/accounts/actions/security", () => ({ changePasswordAction: actions.change }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const { ResetPasswordForm } = await import("@/components/accounts/reset-password-form");
const { ChangePasswordForm } = await import("@/components/accounts/change-password-form");
const { PASSWORD_MESSAGE } = await import("@/lib/accounts/schemas/auth");

beforeEach(() => {
  for (const fn of Object.values(actions)) fn.mockReset();
});
afterEach(cleanup);

const newPassword = () => screen.getByLabelText("New password", { exact: true }) as HTMLInputElement;

/** The rules list the field points at, as "label (met|not met)" lines. */
function ruleLines(input: HTMLInputElement): string[] {
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  const rules = ids.map((id) => document.getElementById(id)).find((node) => node?.querySelector("ul"));
  expect(rules, "the rules are part of the field's description").toBeTruthy();
  return within(rules as HTMLElement)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

const metCount = (lines: string[]) => lines.filter((line) => line.endsWith("(met)")).length;

describe.each([
  ["ResetPasswordForm", () => render(<ResetPasswordForm token="tok" />), "Reset password"],
  ["ChangePasswordForm", () => render(<ChangePasswordForm />), "Change password"],
] as const)("%s password rules", (name, show, submitLabel) => {
  it("lists every rule before typing, none met, and ticks them as the person types", async () => {
    show();
    const before = ruleLines(newPassword());
    expect(before).toHaveLength(6);
    expect(before.every((line) => line.endsWith("(not met)"))).toBe(true);
    // The confirmation field is not described by the rules (one list, for the password being chosen).
    expect(screen.getByLabelText("Confirm new password", { exact: true }).getAttribute("aria-describedby") ?? "").not.toContain("rules");

    const user = userEvent.setup();
    await user.type(newPassword(), "Renewed");
    expect(metCount(ruleLines(newPassword()))).toBe(3); // upper, lower, allowed characters
    await user.type(newPassword(), "@Pass5");
    expect(metCount(ruleLines(newPassword()))).toBe(6);
  });

  it("the spec's message still comes on submit, with the rules still described", async () => {
    show();
    await userEvent.setup().type(newPassword(), "weakpass");
    fireEvent.change(screen.getByLabelText("Confirm new password", { exact: true }), { target: { value: "weakpass" } });
    if (name === "ChangePasswordForm") fireEvent.change(screen.getByLabelText("Current password", { exact: true }), { target: { value: "Old@Pass1" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: submitLabel })));
    const message = screen.getByText(PASSWORD_MESSAGE);
    const described = newPassword().getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(described[0]).toBe(message.id);
    expect(described[1]).toMatch(/-rules$/);
    expect(actions.reset).not.toHaveBeenCalled();
    expect(actions.change).not.toHaveBeenCalled();
  });
});

it("ChangePasswordForm: after a success the cleared field shows no rule met", async () => {
  actions.change.mockResolvedValue({ ok: true, data: null, message: "Password changed successfully" });
  render(<ChangePasswordForm />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Current password", { exact: true }), "Old@Pass1");
  await user.type(newPassword(), "Changed@Pass8");
  await user.type(screen.getByLabelText("Confirm new password", { exact: true }), "Changed@Pass8");
  expect(metCount(ruleLines(newPassword()))).toBe(6);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change password" })));
  expect(actions.change).toHaveBeenCalledTimes(1);
  expect(newPassword().value).toBe("");
  expect(metCount(ruleLines(newPassword()))).toBe(0);
});
