// @vitest-environment happy-dom
// The "Invite to apply" dialog: a labelled, optional multi-line message (at most 1000 characters, checked
// before sending); success closes it and marks the candidate invited; ALREADY_INVITED does too; other
// refusals (a closed job) stay in the dialog in the server's words.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ inviteToApplyAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/matching/actions", () => actions);
vi.mock("@/lib/client/toast", () => toast);

const { InviteDialog } = await import("@/components/matching/invite-dialog");

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

function renderDialog() {
  const onClose = vi.fn();
  const onInvited = vi.fn();
  render(<InviteDialog jobId="job-1" candidate={{ candidateId: "cand-1", name: "Asha Rao" }} onClose={onClose} onInvited={onInvited} />);
  return { dialog: screen.getByRole("dialog", { name: "Invite to apply" }), onClose, onInvited };
}

const invitation = { id: "inv-1", jobId: "job-1", candidateId: "cand-1", createdAt: "2026-11-26T00:00:00.000Z" };

describe("InviteDialog", () => {
  it("names the candidate and offers an optional multi-line message", () => {
    const { dialog } = renderDialog();
    expect(dialog.textContent).toContain("Asha Rao");
    const message = within(dialog).getByLabelText(/^Message/);
    expect(message.tagName).toBe("TEXTAREA");
    expect(message.getAttribute("aria-required")).toBeNull();
    expect(within(dialog).getByText("(optional)")).toBeTruthy();
  });

  it("sends the job, the candidate and the message (line breaks kept); closes and marks invited", async () => {
    actions.inviteToApplyAction.mockResolvedValue({ ok: true, data: invitation, message: "Invitation sent" });
    const { dialog, onClose, onInvited } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Message/), "Hello{Enter}Apply soon");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(actions.inviteToApplyAction).toHaveBeenCalledWith({ jobId: "job-1", candidateId: "cand-1", message: "Hello\nApply soon" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Invitation sent");
    expect(onInvited).toHaveBeenCalledWith("cand-1");
    expect(onClose).toHaveBeenCalled();
  });

  it("a blank message is left out", async () => {
    actions.inviteToApplyAction.mockResolvedValue({ ok: true, data: invitation, message: "Invitation sent" });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(actions.inviteToApplyAction).toHaveBeenCalledWith({ jobId: "job-1", candidateId: "cand-1", message: undefined });
  });

  it("a message over 1000 characters is refused at the field, nothing is sent", async () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: "x".repeat(1001) } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(actions.inviteToApplyAction).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/^Message/).getAttribute("aria-invalid")).toBe("true");
    expect(dialog.textContent).toContain("Please keep the message under 1000 characters");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("ALREADY_INVITED: the candidate is marked invited and the dialog closes", async () => {
    actions.inviteToApplyAction.mockResolvedValue({ ok: false, code: "ALREADY_INVITED", status: 409, message: "You have already invited this candidate to apply for this job" });
    const { dialog, onClose, onInvited } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(onInvited).toHaveBeenCalledWith("cand-1");
    expect(onClose).toHaveBeenCalled();
    expect(toast.toastError).toHaveBeenCalledWith("You have already invited this candidate to apply for this job");
  });

  it("a closed job: the server's words stay in the dialog", async () => {
    actions.inviteToApplyAction.mockResolvedValue({ ok: false, code: "JOB_CLOSED", status: 409, message: "This job is closed: reopen it to invite candidates" });
    const { dialog, onClose, onInvited } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("This job is closed: reopen it to invite candidates");
    expect(onInvited).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
