// @vitest-environment happy-dom
// /candidate/alerts: each alert with its search in words, frequency and status; Edit (name, frequency),
// Pause/Resume and Delete (after a confirm dialog) call the actions with the alert's id and refresh.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AlertJson } from "@/lib/alerts/contract";

const actions = vi.hoisted(() => ({ updateAlertAction: vi.fn(), deleteAlertAction: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.mock("@/lib/alerts/actions", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/client/toast", () => toast);

const { AlertList } = await import("@/components/alerts/alert-list");

function alert(overrides: Partial<AlertJson> = {}): AlertJson {
  return {
    id: "alert-1",
    name: "Developer in Pune",
    frequency: "daily",
    status: "active",
    paused: false,
    query: { search: "Developer", employmentType: "Full Time", state: "Maharashtra", city: "Pune", workplaceType: "remote" },
    createdAt: "2026-11-20T10:00:00.000Z",
    lastSentAt: null,
    ...overrides,
  };
}

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("AlertList", () => {
  it("an empty list says so and links to Find Jobs", () => {
    render(<AlertList alerts={[]} />);
    expect(screen.getByText("You have no job alerts yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find Jobs" }).getAttribute("href")).toBe("/candidate/findjobs");
  });

  it("shows each alert's name, search in words, frequency and status, and links to its jobs", () => {
    render(<AlertList alerts={[alert(), alert({ id: "alert-2", name: "Weekly remote", frequency: "weekly", paused: true, query: {} })]} />);
    const [first, second] = within(screen.getByRole("list", { name: "Your job alerts" })).getAllByRole("listitem");
    expect(within(first).getByRole("heading", { level: 2, name: "Developer in Pune" })).toBeTruthy();
    expect(first.textContent).toContain("Developer · Pune · Full Time · Remote");
    expect(first.textContent).toContain("Daily");
    expect(first.textContent).toContain("Active");
    expect(within(first).getByRole("link", { name: /View jobs/ }).getAttribute("href")).toBe(
      "/candidate/findjobs?search=Developer&city=Pune&state=Maharashtra&employmentType=Full+Time&workplaceType=remote",
    );
    expect(second.textContent).toContain("All jobs");
    expect(second.textContent).toContain("Weekly");
    expect(second.textContent).toContain("Paused");
    expect(within(second).getByRole("button", { name: "Resume Weekly remote" })).toBeTruthy();
  });

  it("names an alert's skills and keeps their ids in its jobs link", () => {
    render(<AlertList alerts={[alert({ query: { city: "Pune", skills: ["react", "docker"], skillNames: ["React", "Docker"] } })]} />);
    const [item] = within(screen.getByRole("list", { name: "Your job alerts" })).getAllByRole("listitem");
    expect(item.textContent).toContain("Pune · Skills: React, Docker");
    expect(within(item).getByRole("link", { name: /View jobs/ }).getAttribute("href")).toBe("/candidate/findjobs?city=Pune&skills=react%2Cdocker");
  });

  it("Pause and Resume send the new state for this alert and refresh", async () => {
    actions.updateAlertAction.mockResolvedValue({ ok: true, data: alert({ paused: true }) });
    render(<AlertList alerts={[alert()]} />);
    await userEvent.click(screen.getByRole("button", { name: "Pause Developer in Pune" }));
    expect(actions.updateAlertAction).toHaveBeenCalledWith({ id: "alert-1", paused: true });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Job alert paused");
    expect(router.refresh).toHaveBeenCalled();

    cleanup();
    render(<AlertList alerts={[alert({ paused: true })]} />);
    await userEvent.click(screen.getByRole("button", { name: "Resume Developer in Pune" }));
    expect(actions.updateAlertAction).toHaveBeenLastCalledWith({ id: "alert-1", paused: false });
    expect(toast.toastSuccess).toHaveBeenLastCalledWith("Job alert resumed");
  });

  it("Edit renames and changes the frequency; a blank name is refused before sending", async () => {
    actions.updateAlertAction.mockResolvedValue({ ok: true, data: alert(), message: "Job alert updated" });
    render(<AlertList alerts={[alert()]} />);
    await userEvent.click(screen.getByRole("button", { name: "Edit Developer in Pune" }));
    const dialog = screen.getByRole("dialog", { name: "Edit job alert" });
    const name = within(dialog).getByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toBe("Developer in Pune");
    expect((within(dialog).getByRole("radio", { name: /^Daily/ }) as HTMLInputElement).checked).toBe(true);

    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(actions.updateAlertAction).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain("Name is required");

    await userEvent.type(name, "Pune developers");
    await userEvent.click(within(dialog).getByRole("radio", { name: /^Instant/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(actions.updateAlertAction).toHaveBeenCalledWith({ id: "alert-1", name: "Pune developers", frequency: "instant" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Job alert updated");
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Delete asks first; Cancel sends nothing, confirming deletes this alert", async () => {
    actions.deleteAlertAction.mockResolvedValue({ ok: true, data: null, message: "Job alert deleted" });
    render(<AlertList alerts={[alert()]} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete Developer in Pune" }));
    let dialog = screen.getByRole("dialog", { name: "Delete job alert?" });
    expect(dialog.textContent).toContain("Developer in Pune");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(actions.deleteAlertAction).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Delete Developer in Pune" }));
    dialog = screen.getByRole("dialog", { name: "Delete job alert?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete job alert" }));
    expect(actions.deleteAlertAction).toHaveBeenCalledWith({ id: "alert-1" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Job alert deleted");
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("an alert that is already gone says so and shows the current list", async () => {
    actions.deleteAlertAction.mockResolvedValue({ ok: false, status: 404, code: "NOT_FOUND", message: "Job alert not found." });
    render(<AlertList alerts={[alert()]} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete Developer in Pune" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete job alert" }));
    expect(toast.toastError).toHaveBeenCalledWith("Job alert not found.");
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
