// @vitest-environment happy-dom
// An accepted training request is a request for a sponsored batch (decisions.md section 15): the card
// offers "Create sponsored batch" (the batch form, given the request) until the batch exists, then
// names and links the batch; other requests offer neither.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminRequestJson } from "@/lib/moderation/contract";
import { sponsoredBatch, universityRequest } from "@/tests/helpers/university-requests";

vi.mock("@/lib/moderation/actions", () => ({ decideEmployerAction: vi.fn(), decideJobAction: vi.fn(), decideRequestAction: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { AdminRequestCard } = await import("@/components/moderation/request-card");

afterEach(cleanup);

function request(overrides: Partial<AdminRequestJson> = {}): AdminRequestJson {
  return {
    ...universityRequest(),
    university: {
      id: "uni_1",
      instituteName: "Test Institute",
      city: "Pune",
      state: "Maharashtra",
      website: null,
      placementContact: null,
      email: "tpo@college.example",
      mobile: "9876543210",
    },
    decisions: [],
    ...overrides,
  };
}

const createLink = () => screen.queryByRole("link", { name: /^Create sponsored batch/ });

describe("AdminRequestCard and sponsored batches", () => {
  it("an accepted training request without a batch links to the batch form with its id", () => {
    render(<AdminRequestCard request={request()} />);
    const link = createLink();
    expect(link?.getAttribute("href")).toBe("/admin/batches/new?requestId=req_1");
    expect(link?.textContent).toBe("Create sponsored batch for Test Institute");
  });

  it("once the batch exists, names it with its dates and links its page instead", () => {
    render(<AdminRequestCard request={request({ batch: sponsoredBatch() })} />);
    expect(createLink()).toBeNull();
    expect(screen.getByRole("link", { name: "Robotics for Test Institute" }).getAttribute("href")).toBe("/training/robotics#batch-b_9");
    expect(screen.getByRole("article").textContent).toContain("Sponsored batch: Robotics for Test Institute, Jan 12, 2099 to Jan 22, 2099");
  });

  it("offers nothing for a pending or declined request, nor for a placement drive", () => {
    render(<AdminRequestCard request={request({ status: "pending" })} />);
    expect(createLink()).toBeNull();
    cleanup();
    render(<AdminRequestCard request={request({ status: "declined" })} />);
    expect(createLink()).toBeNull();
    cleanup();
    render(<AdminRequestCard request={request({ kind: "placementDrive", kindLabel: "Campus placement drive" })} />);
    expect(createLink()).toBeNull();
  });
});
