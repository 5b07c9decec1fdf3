// A placement's annual CTC (decisions.md section 20): given with the hire of an agency application
// (whole rupees; ignored with another stage, refused when not a positive whole number), carried by the
// placement's JSON, and changed with PATCH desk/placements/{id} { annualCtc?, startDate? } by the
// placement's recruiter and admins only (another recruiter, or a placement with no recruiter, is 404 to
// them; other roles 403). Falling through stays any recruiter's; a CTC may be corrected afterwards.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { PlacementJson } from "@/lib/desk/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createCandidate, createUser } = await import("@/tests/factories");
const { call } = await import("@/tests/pipeline/helpers");
const { offeredAgencyApplication, placementStarted } = await import("@/tests/desk/agency-fixtures");
const statusRoute = await import("@/app/api/v1/applications/[id]/status/route");
const listRoute = await import("@/app/api/v1/desk/placements/route");
const patchRoute = await import("@/app/api/v1/desk/placements/[id]/route");

const hire = (as: SessionUser, id: string, extra: Record<string, unknown> = {}) =>
  call(statusRoute.PATCH, { as, method: "PATCH", params: { id }, body: { status: "hired", from: "offered", ...extra } });
const patch = (as: SessionUser, id: string, body: unknown) => call(patchRoute.PATCH, { as, method: "PATCH", params: { id }, body });
const list = (as: SessionUser) => call(listRoute.GET, { as, path: "/api/v1/desk/placements" });

describe("the hire's annual CTC", () => {
  it("is stored on the placement, and the placement's JSON carries it", async () => {
    const recruiter = await createUser({ role: "Recruiter" });
    const { employer, applicationId } = await offeredAgencyApplication(recruiter);
    // As a form sends it: Indian grouping.
    expect((await hire(employer, applicationId, { annualCtc: "9,00,000", startDate: "2026-12-01" })).status).toBe(200);
    const placement = await db.placement.findUniqueOrThrow({ where: { applicationId } });
    expect(placement.annualCtc).toBe(900000);
    const listed = ((await list(recruiter)).body.response as { placements: PlacementJson[] }).placements.find((p) => p.id === placement.id);
    expect(listed).toMatchObject({ annualCtc: 900000, recruiter: { id: recruiter.id } });
  });

  it("is optional to the API (null), and refused when not a positive whole number of rupees (400, nothing moves)", async () => {
    const recruiter = await createUser({ role: "Recruiter" });
    for (const annualCtc of [-500000, 650000.5, 0, "six lakh", 2_000_000_000]) {
      const { employer, applicationId } = await offeredAgencyApplication(recruiter);
      const res = await hire(employer, applicationId, { annualCtc });
      expect(res.status, String(annualCtc)).toBe(400);
      expect(res.body.errors?.annualCtc).toBe("Please enter the annual CTC in whole rupees, e.g. 600000");
      expect((await db.application.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe("offered");
    }
    const { employer, applicationId } = await offeredAgencyApplication(recruiter);
    expect((await hire(employer, applicationId)).status).toBe(200);
    expect((await db.placement.findUniqueOrThrow({ where: { applicationId } })).annualCtc).toBeNull();
  });
});

describe("PATCH desk/placements/{id}: the terms", () => {
  it("the placement's recruiter changes the CTC and the start date; the answer is the placement", async () => {
    const riya = await createUser({ role: "Recruiter" });
    const { placement } = await placementStarted(riya, 3);
    const res = await patch(riya, placement.id, { annualCtc: 1200000 });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ id: placement.id, annualCtc: 1200000, status: "active" });
    const both = await patch(riya, placement.id, { annualCtc: 1250000, startDate: "2027-01-15" });
    expect(both.body.response).toMatchObject({ annualCtc: 1250000, startDate: "2027-01-15", guaranteeEndsOn: "2027-04-15" });
    expect(await db.placement.findUniqueOrThrow({ where: { id: placement.id } })).toMatchObject({ annualCtc: 1250000 });
  });

  it("400 for a negative, fractional, zero or text CTC; nothing changes", async () => {
    const riya = await createUser({ role: "Recruiter" });
    const { placement } = await placementStarted(riya, 3);
    for (const annualCtc of [-1, 1.5, 0, "lots", true]) {
      const res = await patch(riya, placement.id, { annualCtc });
      expect(res.status, String(annualCtc)).toBe(400);
      expect(res.body.errors?.annualCtc).toBe("Please enter the annual CTC in whole rupees, e.g. 600000");
    }
    expect((await db.placement.findUniqueOrThrow({ where: { id: placement.id } })).annualCtc).toBeNull();
  });

  it("another recruiter's placement is a 404 for its terms (not for falling through); admins may; other roles 403", async () => {
    const riya = await createUser({ role: "Recruiter", name: "Riya" });
    const sam = await createUser({ role: "Recruiter", name: "Sam" });
    const { placement, employer } = await placementStarted(riya, 3, "Asha Rao");
    for (const body of [{ annualCtc: 700000 }, { startDate: "2027-02-01" }, { annualCtc: 700000, fellThrough: true }]) {
      const res = await patch(sam, placement.id, body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Placement not found.");
    }
    expect(await db.placement.findUniqueOrThrow({ where: { id: placement.id } })).toMatchObject({ annualCtc: null, status: "active" });

    const admin = await createUser({ role: "Admin" });
    expect((await patch(admin, placement.id, { annualCtc: 800000 })).body.response).toMatchObject({ annualCtc: 800000 });
    const { user: candidate } = await createCandidate();
    for (const other of [employer, candidate, await createUser({ role: "Trainer" })]) expect((await patch(other, placement.id, { annualCtc: 1 })).status).toBe(403);

    // A placement whose recruiter is gone: its terms are the admins' and Finance's.
    const orphan = await placementStarted(null, 3, "Ravi Iyer");
    expect((await patch(riya, orphan.placement.id, { annualCtc: 500000 })).status).toBe(404);
    expect((await patch(admin, orphan.placement.id, { annualCtc: 500000 })).status).toBe(200);
    const finance = await createUser({ role: "Finance" });
    expect((await patch(finance, orphan.placement.id, { annualCtc: 510000 })).body.response).toMatchObject({ annualCtc: 510000 });

    // Falling through stays any recruiter's; the CTC may still be corrected afterwards, the start date not.
    expect((await patch(sam, placement.id, { fellThrough: true })).status).toBe(200);
    expect((await patch(riya, placement.id, { annualCtc: 750000 })).body.response).toMatchObject({ status: "fell_through", annualCtc: 750000 });
    const moved = await patch(riya, placement.id, { startDate: "2027-03-01" });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe("STALE_STATE");
  });
});
