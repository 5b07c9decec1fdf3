// @vitest-environment happy-dom
// "Who viewed my documents" as the candidate meets it: the table with its caption and labels, the
// empty state, and "Show more" appending the next page (or saying why it could not).
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DocumentView, DocumentViewsPage } from "@/lib/candidate-profile/contract";

const api = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock("@/lib/client/api", () => api);

const { DocumentViews, EMPTY_MESSAGE } = await import("@/components/candidate-profile/document-views");

const view = (over: Partial<DocumentView> = {}): DocumentView => ({
  viewer: "Rahul Mehta",
  organisation: "Infosphere Tech",
  role: "Employer",
  fileKind: "resume",
  viewedAt: "2026-11-22T09:35:00.000Z",
  ...over,
});

const page = (items: DocumentView[], more = false, number = 1): DocumentViewsPage => ({ items, page: number, hasNextPage: more });

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent);

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("DocumentViews", () => {
  it("lists each view with who, organisation, role, document and when, under a captioned table", () => {
    render(
      <DocumentViews
        initial={page([
          view({ viewer: "Asha Admin", organisation: "TalentBridge Staffing", role: "Admin", fileKind: "panCard" }),
          view(),
          view({ viewer: "Old Account", organisation: null, fileKind: "drivingLicense" }),
        ])}
      />,
    );
    expect(screen.getByRole("heading", { name: "Who viewed my documents" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "People who opened your documents, newest first" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Viewer", "Organisation", "Role", "Document", "When"]);
    expect(bodyRows().map(cells)).toEqual([
      ["Asha Admin", "TalentBridge Staffing", "Administrator", "PAN card", "Nov 22, 2026, 3:05 PM IST"],
      ["Rahul Mehta", "Infosphere Tech", "Employer", "Resume", "Nov 22, 2026, 3:05 PM IST"],
      ["Old Account", "—", "Employer", "Driving licence", "Nov 22, 2026, 3:05 PM IST"],
    ]);
    expect(screen.queryByText(EMPTY_MESSAGE)).toBeNull();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("says nobody has opened the documents when there are no views", () => {
    render(<DocumentViews initial={page([])} />);
    expect(screen.getByText("Nobody has opened your documents yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("appends the next page on Show more and hides the button after the last page", async () => {
    api.apiRequest.mockResolvedValueOnce({ ok: true, data: [view({ viewer: "Second Page", fileKind: "passport" })] });
    render(<DocumentViews initial={page([view()], true)} />);

    await userEvent.click(screen.getByRole("button", { name: "Show more" }));

    expect(api.apiRequest).toHaveBeenCalledWith("GET", "/candidate/document-views", { query: { page: 2 } });
    expect(bodyRows().map((row) => cells(row)[0])).toEqual(["Rahul Mehta", "Second Page"]);
    expect(cells(bodyRows()[1])[3]).toBe("Passport");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("keeps the rows and says why when the next page cannot be read", async () => {
    api.apiRequest.mockResolvedValueOnce({ ok: false, status: 0, code: "UNAVAILABLE", message: "Could not reach the server." });
    render(<DocumentViews initial={page([view()], true)} />);

    await userEvent.click(screen.getByRole("button", { name: "Show more" }));

    expect(screen.getByRole("alert").textContent).toBe("Could not reach the server.");
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Show more" })).toBeTruthy();
  });
});
