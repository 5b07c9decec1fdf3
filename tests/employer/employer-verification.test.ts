// Issue 16 "Employers the company can trust" (decisions.md section 12, docs/decisions/0021): the admin's
// employer items carry signals (e-mail domain, GSTIN check, duplicate name, the last found in SQL
// across all employers), the GSTIN is validated on the profile, and Employer.verified (the
// "Verified employer" badge on public jobs) is recomputed with every change of an input.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.61" }) }));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createEmployer, createJob, createUser, uniqueEmail } = await import("@/tests/factories");
const { lastCode } = await import("@/tests/helpers/outbox");
const { call, profileFields } = await import("@/tests/employer/helpers");
const updateProfileRoute = await import("@/app/api/v1/employer/update-profile/route");
const getProfileRoute = await import("@/app/api/v1/employer/get-profile/route");
const confirmRoute = await import("@/app/api/v1/employer/confirm-email/route");
const getJobsRoute = await import("@/app/api/v1/jobs/get-jobs/route");
const getJobRoute = await import("@/app/api/v1/jobs/get-job/[id]/route");
const employersRoute = await import("@/app/api/v1/admin/employers/route");
const employerRoute = await import("@/app/api/v1/admin/employers/[id]/route");

const VALID_GSTIN = "27AAPFU0939F1ZV";
const OTHER_VALID_GSTIN = "33AABCK4821Q1ZC";

type Signals = { emailDomain: string; gstinValid: boolean | null; duplicateName: boolean };
type EmployerItem = { id: string; status: string; gstin: string | null; signals: Signals };
type JobItem = { id: string; employerVerified: boolean };

/** An address on the factory's website domain (https://acme.example), unique per call. */
const onSiteEmail = () => `hr-${randomUUID().slice(0, 8)}@acme.example`;

const admin = () => createUser({ role: "Admin", name: "Trust Admin" });

async function decide(as: SessionUser, id: string, status: "approved" | "rejected", from: string) {
  const body = status === "rejected" ? { status, from, reason: "Could not confirm the company." } : { status, from };
  return call(employerRoute.PATCH as Handler, { as, method: "PATCH", params: { id }, body });
}

async function save(user: SessionUser, changes: Record<string, unknown>, ip?: string) {
  const current = await db.employer.findUniqueOrThrow({ where: { userId: user.id }, include: { user: true } });
  const body = { ...profileFields, orgName: current.orgName, website: current.website ?? "", email: current.user.email, ...changes };
  return call(updateProfileRoute.POST as Handler, { as: user, method: "POST", body, ip });
}

const verifiedOf = async (employerId: string) => (await db.employer.findUniqueOrThrow({ where: { id: employerId } })).verified;

async function adminItems(as: SessionUser, query: string): Promise<EmployerItem[]> {
  const res = await call(employersRoute.GET as Handler, { as, path: `/api/v1/admin/employers?${query}` });
  expect(res.status).toBe(200);
  return res.body.response as EmployerItem[];
}

async function publicJob(id: string): Promise<JobItem> {
  const res = await call(getJobRoute.GET as Handler, { as: null, path: `/api/v1/jobs/get-job/${id}`, params: { id } });
  expect(res.status).toBe(200);
  return res.body.response as JobItem;
}

async function listedJob(id: string): Promise<JobItem | undefined> {
  const res = await call(getJobsRoute.GET as Handler, { as: null, path: "/api/v1/jobs/get-jobs?limit=50" });
  return (res.body.response as { jobs: JobItem[] }).jobs.find((job) => job.id === id);
}

