// The pipeline in the employer's lists and the candidate's: job-applicants-details gains the `status`
// filter, per-stage `counts` (honouring search, not the filter) and each candidate's stage; the
// dashboard's jobs gain `newCount`; my-applications items gain their events (no notes) and interview.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createJob } = await import("@/tests/factories");
const { moveApplication } = await import("@/lib/pipeline/service/moves");
const { listMyApplications } = await import("@/lib/applications/service/apply");
const { call, createApplicationRow, inDays, pipelineFixture } = await import("@/tests/pipeline/helpers");
const detailsRoute = await import("@/app/api/v1/applications/job-applicants-details/route");
const dashboardRoute = await import("@/app/api/v1/applications/job-applicants/route");
const myRoute = await import("@/app/api/v1/applications/my-applications/route");

type Applicants = { candidates: { applicationId: string; fullName: string; status: string; appliedAt: string }[]; total: number; counts: Record<string, number> };

describe("job-applicants-details with stages", () => {
  it("filters by status; counts every stage for the search, ignoring the filter", async () => {
    const { employer, job, application: a1 } = await pipelineFixture("applied");
    await createApplicationRow(job.id, "applied", "Ravi Kumar");
    await createApplicationRow(job.id, "shortlisted", "Asha Menon");
    await createApplicationRow(job.id, "rejected", "Vikram Shah");
    const path = (q: string) => `/api/v1/applications/job-applicants-details?jobId=${job.id}${q}`;

    const all = await call(detailsRoute.GET, { as: employer, path: path("") });
    expect(all.status).toBe(200);
    const everyone = all.body.response as Applicants;
    expect(everyone.total).toBe(4);
    expect(everyone.counts).toEqual({ applied: 2, screening: 0, shortlisted: 1, interview: 0, offered: 0, hired: 0, rejected: 1, withdrawn: 0 });
    expect(everyone.candidates.find((c) => c.applicationId === a1.id)).toMatchObject({ status: "applied", appliedAt: a1.createdAt.toISOString() });

    const shortlisted = (await call(detailsRoute.GET, { as: employer, path: path("&status=shortlisted") })).body.response as Applicants;
    expect(shortlisted.total).toBe(1);
    expect(shortlisted.candidates.map((c) => [c.fullName, c.status])).toEqual([["Asha Menon", "shortlisted"]]);
    expect(shortlisted.counts).toEqual(everyone.counts);

    // Search narrows the counts too ("Asha" matches Asha Rao and Asha Menon).
    const searched = (await call(detailsRoute.GET, { as: employer, path: path("&search=asha&status=applied") })).body.response as Applicants;
    expect(searched.candidates.map((c) => c.fullName)).toEqual(["Asha Rao"]);
    expect(searched.counts).toMatchObject({ applied: 1, shortlisted: 1, rejected: 0 });

    const bad = await call(detailsRoute.GET, { as: employer, path: path("&status=promoted") });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION");
  });

  it("the dashboard counts new applications (still applied) per job", async () => {
    const { employer, company, job, application } = await pipelineFixture("applied", "Counted Role");
    await createApplicationRow(job.id, "applied", "Ravi Kumar");
    await createApplicationRow(job.id, "screening", "Meena Iyer");
    await createJob({ employerId: company.id, post: "Empty Role" });
    await moveApplication(employer, { id: application.id, status: "screening" });
    const { body } = await call(dashboardRoute.GET, { as: employer, path: "/api/v1/applications/job-applicants" });
    const docs = (body.response as { docs: { job: { post: string }; count: number; newCount: number }[] }).docs;
    expect(docs.map((d) => [d.job.post, d.count, d.newCount])).toEqual([
      ["Empty Role", 0, 0],
      ["Counted Role", 3, 1],
    ]);
  });
});

describe("my-applications with events", () => {
  it("each item carries its events oldest first, never notes, and the interview while scheduled", async () => {
    const { employer, candidate, application } = await pipelineFixture("applied");
    const at = inDays(2);
    await moveApplication(employer, { id: application.id, status: "screening", note: "HIDDEN-NOTE-1" });
    await moveApplication(employer, { id: application.id, status: "interview", note: "HIDDEN-NOTE-2", message: "Bring your portfolio", interview: { at, mode: "phone", durationMinutes: 60 } });

    const { status, body } = await call(myRoute.GET, { as: candidate, path: "/api/v1/applications/my-applications" });
    expect(status).toBe(200);
    const [item] = body.response as { status: string; events: Record<string, unknown>[]; interview: unknown }[];
    expect(item.status).toBe("interview");
    expect(item.events.map((e) => e.to)).toEqual(["applied", "screening", "interview"]);
    expect(item.events[2]).toMatchObject({ from: "screening", actorRole: "Employer", message: "Bring your portfolio", interview: { at, mode: "phone", durationMinutes: 60 } });
    expect(item.interview).toEqual({ at, mode: "phone", durationMinutes: 60 });
    expect(JSON.stringify(body)).not.toContain("HIDDEN-NOTE");
    expect(item.events.every((e) => !("note" in e))).toBe(true);

    // Once the stage moves on, the interview is history (still in its event), not the current one.
    await moveApplication(employer, { id: application.id, status: "offered" });
    const page = await listMyApplications(candidate, { page: 1, limit: 10 });
    expect(page.applications[0].interview).toBeNull();
    expect(page.applications[0].events).toHaveLength(4);
    expect(await db.applicationEvent.count({ where: { applicationId: application.id } })).toBe(4);
  });
});
