// @vitest-environment happy-dom
// The university's own requests: once an admin made a sponsored batch of a training request
// (decisions.md section 15), the request shows the batch's title, dates and a link to its page.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { UniversityRequestJson } from "@/lib/university/contract";
import { RequestList } from "@/components/university/request-list";
import { sponsoredBatch, universityRequest } from "@/tests/helpers/university-requests";

afterEach(cleanup);

const request = (id: string, overrides: Partial<UniversityRequestJson> = {}) => universityRequest({ id, ...overrides });

describe("RequestList", () => {
  it("shows the batch made of a request, linked to its page, and nothing for a request without one", () => {
    render(<RequestList requests={[request("r1", { batch: sponsoredBatch() }), request("r2")]} />);
    const [withBatch, without] = screen.getAllByRole("article");
    const link = within(withBatch).getByRole("link", { name: "Robotics for Test Institute" });
    expect(link.getAttribute("href")).toBe("/training/robotics#batch-b_9");
    expect(withBatch.textContent).toContain("Sponsored batch: Robotics for Test Institute, Jan 12, 2099 to Jan 22, 2099");
    expect(within(without).queryByRole("link")).toBeNull();
  });

  it("says when the batch was cancelled", () => {
    render(<RequestList requests={[request("r1", { batch: sponsoredBatch({ title: "Robotics batch", cancelled: true }) })]} />);
    expect(screen.getByRole("article").textContent).toContain("(cancelled)");
  });
});
