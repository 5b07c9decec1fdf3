// Placements (decisions.md section 17): hiring an agency application records exactly one placement in
// the hire's transaction (a direct application none), with the start date given or today (India); the
// desk's list and its changes (start date, fell through only within the guarantee, a second time 409
// STALE_STATE); recruiters only. The reminders, export and purge: placement-reminders.test.ts.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { PlacementJson } from "@/lib/desk/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { formatIndiaDay } = await import("@/lib/format/date");
const { createCandidate, createEmployer, createJob, createUser } = await import("@/tests/factories");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { call, createApplicationRow } = await import("@/tests/pipeline/helpers");
const { offeredAgencyApplication, placementStarted } = await import("@/tests/desk/agency-fixtures");
const { addDays } = await import("@/lib/desk/rules/placements");
const { recordPlacementOnHire } = await import("@/lib/desk/service/placement-on-hire");
const statusRoute = await import("@/app/api/v1/applications/[id]/status/route");
const listRoute = await import("@/app/api/v1/desk/placements/route");
const patchRoute = await import("@/app/api/v1/desk/placements/[id]/route");

type Page = { placements: PlacementJson[]; hasNextPage: boolean };

const hire = (as: SessionUser, id: string, extra: Record<string, unknown> = {}) =>
  call(statusRoute.PATCH, { as, method: "PATCH", params: { id }, body: { status: "hired", from: "offered", ...extra } });
const list = (as: SessionUser, query = "") => call(listRoute.GET, { as, path: `/api/v1/desk/placements${query}` });
const patch = (as: SessionUser, id: string, body: unknown) => call(patchRoute.PATCH, { as, method: "PATCH", params: { id }, body });
const today = () => formatIndiaDay(new Date());

