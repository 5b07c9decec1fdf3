// Billing settings (decisions.md section 21): our company's (Finance and admins), a company's billing
// details (its owners only) and its terms (Finance). GSTINs: form and check digit 400 VALIDATION with a
// clear message; a GSTIN of another state than the one given 400 GSTIN_STATE.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createUser } = await import("@/tests/factories");
const { addMember } = await import("@/tests/teams/helpers");
const { call } = await import("@/tests/employer/helpers");
const { GSTIN_CHECK_MESSAGE } = await import("@/lib/billing/rules/gst");
const h = await import("@/tests/billing/helpers");

describe("finance/settings", () => {
  it("null until saved; Finance saves and reads them, an admin too", async () => {
    const finance = await createUser({ role: "Finance" });
    expect((await call(h.settingsRoute.GET, { as: finance })).body.response).toBeNull();
    const saved = await h.putSettings(finance, { ...h.SETTINGS, invoicePrefix: " tb ", gstin: " 27aapfu0939f1zv " });
    expect(saved.status).toBe(200);
    expect(saved.body.response).toEqual({ ...h.SETTINGS, stateCode: "27" });
    const admin = await createUser({ role: "Admin" });
    expect((await call(h.settingsRoute.GET, { as: admin })).body.response).toMatchObject({ invoicePrefix: "TB", gstin: "27AAPFU0939F1ZV" });
    expect((await h.putSettings(admin, { ...h.SETTINGS, paymentTermsDays: 15 })).body.response).toMatchObject({ paymentTermsDays: 15 });
    expect(await db.billingSettings.count()).toBe(1);
  });

  it("a GSTIN with a wrong check digit is 400 with a clear message; one of another state 400 GSTIN_STATE", async () => {
    const finance = await createUser({ role: "Finance" });
    const bad = await h.putSettings(finance, { ...h.SETTINGS, gstin: "27AAPFU0939F1ZW" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "VALIDATION", errors: { gstin: GSTIN_CHECK_MESSAGE } });
    const otherState = await h.putSettings(finance, { ...h.SETTINGS, state: "Karnataka" });
    expect(otherState.status).toBe(400);
    expect(otherState.body.code).toBe("GSTIN_STATE");
    expect(otherState.body.errors?.gstin).toBe("This GSTIN is registered in Maharashtra (27), not in Karnataka (29). Choose its state or check the GSTIN.");
  });

  it("refuses a bad prefix (CN is the credit notes'), UPI id, terms or state", async () => {
    const finance = await createUser({ role: "Finance" });
    for (const [field, value] of [
      ["invoicePrefix", "TBSPL"],
      ["invoicePrefix", "CN"],
      ["invoicePrefix", "T/B"],
      ["upiId", "not a upi id"],
      ["paymentTermsDays", 121],
      ["paymentTermsDays", 7.5],
      ["state", "Atlantis"],
    ] as const) {
      const res = await h.putSettings(finance, { ...h.SETTINGS, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(res.body.errors?.[field], `${field}=${value}`).toBeTruthy();
    }
  });

  it("is Finance's and the admins' only: others 403, visitors 401", async () => {
    const { user: employer } = await createEmployer();
    const { user: candidate } = await createCandidate();
    for (const as of [employer, candidate, await createUser({ role: "Recruiter" }), await createUser({ role: "Trainer" })]) {
      expect((await call(h.settingsRoute.GET, { as })).status, as.role).toBe(403);
      expect((await h.putSettings(as, h.SETTINGS)).status, as.role).toBe(403);
    }
    expect((await call(h.settingsRoute.GET, { as: null })).status).toBe(401);
  });
});

describe("employer/billing", () => {
  it("the company's owners give and read its billing details; null before", async () => {
    const { user: owner, employer } = await createEmployer();
    expect((await call(h.employerBillingRoute.GET, { as: owner })).body.response).toBeNull();
    const res = await h.putBilling(owner, { ...h.KARNATAKA_BILLING, state: "karnataka", billingEmail: " Accounts@BengaluruBytes.example " });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ ...h.KARNATAKA_BILLING, employerId: employer.id });
    // A second owner acts for the same company (the member row, not the signing-up account).
    const { user: second } = await addMember(employer.id, "owner");
    expect((await call(h.employerBillingRoute.GET, { as: second })).body.response).toMatchObject({ employerId: employer.id, legalName: h.KARNATAKA_BILLING.legalName });
  });

  it("the GSTIN is optional; when given it is checked and must be the state's", async () => {
    const { user: owner } = await createEmployer();
    expect((await h.putBilling(owner, { ...h.KARNATAKA_BILLING, gstin: "" })).body.response).toMatchObject({ gstin: null });
    const bad = await h.putBilling(owner, { ...h.KARNATAKA_BILLING, gstin: "29AAGCB7383J1Z5" });
    expect(bad.body).toMatchObject({ code: "VALIDATION", errors: { gstin: GSTIN_CHECK_MESSAGE } });
    const wrongState = await h.putBilling(owner, { ...h.KARNATAKA_BILLING, state: "Tamil Nadu" });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.code).toBe("GSTIN_STATE");
  });

  it("recruiters and interviewers of the company 403, a login in no company 404, other roles 403", async () => {
    const { employer } = await createEmployer();
    for (const role of ["recruiter", "interviewer"] as const) {
      const { user } = await addMember(employer.id, role);
      expect((await call(h.employerBillingRoute.GET, { as: user })).status, role).toBe(403);
      expect((await h.putBilling(user, h.KARNATAKA_BILLING)).status, role).toBe(403);
    }
    const loner = await createUser({ role: "Employer" });
    expect((await call(h.employerBillingRoute.GET, { as: loner })).status).toBe(404);
    const finance = await createUser({ role: "Finance" });
    expect((await call(h.employerBillingRoute.GET, { as: finance })).status).toBe(403);
    expect(await db.clientBilling.count({ where: { employerId: employer.id } })).toBe(0);
  });
});

describe("finance/clients/{employerId}/terms", () => {
  it("stores the fee in basis points and answers the percent; an unknown company 404", async () => {
    const finance = await createUser({ role: "Finance" });
    const { employer } = await createEmployer();
    const res = await h.putTerms(finance, employer.id, { placementFeePercent: 8.33, paymentTermsDays: 45 });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ employerId: employer.id, placementFeePercent: 8.33, paymentTermsDays: 45 });
    expect(await db.clientTerms.findUniqueOrThrow({ where: { employerId: employer.id } })).toMatchObject({ placementFeeBasisPoints: 833 });
    expect((await h.putTerms(finance, "no-such-company", { placementFeePercent: 8, paymentTermsDays: 30 })).status).toBe(404);
  });

  it("refuses more than two decimals, more than 50 % or a negative fee; an employer 403", async () => {
    const finance = await createUser({ role: "Finance" });
    const { user: owner, employer } = await createEmployer();
    for (const placementFeePercent of [8.333, 50.01, -1, "ten"]) {
      const res = await h.putTerms(finance, employer.id, { placementFeePercent, paymentTermsDays: 30 });
      expect(res.status, String(placementFeePercent)).toBe(400);
      expect(res.body.errors?.placementFeePercent).toBe("The placement fee is a percentage from 0 to 50, with at most two decimals");
    }
    expect((await h.putTerms(owner, employer.id, { placementFeePercent: 1, paymentTermsDays: 30 })).status).toBe(403);
  });
});
