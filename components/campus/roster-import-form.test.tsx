// @vitest-environment happy-dom
// The roster import form (decisions.md section 18): the file field by its label, the pinned header and
// the sample, the per-line report of a refused file, and the counts of an imported one.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ apiUpload: vi.fn() }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("@/lib/client/api", () => api);
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { RosterImportForm } = await import("@/components/campus/roster-import-form");

const file = () => new File(["name,email,rollNo,course,passingYear,marks,backlogs\n"], "roster.csv", { type: "text/csv" });

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("RosterImportForm", () => {
  it("shows the header and the sample, and asks for a file before uploading", async () => {
    render(<RosterImportForm />);
    expect(screen.getByText("name,email,rollNo,course,passingYear,marks,backlogs")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download a sample CSV" }).getAttribute("href")).toBe("/samples/roster.csv");
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByText("Please choose the roster file (CSV).")).toBeTruthy();
    expect(api.apiUpload).not.toHaveBeenCalled();
  });

  it("lists every refused line, and says nothing was imported", async () => {
    api.apiUpload.mockResolvedValue({ ok: true, data: { created: 0, updated: 0, awaitingConfirmation: 0, errors: [{ line: 7, message: "email is not a valid address" }] } });
    render(<RosterImportForm />);
    await userEvent.upload(screen.getByLabelText("Roster (CSV)"), file());
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByRole("alert").textContent).toContain("Nothing was imported: 1 line was refused.");
    const table = screen.getByRole("table", { name: "Refused lines of the roster" });
    expect(within(table).getByRole("rowheader", { name: "7" })).toBeTruthy();
    expect(within(table).getByText("email is not a valid address")).toBeTruthy();
    expect(api.apiUpload.mock.calls[0][0]).toBe("/university/students/import");
    expect((api.apiUpload.mock.calls[0][1] as FormData).get("file")).toBeInstanceOf(File);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("shows the counts of an import and refreshes the list; a refused upload shows the server's message", async () => {
    api.apiUpload.mockResolvedValueOnce({ ok: true, data: { created: 3, updated: 2, awaitingConfirmation: 1, errors: [] } });
    render(<RosterImportForm />);
    await userEvent.upload(screen.getByLabelText("Roster (CSV)"), file());
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByRole("status").textContent).toBe("Imported: 3 new students, 2 updated, 1 asked to confirm.");
    expect(router.refresh).toHaveBeenCalled();

    api.apiUpload.mockResolvedValueOnce({ ok: false, status: 413, code: "PAYLOAD_TOO_LARGE", message: "A roster may be at most 5 MB." });
    await userEvent.upload(screen.getByLabelText("Roster (CSV)"), file());
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByRole("alert").textContent).toBe("A roster may be at most 5 MB.");
  });
});