describe("a hire of an agency application", () => {
  it("records exactly one placement with the given start date, notifies and mails the recruiter", async () => {
    const recruiter = await createUser({ role: "Recruiter", name: "Riya Recruiter" });
    const { employer, company, submittal, applicationId } = await offeredAgencyApplication(recruiter, "Asha Rao", "QA <Lead>");
    const res = await hire(employer, applicationId, { startDate: "2026-12-01" });
    expect(res.status).toBe(200);

    const placements = await db.placement.findMany({ where: { applicationId } });
    expect(placements).toHaveLength(1);
    expect(placements[0]).toMatchObject({ submittalId: submittal.id, recruiterId: recruiter.id, guaranteeDays: 90, status: "active", fellThroughAt: null });
    expect(placements[0].startDate.toISOString().slice(0, 10)).toBe("2026-12-01");

    const title = `Asha Rao was hired for QA <Lead> at ${company.orgName}: placement recorded`;
    const notes = await db.notification.findMany({ where: { userId: recruiter.id } });
    expect(notes.map((n) => n.title)).toEqual([title]);
    const mails = mailsTo(recruiter.email);
    expect(mails.map((m) => m.subject)).toEqual([title]);
    expect(mails[0].text).toContain("Dec 1, 2026");
    expect(mails[0].html).toContain("QA &lt;Lead&gt;");

    // Hired is final: a second hire is refused and nothing is written twice.
    const again = await call(statusRoute.PATCH, { as: employer, method: "PATCH", params: { id: applicationId }, body: { status: "hired", startDate: "2026-12-05" } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("INVALID_TRANSITION");
    expect(await db.placement.count({ where: { applicationId } })).toBe(1);
  });

  it("starts today (India) without a start date", async () => {
    const recruiter = await createUser({ role: "Recruiter" });
    const { employer, applicationId } = await offeredAgencyApplication(recruiter);
    expect((await hire(employer, applicationId)).status).toBe(200);
    const placement = await db.placement.findUniqueOrThrow({ where: { applicationId } });
    expect(placement.startDate.toISOString().slice(0, 10)).toBe(today());
  });

  it("records nothing for a direct application, and ignores a start date sent with another stage", async () => {
    const { user: employer, employer: company } = await createEmployer();
    const job = await createJob({ employerId: company.id });
    const { application } = await createApplicationRow(job.id, "offered", "Direct Applicant");
    expect((await hire(employer, application.id, { startDate: "2026-12-01" })).status).toBe(200);
    expect(await db.placement.count({ where: { applicationId: application.id } })).toBe(0);

    const recruiter = await createUser({ role: "Recruiter" });
    const agency = await offeredAgencyApplication(recruiter);
    const moved = await call(statusRoute.PATCH, { as: agency.employer, method: "PATCH", params: { id: agency.applicationId }, body: { status: "interview", from: "offered", startDate: "2026-12-01" } });
    expect(moved.status).toBe(200);
    expect(await db.placement.count({ where: { applicationId: agency.applicationId } })).toBe(0);
  });

  it("refuses a start date that is not a real day (400, nothing moves)", async () => {
    const recruiter = await createUser({ role: "Recruiter" });
    const { employer, applicationId } = await offeredAgencyApplication(recruiter);
    const res = await hire(employer, applicationId, { startDate: "2026-02-30" });
    expect(res.status).toBe(400);
    expect(res.body.errors?.startDate).toBe("Please enter a valid start date");
    expect((await db.application.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe("offered");
    expect(await db.placement.count({ where: { applicationId } })).toBe(0);
  });

  it("is idempotent: the unique applicationId keeps a second record from writing anything", async () => {
    const recruiter = await createUser({ role: "Recruiter" });
    const { applicationId } = await offeredAgencyApplication(recruiter);
    const facts = { applicationId, candidateName: "Asha Rao", post: "QA Engineer", orgName: "Globex", now: new Date() };
    const first = await db.$transaction((tx) => recordPlacementOnHire(tx, facts));
    const second = await db.$transaction((tx) => recordPlacementOnHire(tx, { ...facts, startDate: "2027-01-01" }));
    expect(first).toHaveLength(1);
    expect(second).toEqual([]);
    expect(await db.placement.count({ where: { applicationId } })).toBe(1);
    expect(await db.notification.count({ where: { userId: recruiter.id } })).toBe(1);
  });
});

describe("GET desk/placements", () => {
  it("lists the whole desk's placements to every recruiter; mine and status filter; other roles 403", async () => {
    const riya = await createUser({ role: "Recruiter", name: "Riya" });
    const sam = await createUser({ role: "Recruiter", name: "Sam" });
    const a = await placementStarted(riya, 10, "Anil One");
    const b = await placementStarted(sam, 20, "Bela Two");
    const c = await placementStarted(sam, 5, "Chitra Three", "fell_through");

    const all = (await list(riya)).body.response as Page;
    const ids = all.placements.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([a.placement.id, b.placement.id, c.placement.id]));
    const anil = all.placements.find((p) => p.id === a.placement.id)!;
    expect(anil).toMatchObject({
      candidate: { name: "Anil One" },
      job: { post: "QA Engineer" },
      company: { name: a.company.orgName },
      recruiter: { name: "Riya" },
      startDate: addDays(today(), -10),
      guaranteeDays: 90,
      guaranteeEndsOn: addDays(today(), 80),
      status: "active",
      fellThroughAt: null,
    });

    const mine = ((await list(sam, "?mine=true")).body.response as Page).placements.map((p) => p.id);
    expect(mine).toEqual(expect.arrayContaining([b.placement.id, c.placement.id]));
    expect(mine).not.toContain(a.placement.id);
    const fell = ((await list(sam, "?mine=true&status=fell_through")).body.response as Page).placements.map((p) => p.id);
    expect(fell).toEqual([c.placement.id]);

    expect((await list(riya, "?status=gone")).status).toBe(400);
    const employer = a.employer;
    const candidate = (await createCandidate()).user;
    const admin = await createUser({ role: "Admin" });
    for (const other of [employer, candidate, admin]) expect((await list(other)).status).toBe(403);
  });
});

describe("PATCH desk/placements/{id}", () => {
  it("changes the start date of an active placement", async () => {
    const riya = await createUser({ role: "Recruiter" });
    const { placement } = await placementStarted(riya, 3);
    const res = await patch(riya, placement.id, { startDate: "2027-01-15" });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ startDate: "2027-01-15", guaranteeEndsOn: "2027-04-15", status: "active" });
    expect((await patch(riya, placement.id, {})).status).toBe(400);
    expect((await patch(riya, placement.id, { startDate: "2027-13-01" })).status).toBe(400);
  });

  it("marks it as fallen through within the guarantee: the company is told (without the reason); a second time 409 STALE_STATE", async () => {
    const riya = await createUser({ role: "Recruiter", name: "Riya" });
    const sam = await createUser({ role: "Recruiter", name: "Sam" });
    const { placement, employer, company } = await placementStarted(riya, 89, "Dev Four");
    const res = await patch(sam, placement.id, { fellThrough: true, reason: "Left for a <competitor> after two weeks" });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ status: "fell_through" });
    const row = await db.placement.findUniqueOrThrow({ where: { id: placement.id } });
    expect(row.fellThroughReason).toBe("Left for a <competitor> after two weeks");
    expect(row.fellThroughAt).not.toBeNull();

    const companyMails = mailsTo(employer.email);
    expect(companyMails).toHaveLength(1);
    expect(companyMails[0].subject).toBe("Placement of Dev Four as QA Engineer: recorded as fallen through");
    expect(JSON.stringify(companyMails)).not.toContain("competitor");
    expect(await db.notification.count({ where: { userId: employer.id, kind: "placement" } })).toBe(1);
    // Sam recorded Riya's placement: Riya hears of it.
    expect((await db.notification.findMany({ where: { userId: riya.id } })).map((n) => n.title)).toEqual([`Dev Four at ${company.orgName}: fell through`]);

    const again = await patch(riya, placement.id, { fellThrough: true });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("STALE_STATE");
    const dateChange = await patch(riya, placement.id, { startDate: "2027-01-01" });
    expect(dateChange.status).toBe(409);
    expect(dateChange.body.code).toBe("STALE_STATE");
    expect(mailsTo(employer.email)).toHaveLength(1);
  });

  it("refuses to mark it after the guarantee (409 INVALID_TRANSITION), nothing changes", async () => {
    const riya = await createUser({ role: "Recruiter" });
    const { placement } = await placementStarted(riya, 91);
    const res = await patch(riya, placement.id, { fellThrough: true, reason: "Too late" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "INVALID_TRANSITION", message: "The guarantee period has ended." });
    expect((await db.placement.findUniqueOrThrow({ where: { id: placement.id } })).status).toBe("active");
    // The last day of the guarantee still counts.
    const lastDay = await placementStarted(riya, 90);
    expect((await patch(riya, lastDay.placement.id, { fellThrough: true })).status).toBe(200);
  });

  it("404 for an unknown placement, 403 for other roles", async () => {
    const riya = await createUser({ role: "Recruiter" });
    const { placement, employer } = await placementStarted(riya, 3);
    expect((await patch(riya, "no-such-placement", { startDate: "2027-01-01" })).status).toBe(404);
    expect((await patch(employer, placement.id, { fellThrough: true })).status).toBe(403);
  });
});
