// @vitest-environment happy-dom
// "Download my data": a real link to the export (works before hydration); once hydrated, a refusal
// (429) becomes a toast and a ZIP is handed to the browser under the server's file name.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ download: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/api", () => ({ apiDownload: api.download }));
vi.mock("@/lib/client/toast", () => ({ toastSuccess: toasts.success, toastError: toasts.error }));

const { DownloadDataSection } = await import("@/components/privacy/download-data-section");

beforeEach(() => {
  for (const fn of [api.download, toasts.success, toasts.error]) fn.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const link = () => screen.getByRole("link", { name: "Download my data" });

describe("DownloadDataSection", () => {
  it("is a heading and a download link to the export call", () => {
    render(<DownloadDataSection />);
    expect(screen.getByRole("heading", { level: 2, name: "Download my data" })).toBeTruthy();
    expect(link().getAttribute("href")).toBe("/api/v1/account/export");
    expect(link().hasAttribute("download")).toBe(true);
  });

  it("shows the server's message when the day's downloads are used up, and saves nothing", async () => {
    const message = "You can download your data 3 times a day. Please try again later.";
    api.download.mockResolvedValue({ ok: false, status: 429, code: "RATE_LIMITED", message });
    const createUrl = vi.spyOn(URL, "createObjectURL");
    render(<DownloadDataSection />);
    await act(async () => fireEvent.click(link()));
    expect(api.download).toHaveBeenCalledWith("/account/export");
    expect(toasts.error).toHaveBeenCalledWith(message);
    expect(createUrl).not.toHaveBeenCalled();
  });

  it("hands the ZIP to the browser under the server's file name", async () => {
    const blob = new Blob(["zip"], { type: "application/zip" });
    api.download.mockResolvedValue({ ok: true, data: { blob, fileName: "talentbridge-data-2026-11-24.zip" } });
    const createUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:export");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    render(<DownloadDataSection />);
    await act(async () => fireEvent.click(link()));
    expect(createUrl).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: "blob:export", download: "talentbridge-data-2026-11-24.zip" }]);
    expect(toasts.success).toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
