// @vitest-environment happy-dom
// "Create job alert" loads its dialog on the first click (not with the job pages) and opens it for the
// search it was given; closing and reopening starts a fresh form.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/alerts/actions", () => ({ createAlertAction: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { CreateAlertButton } = await import("@/components/alerts/create-alert-button");

afterEach(cleanup);

describe("CreateAlertButton", () => {
  it("opens the dialog for the given search; Cancel closes it and the next open is a fresh form", async () => {
    render(<CreateAlertButton query={{ search: "Tester", city: "Nagpur", employmentType: "" }} viewer="visitor" />);
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Create job alert" }));
    const dialog = await screen.findByRole("dialog", { name: "Create job alert" }, { timeout: 15_000 }); // the first import is slow in tests
    expect(dialog.textContent).toContain("Tester · Nagpur");
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), "someone@example.com");

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Create job alert" }));
    const again = await screen.findByRole("dialog", { name: "Create job alert" }, { timeout: 15_000 });
    expect((within(again).getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe("");
  });
});