describe("signals on the admin's employer items", () => {
  it("e-mail domain: match, free mail, mismatch; GSTIN: valid, failed, none", async () => {
    const as = await admin();
    const match = await createEmployer({ status: "pending", email: onSiteEmail() });
    const free = await createEmployer({ status: "pending", email: `someone.${randomUUID().slice(0, 8)}@gmail.com` });
    const other = await createEmployer({ status: "pending" }); // @test.example against acme.example
    await db.employer.update({ where: { id: match.employer.id }, data: { gstin: VALID_GSTIN } });
    // A stored GSTIN that fails the check (written before validation, or by hand): the card says so.
    await db.employer.update({ where: { id: free.employer.id }, data: { gstin: "27AAPFU0939F1ZW" } });

    const items = await adminItems(as, "status=pending&limit=100");
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(match.employer.id)).toMatchObject({ gstin: VALID_GSTIN, signals: { emailDomain: "match", gstinValid: true, duplicateName: false } });
    expect(byId.get(free.employer.id)).toMatchObject({ signals: { emailDomain: "free", gstinValid: false, duplicateName: false } });
    expect(byId.get(other.employer.id)).toMatchObject({ gstin: null, signals: { emailDomain: "mismatch", gstinValid: null, duplicateName: false } });
  });

  it("duplicate name: trimmed and in any case, against every employer, not only the page shown", async () => {
    const as = await admin();
    const name = `Same Name ${randomUUID().slice(0, 6)}`;
    const first = await createEmployer({ status: "rejected", orgName: name });
    const unique = await createEmployer({ status: "approved", orgName: `Unique ${randomUUID().slice(0, 6)}` });
    const second = await createEmployer({ status: "approved", orgName: `  ${name.toUpperCase()} ` });

    // Newest first, one per page: the page holds only `second`; its twin is on another page and status.
    const [page1] = await adminItems(as, "status=approved&limit=1&page=1");
    expect(page1.id).toBe(second.employer.id);
    expect(page1.signals.duplicateName).toBe(true);
    const [rejected] = (await adminItems(as, "status=rejected&limit=100")).filter((item) => item.id === first.employer.id);
    expect(rejected.signals.duplicateName).toBe(true);
    const all = await adminItems(as, "limit=100");
    expect(all.find((item) => item.id === unique.employer.id)?.signals.duplicateName).toBe(false);

    // The item a decision answers carries the signals too.
    const res = await decide(as, first.employer.id, "approved", "rejected");
    expect((res.body.response as EmployerItem).signals).toMatchObject({ duplicateName: true, emailDomain: "mismatch", gstinValid: null });
  });
});

describe("verified follows the admin's decision", () => {
  it("approving an employer with a matching domain verifies it; its jobs say so; rejecting undoes it", async () => {
    const as = await admin();
    const { employer } = await createEmployer({ status: "pending", email: onSiteEmail() });
    const job = await createJob({ employerId: employer.id });
    expect(await verifiedOf(employer.id)).toBe(false);

    expect((await decide(as, employer.id, "approved", "pending")).status).toBe(200);
    expect(await verifiedOf(employer.id)).toBe(true);
    expect((await publicJob(job.id)).employerVerified).toBe(true);
    expect((await listedJob(job.id))?.employerVerified).toBe(true);

    expect((await decide(as, employer.id, "rejected", "approved")).status).toBe(200);
    expect(await verifiedOf(employer.id)).toBe(false);
  });

  it("approving without a matching domain or a GSTIN does not verify; a valid GSTIN does", async () => {
    const as = await admin();
    const plain = await createEmployer({ status: "pending" });
    const withGstin = await createEmployer({ status: "pending" });
    await db.employer.update({ where: { id: withGstin.employer.id }, data: { gstin: VALID_GSTIN } });
    const plainJob = await createJob({ employerId: plain.employer.id });
    await decide(as, plain.employer.id, "approved", "pending");
    await decide(as, withGstin.employer.id, "approved", "pending");
    expect(await verifiedOf(plain.employer.id)).toBe(false);
    expect(await verifiedOf(withGstin.employer.id)).toBe(true);
    expect((await publicJob(plainJob.id)).employerVerified).toBe(false);
    expect((await listedJob(plainJob.id))?.employerVerified).toBe(false);
  });
});

