// Issue 29: control characters (a line break above all) in single-line texts are a 400 naming the field,
// through the route handlers, so a job title such as "Probe\r\nBcc: x@y" never reaches the subject of
// mails to other people; multi-line fields (a <textarea>: job description, about, report details) keep
// their line breaks and tabs.
import { describe, expect, it, vi } from "vitest";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createJob } = await import("@/tests/factories");
const { callRoute } = await import("@/tests/helpers/call-route");
const { CONTROL_CHARACTERS_MESSAGE } = await import("@/lib/validations/common");
const { profileFields, validJob } = await import("@/tests/employer/helpers");
const listJobRoute = await import("@/app/api/v1/jobs/list-job/route");
const getJobsRoute = await import("@/app/api/v1/jobs/get-jobs/route");
const reportRoute = await import("@/app/api/v1/jobs/[id]/report/route");
const alertsRoute = await import("@/app/api/v1/alerts/route");
const alertRoute = await import("@/app/api/v1/alerts/[id]/route");
const updateProfileRoute = await import("@/app/api/v1/employer/update-profile/route");

const refused = (field: string) => ({
  status: 400,
  body: { success: false, code: "VALIDATION", message: CONTROL_CHARACTERS_MESSAGE, errors: { [field]: CONTROL_CHARACTERS_MESSAGE } },
});

let counter = 0;
const ip = () => `198.51.100.${++counter}`;

function listJob(as: Awaited<ReturnType<typeof createEmployer>>["user"], body: unknown) {
  return callRoute(listJobRoute.POST as Handler, { as, ip: ip(), method: "POST", path: "/api/v1/jobs/list-job", body });
}

describe("POST jobs/list-job", () => {
  it("refuses a line break in the title (400 naming post) and stores nothing", async () => {
    const { user, employer } = await createEmployer();
    expect(await listJob(user, { ...validJob, post: "Probe\r\nBcc: x@y" })).toMatchObject(refused("post"));
    expect(await listJob(user, { ...validJob, payroll: "5 LPA\tplus bonus" })).toMatchObject(refused("payroll"));
    expect(await listJob(user, { ...validJob, qualifications: ["B.Tech\nBcc: x@y"] })).toMatchObject(refused("qualifications"));
    expect(await listJob(user, { ...validJob, post: "Probe\u0007" })).toMatchObject(refused("post"));
    expect(await db.job.count({ where: { employerId: employer.id } })).toBe(0);
  });

  it("keeps line breaks and tabs in the description", async () => {
    const { user } = await createEmployer();
    const description = "Build and run our services.\r\n\r\nYou will:\n\t- write APIs\n\t- review code";
    const res = await listJob(user, { ...validJob, post: "Backend Developer", description });
    expect(res.status).toBe(201);
    const id = (res.body.response as { id: string }).id;
    expect((await db.job.findUniqueOrThrow({ where: { id } })).description).toBe(description);
  });
});

describe("alerts", () => {
  it("POST alerts refuses a line break in the name (400 naming name) and in a filter", async () => {
    const { user } = await createCandidate();
    const create = (body: unknown) => callRoute(alertsRoute.POST as Handler, { as: user, ip: ip(), method: "POST", path: "/api/v1/alerts", body });
    expect(await create({ name: "Daily\nBcc: x@y", frequency: "daily", query: {} })).toMatchObject(refused("name"));
    expect(await create({ frequency: "daily", query: { city: "Pune\r\nBcc: x@y" } })).toMatchObject(refused("query"));
    expect(await db.jobAlert.count({ where: { userId: user.id } })).toBe(0);

    const made = await create({ name: "Developers in Pune", frequency: "daily", query: { city: "Pune" } });
    expect(made.status).toBe(201);
    const id = (made.body.response as { id: string }).id;
    const renamed = await callRoute(alertRoute.PATCH as Handler, { as: user, method: "PATCH", path: `/api/v1/alerts/${id}`, params: { id }, body: { name: "New\rname" } });
    expect(renamed).toMatchObject(refused("name"));
    expect((await db.jobAlert.findUniqueOrThrow({ where: { id } })).name).toBe("Developers in Pune");
  });
});

describe("other single-line and multi-line fields", () => {
  it("the search's filters refuse control characters", async () => {
    const res = await callRoute(getJobsRoute.GET as Handler, { as: null, path: `/api/v1/jobs/get-jobs?city=${encodeURIComponent("Pune\nBcc")}` });
    expect(res).toMatchObject(refused("city"));
  });

  it("the company profile refuses a line break in the name and keeps them in About", async () => {
    const { user, employer } = await createEmployer();
    const update = (body: Record<string, unknown>) =>
      callRoute(updateProfileRoute.POST as Handler, { as: user, ip: ip(), method: "POST", path: "/api/v1/employer/update-profile", body: { ...profileFields, email: user.email, ...body } });
    expect(await update({ orgName: "Bright Hire\r\nBcc: x@y" })).toMatchObject(refused("orgName"));
    expect(await update({ city: "Mumbai\n" + "Thane" })).toMatchObject(refused("city"));
    const about = "We hire engineers.\n\nOffices in Mumbai and Pune.";
    expect((await update({ about })).status).toBe(200);
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).about).toBe(about);
  });

  it("a report's details keep their line breaks", async () => {
    const job = await createJob();
    const details = "They asked for a fee.\r\nThen they stopped answering.";
    const res = await callRoute(reportRoute.POST as Handler, { as: null, ip: ip(), method: "POST", params: { id: job.id }, body: { reason: "fee", details } });
    expect(res.status).toBe(201);
    expect((await db.jobReport.findFirstOrThrow({ where: { jobId: job.id } })).details).toBe(details);
  });
});
