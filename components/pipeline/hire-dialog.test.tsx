// @vitest-environment happy-dom
// The hire dialog asks for an optional start date (an agency application's placement starts then;
// blank: today), sent with the move; the server's error for it shows under the field. An agency
// application's hire also asks the annual CTC, required (decisions.md section 20); a direct one does not.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HireDialog } from "@/components/pipeline/hire-dialog";

afterEach(cleanup);

describe("HireDialog", () => {
  it("sends the start date when one is chosen, nothing when it is left blank", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<HireDialog open name="Asha Rao" onSubmit={onSubmit} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Mark Asha Rao as hired" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as hired" }));
    expect(onSubmit).toHaveBeenLastCalledWith({ message: undefined, note: undefined, startDate: undefined });
    await userEvent.type(within(dialog).getByLabelText("Start date (optional)"), "2026-12-01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as hired" }));
    expect(onSubmit).toHaveBeenLastCalledWith({ message: undefined, note: undefined, startDate: "2026-12-01" });
  });

  it("shows the server's error under the start date", async () => {
    const onSubmit = vi.fn().mockResolvedValue({ startDate: "Please enter a valid start date" });
    render(<HireDialog open name="Asha Rao" onSubmit={onSubmit} onClose={() => undefined} />);
    await userEvent.type(screen.getByLabelText("Start date (optional)"), "2026-12-01");
    await userEvent.click(screen.getByRole("button", { name: "Mark as hired" }));
    expect(screen.getByLabelText("Start date (optional)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid start date")).toBeTruthy();
  });

  it("asks an agency hire's annual CTC (required), and none of a direct hire", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { rerender } = render(<HireDialog open name="Asha Rao" agency onSubmit={onSubmit} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Mark Asha Rao as hired" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as hired" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/^Annual CTC/).getAttribute("aria-invalid")).toBe("true");
    expect(dialog.textContent).toContain("Please enter the annual CTC in whole rupees");
    await userEvent.type(within(dialog).getByLabelText(/^Annual CTC/), "6,00,000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as hired" }));
    expect(onSubmit).toHaveBeenLastCalledWith({ message: undefined, note: undefined, startDate: undefined, annualCtc: "6,00,000" });

    rerender(<HireDialog open name="Ravi Iyer" onSubmit={onSubmit} onClose={() => undefined} />);
    expect(screen.queryByLabelText(/^Annual CTC/)).toBeNull();
  });
});
