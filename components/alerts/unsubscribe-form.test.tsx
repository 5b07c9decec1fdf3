// @vitest-environment happy-dom
// /alerts/unsubscribe: nothing happens until the button is pressed (mail scanners open links); then
// 'You have been unsubscribed', or 'This unsubscribe link is no longer valid' when it was already gone.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ unsubscribeAlertAction: vi.fn() }));
vi.mock("@/lib/alerts/actions", () => actions);

const { UnsubscribeForm } = await import("@/components/alerts/unsubscribe-form");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("UnsubscribeForm", () => {
  it("names the alert and unsubscribes only when the button is pressed", async () => {
    actions.unsubscribeAlertAction.mockResolvedValue({ ok: true, data: { unsubscribed: true } });
    render(<UnsubscribeForm token="tok.sig" alertName="Developer in Pune" />);
    expect(screen.getByRole("heading", { level: 1, name: "Unsubscribe from job alert" })).toBeTruthy();
    expect(screen.getByText("Developer in Pune")).toBeTruthy();
    expect(actions.unsubscribeAlertAction).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(actions.unsubscribeAlertAction).toHaveBeenCalledWith({ token: "tok.sig" });
    expect(screen.getByRole("heading", { level: 1, name: "You have been unsubscribed" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  });

  it("an alert that was already removed (another click, the mail's one-click) is a no-longer-valid link", async () => {
    actions.unsubscribeAlertAction.mockResolvedValue({ ok: true, data: { unsubscribed: false } });
    render(<UnsubscribeForm token="tok.sig" alertName="Developer in Pune" />);
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(screen.getByRole("heading", { level: 1, name: "This unsubscribe link is no longer valid" })).toBeTruthy();
  });

  it("a refused token is a no-longer-valid link; an outage keeps the button to try again", async () => {
    actions.unsubscribeAlertAction.mockResolvedValueOnce({ ok: false, status: 503, code: "UNAVAILABLE", message: "Service temporarily unavailable. Please try again." });
    actions.unsubscribeAlertAction.mockResolvedValueOnce({ ok: false, status: 400, code: "VALIDATION", message: "This link is invalid." });
    render(<UnsubscribeForm token="tok.sig" alertName="Developer in Pune" />);
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(screen.getByRole("alert").textContent).toBe("Service temporarily unavailable. Please try again.");
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(screen.getByRole("heading", { level: 1, name: "This unsubscribe link is no longer valid" })).toBeTruthy();
  });
});