describe("the GSTIN on the profile", () => {
  it("is refused unless valid (400, field error); lower case is stored normalised", async () => {
    const { user, employer } = await createEmployer({ status: "pending" });
    for (const bad of ["27AAPFU0939F1ZW", "12345", "27AAPFU0939F1ZV1", 42]) {
      const res = await save(user, { gstin: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION", errors: { gstin: "Enter a valid 15-character GSTIN" } });
    }
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).gstin).toBeNull();

    const ok = await save(user, { gstin: ` ${VALID_GSTIN.toLowerCase()} ` });
    expect(ok.status).toBe(200);
    expect(ok.body.response).toMatchObject({ gstin: VALID_GSTIN });
    const profile = await call(getProfileRoute.GET as Handler, { as: user });
    expect(profile.body.response).toMatchObject({ gstin: VALID_GSTIN });

    // Absent keeps it (a client that does not know the field); blank removes it.
    expect((await save(user, {})).body.response).toMatchObject({ gstin: VALID_GSTIN });
    expect((await save(user, { gstin: "" })).body.response).toMatchObject({ gstin: null });
  });

  it("a new GSTIN sends an approved company back to review; approval then verifies it; removing it unverifies without review", async () => {
    const as = await admin();
    const { user, employer } = await createEmployer({ status: "approved" });
    const job = await createJob({ employerId: employer.id });

    const res = await save(user, { gstin: VALID_GSTIN });
    expect(res.body.response).toMatchObject({ gstin: VALID_GSTIN, status: "pending" });
    expect(await verifiedOf(employer.id)).toBe(false);

    await decide(as, employer.id, "approved", "pending");
    expect(await verifiedOf(employer.id)).toBe(true);
    expect((await publicJob(job.id)).employerVerified).toBe(true);

    // Saving the same GSTIN again is no change: still approved and verified.
    expect((await save(user, { gstin: VALID_GSTIN, about: "Still us." })).body.response).toMatchObject({ status: "approved" });
    expect(await verifiedOf(employer.id)).toBe(true);
    // Another GSTIN is a new identity.
    expect((await save(user, { gstin: OTHER_VALID_GSTIN })).body.response).toMatchObject({ status: "pending" });
    await decide(as, employer.id, "approved", "pending");
    expect(await verifiedOf(employer.id)).toBe(true);

    const removed = await save(user, { gstin: null });
    expect(removed.body.response).toMatchObject({ gstin: null, status: "approved" });
    expect(await verifiedOf(employer.id)).toBe(false);
    expect((await publicJob(job.id)).employerVerified).toBe(false);
  });

  it("a verified (matching domain) company that changes its website goes back to review and loses the badge", async () => {
    const as = await admin();
    const { user, employer } = await createEmployer({ status: "pending", email: onSiteEmail() });
    await decide(as, employer.id, "approved", "pending");
    expect(await verifiedOf(employer.id)).toBe(true);
    const res = await save(user, { website: "https://another-site.example" });
    expect(res.body.response).toMatchObject({ status: "pending" });
    expect(await verifiedOf(employer.id)).toBe(false);
  });
});

describe("the login e-mail change", () => {
  it("recomputes verified when confirmed: an approved company moving off its domain loses the badge", async () => {
    const as = await admin();
    const { user, employer } = await createEmployer({ status: "pending", email: onSiteEmail() });
    await decide(as, employer.id, "approved", "pending");
    expect(await verifiedOf(employer.id)).toBe(true);

    const newEmail = uniqueEmail("moved");
    expect((await save(user, { email: newEmail }, "203.0.113.62")).status).toBe(200);
    // Not applied yet: still verified.
    expect(await verifiedOf(employer.id)).toBe(true);
    const res = await call(confirmRoute.POST as Handler, { as: user, method: "POST", body: { otp: lastCode(newEmail) } });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ email: newEmail, status: "pending" });
    expect(await verifiedOf(employer.id)).toBe(false);
  });

  it("moving onto the website's domain verifies the company once it is approved again", async () => {
    const as = await admin();
    const { user, employer } = await createEmployer({ status: "approved" });
    expect(await verifiedOf(employer.id)).toBe(false);
    const newEmail = onSiteEmail();
    await save(user, { email: newEmail }, "203.0.113.63");
    await call(confirmRoute.POST as Handler, { as: user, method: "POST", body: { otp: lastCode(newEmail) } });
    expect(await verifiedOf(employer.id)).toBe(false);

    const items = await adminItems(as, "status=pending&limit=100");
    expect(items.find((item) => item.id === employer.id)?.signals.emailDomain).toBe("match");
    await decide(as, employer.id, "approved", "pending");
    expect(await verifiedOf(employer.id)).toBe(true);
  });
});

describe("the demo data", () => {
  it("has verified and unverified approved employers, computed by the same rule", async () => {
    const { seedDemoData } = await import("@/lib/seed/demo");
    await seedDemoData();
    const rows = await db.employer.findMany({
      where: { orgName: { in: ["InfoSphere Technologies", "Charminar Software Labs", "Kaveri Auto Components", "NovaSoft Systems"] } },
      select: { orgName: true, verified: true, gstin: true },
    });
    const verified = Object.fromEntries(rows.map((row) => [row.orgName, row.verified]));
    expect(verified).toEqual({
      "InfoSphere Technologies": true, // e-mail on its website's domain
      "Kaveri Auto Components": true, // by its GSTIN
      "Charminar Software Labs": false, // e-mail on another domain, no GSTIN
      "NovaSoft Systems": false, // pending
    });
  });
});
