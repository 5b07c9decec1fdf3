// @vitest-environment happy-dom
// "Create job alert": the current search shown in words, Name optional, Frequency required, E-mail only
// for visitors; the toast says what happens next; LIMIT_REACHED stays in the dialog as a form error.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ createAlertAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.mock("@/lib/alerts/actions", () => actions);
vi.mock("@/lib/client/toast", () => toast);

const { CreateAlertDialog } = await import("@/components/alerts/create-alert-dialog");

const SEARCH = { search: "Developer", employmentType: "Full Time", hiringProcess: "", post: "", qualification: "", country: "", state: "Maharashtra", city: "Pune" };

function alertJson(status: "active" | "pending") {
  return {
    id: "alert-1",
    name: "Developer in Pune",
    frequency: "daily",
    status,
    paused: false,
    query: { search: "Developer", employmentType: "Full Time", state: "Maharashtra", city: "Pune" },
    createdAt: "2026-11-23T10:00:00.000Z",
    lastSentAt: null,
  };
}

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

function renderDialog(viewer: "candidate" | "visitor", onClose = vi.fn()) {
  render(<CreateAlertDialog open onClose={onClose} query={SEARCH} viewer={viewer} />);
  return { dialog: screen.getByRole("dialog", { name: "Create job alert" }), onClose };
}

describe("CreateAlertDialog", () => {
  it("shows the search it saves in words, and the default name as the Name's placeholder", () => {
    const { dialog } = renderDialog("candidate");
    expect(dialog.textContent).toContain("Developer · Pune · Full Time");
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name.getAttribute("placeholder")).toBe("Developer in Pune");
    expect(within(dialog).getByRole("group", { name: /Frequency/ })).toBeTruthy();
    for (const label of [/^Instant/, /^Daily/, /^Weekly/]) expect(within(dialog).getByRole("radio", { name: label })).toBeTruthy();
  });

  it("a candidate has no E-mail field; creating sends the search and the frequency and toasts 'Job alert created'", async () => {
    actions.createAlertAction.mockResolvedValue({ ok: true, data: alertJson("active") });
    const { dialog, onClose } = renderDialog("candidate");
    expect(within(dialog).queryByLabelText(/E-mail/)).toBeNull();

    await userEvent.click(within(dialog).getByRole("radio", { name: /^Daily/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create alert" }));

    expect(actions.createAlertAction).toHaveBeenCalledTimes(1);
    const sent = actions.createAlertAction.mock.calls[0][0];
    expect(sent).toMatchObject({ frequency: "daily", query: { search: "Developer", employmentType: "FullTime", state: "Maharashtra", city: "Pune" } });
    expect(sent.email).toBeUndefined();
    expect(sent.name).toBeUndefined();
    expect(toast.toastSuccess).toHaveBeenCalledWith("Job alert created");
    expect(onClose).toHaveBeenCalled();
  });

  it("Frequency is required: nothing is sent until one is chosen", async () => {
    const { dialog, onClose } = renderDialog("candidate");
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "My search");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create alert" }));
    expect(actions.createAlertAction).not.toHaveBeenCalled();
    const group = within(dialog).getByRole("group", { name: /Frequency/ });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.textContent).toMatch(/Please choose how often: instant, daily, weekly/);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a visitor must give an e-mail; then the toast asks to confirm from the mail", async () => {
    actions.createAlertAction.mockResolvedValue({ ok: true, data: alertJson("pending") });
    const { dialog } = renderDialog("visitor");
    const email = within(dialog).getByLabelText(/^E-mail/);

    await userEvent.click(within(dialog).getByRole("radio", { name: /^Instant/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create alert" }));
    expect(actions.createAlertAction).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain("Please enter a valid email address");

    await userEvent.type(email, "Visitor@Example.com");
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Pune developer jobs");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create alert" }));
    expect(actions.createAlertAction).toHaveBeenCalledWith(
      expect.objectContaining({ email: "visitor@example.com", name: "Pune developer jobs", frequency: "instant" }),
    );
    expect(toast.toastSuccess).toHaveBeenCalledWith("Check your e-mail to confirm your job alert");
  });

  it("LIMIT_REACHED is shown inside the dialog, which stays open", async () => {
    const message = "You can have at most 10 job alerts. Delete one to create another.";
    actions.createAlertAction.mockResolvedValue({ ok: false, status: 409, code: "LIMIT_REACHED", message });
    const { dialog, onClose } = renderDialog("candidate");
    await userEvent.click(within(dialog).getByRole("radio", { name: /^Weekly/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create alert" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(message);
    expect(toast.toastSuccess).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("saves the skills filter: named in the summary and the default name, sent as the ids", async () => {
    actions.createAlertAction.mockResolvedValue({ ok: true, data: alertJson("active") });
    const query = { ...SEARCH, search: "", skills: "react,docker", skillNames: ["React", "Docker"] };
    render(<CreateAlertDialog open onClose={vi.fn()} query={query} viewer="candidate" />);
    const dialog = screen.getByRole("dialog", { name: "Create job alert" });
    expect(dialog.textContent).toContain("Pune · Full Time · Skills: React, Docker");
    expect(within(dialog).getByLabelText(/^Name/).getAttribute("placeholder")).toBe("React, Docker jobs in Pune");
    await userEvent.click(within(dialog).getByRole("radio", { name: /^Daily/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create alert" }));
    expect(actions.createAlertAction.mock.calls[0][0].query).toMatchObject({ city: "Pune", skills: ["react", "docker"] });
  });

  it("the server's field errors land under the fields", async () => {
    actions.createAlertAction.mockResolvedValue({
      ok: false,
      status: 400,
      code: "VALIDATION",
      message: "Please check the highlighted fields.",
      errors: { email: "Email is required" },
    });
    const { dialog } = renderDialog("visitor");
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), "a@b.example");
    await userEvent.click(within(dialog).getByRole("radio", { name: /^Daily/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create alert" }));
    expect(dialog.textContent).toContain("Email is required");
    expect(within(dialog).getByRole("alert").textContent).toBe("Please check the highlighted fields.");
  });
});
