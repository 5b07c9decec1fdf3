// @vitest-environment happy-dom
// The post-a-job page's modal for employers who are not approved: the spec's words stay; a pending
// employer also learns what happens next, what speeds the review (where it stands on each check) and
// how to reach us (issue 30).
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COMPANY } from "@/lib/site/company";

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { AccountStatusDialog } = await import("@/components/employers/account-status-dialog");

afterEach(cleanup);

describe("AccountStatusDialog", () => {
  it("pending: the spec's title and text, then what happens next, what speeds it and how to reach us", async () => {
    render(<AccountStatusDialog status="pending" hints={{ email: "acme@gmail.com", emailDomain: "free", gstin: "missing" }} />);
    const dialog = screen.getByRole("dialog", { name: "Account Pending Approval" });
    expect(within(dialog).getByText("Your request is still pending. Please try again later.")).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "What happens next" })).toBeTruthy();
    expect(dialog.textContent).toContain("usually within two working days");
    expect(dialog.textContent).toContain("acme@gmail.com");
    expect(within(dialog).getByRole("heading", { name: "What speeds it up" })).toBeTruthy();
    expect(dialog.textContent).toContain("free-mail address");
    expect(dialog.textContent).toContain("No GSTIN in your profile yet.");
    expect(within(dialog).getByRole("link", { name: "Update your company profile" }).getAttribute("href")).toBe("/employer/profile");
    expect(within(dialog).getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact-us");
    expect(within(dialog).getByRole("link", { name: COMPANY.email }).getAttribute("href")).toBe(`mailto:${COMPANY.email}`);
    expect(within(dialog).getByRole("link", { name: COMPANY.phone }).getAttribute("href")).toBe(COMPANY.phoneHref);

    await userEvent.click(within(dialog).getByRole("button", { name: "Go to Home" }));
    expect(router.push).toHaveBeenCalledWith("/");
  });

  it("pending: checks already met say so; without a readable profile the general advice shows", () => {
    const { unmount } = render(<AccountStatusDialog status="pending" hints={{ email: "hr@acme.in", emailDomain: "match", gstin: "valid" }} />);
    expect(screen.getByText("Done: your login e-mail is on your website's domain.")).toBeTruthy();
    expect(screen.getByText("Done: your GSTIN is in your profile.")).toBeTruthy();
    unmount();
    render(<AccountStatusDialog status="pending" />);
    expect(screen.getByText("Your company's GSTIN in your profile")).toBeTruthy();
    expect(screen.queryByText(/^Done:/)).toBeNull();
  });

  it("rejected: the spec's words and how to reach us, no review advice", () => {
    render(<AccountStatusDialog status="rejected" />);
    const dialog = screen.getByRole("dialog", { name: "Account Rejected" });
    expect(within(dialog).getByText("Your request has been rejected. Please signup again.")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Contact us" })).toBeTruthy();
    expect(within(dialog).queryByRole("heading", { name: "What happens next" })).toBeNull();
  });
});
