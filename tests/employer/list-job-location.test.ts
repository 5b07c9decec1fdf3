// list-job's optional city and state (decisions.md section 19, issue 30): a job may be in another city
// than its company; absent or blank, both are the company's; a state alone is a 400. The job's own
// city is what get-job answers and the city filter finds.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createEmployer } = await import("@/tests/factories");
const { call, validJob } = await import("@/tests/employer/helpers");
const listJobRoute = await import("@/app/api/v1/jobs/list-job/route");
const { loadPostJobDefaults } = await import("@/lib/job-posting/loaders");

type Posted = { id: string; city: string; state: string; organisationDetails: { city: string; state: string } };

describe("jobs/list-job: city and state", () => {
  it("takes the job's own city and state; the company's stay the company's", async () => {
    const { user } = await createEmployer({ city: "Mumbai", state: "Maharashtra" });
    const res = await call(listJobRoute.POST, { as: user, method: "POST", body: { ...validJob, city: " Bengaluru ", state: "Karnataka" } });
    expect(res.status).toBe(201);
    const job = res.body.response as Posted;
    expect(job).toMatchObject({ city: "Bengaluru", state: "Karnataka", organisationDetails: { city: "Mumbai", state: "Maharashtra" } });
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { city: true, state: true } })).toEqual({ city: "Bengaluru", state: "Karnataka" });
  });

  it("defaults both to the company's when absent or blank, and the state alone when only the city is given", async () => {
    const { user } = await createEmployer({ city: "Pune", state: "Maharashtra" });
    const post = async (extra: object, post: string) => {
      const res = await call(listJobRoute.POST, { as: user, method: "POST", body: { ...validJob, post, ...extra } });
      expect(res.status, post).toBe(201);
      return res.body.response as Posted;
    };
    expect(await post({}, "Absent")).toMatchObject({ city: "Pune", state: "Maharashtra" });
    expect(await post({ city: "", state: "  " }, "Blank")).toMatchObject({ city: "Pune", state: "Maharashtra" });
    expect(await post({ city: "Nashik" }, "City only")).toMatchObject({ city: "Nashik", state: "Maharashtra" });
  });

  it("refuses a state without a city, and bad text, with 400 VALIDATION naming the field", async () => {
    const { user, employer } = await createEmployer();
    const state = await call(listJobRoute.POST, { as: user, method: "POST", body: { ...validJob, state: "Goa" } });
    expect(state.status).toBe(400);
    expect(state.body).toMatchObject({ code: "VALIDATION", errors: { city: "Please give the city as well as the state" } });
    const long = await call(listJobRoute.POST, { as: user, method: "POST", body: { ...validJob, city: "x".repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty("city");
    const lineBreak = await call(listJobRoute.POST, { as: user, method: "POST", body: { ...validJob, city: "Pune\nBcc: x" } });
    expect(lineBreak.status).toBe(400);
    expect(lineBreak.body.errors).toHaveProperty("city");
    expect(await db.job.count({ where: { employerId: employer.id } })).toBe(0);
  });

  it("the same post for another city is another job, not a duplicate", async () => {
    const { user, employer } = await createEmployer({ city: "Chennai", state: "Tamil Nadu" });
    expect((await call(listJobRoute.POST, { as: user, method: "POST", body: validJob })).status).toBe(201);
    expect((await call(listJobRoute.POST, { as: user, method: "POST", body: { ...validJob, city: "Madurai" } })).status).toBe(201);
    expect((await call(listJobRoute.POST, { as: user, method: "POST", body: { ...validJob, city: "Madurai" } })).status).toBe(409);
    expect(await db.job.count({ where: { employerId: employer.id } })).toBe(2);
  });

  it("prefills the form with the company's city and state", async () => {
    const { user } = await createEmployer({ city: "Kochi", state: "Kerala" });
    expect(await loadPostJobDefaults(user)).toEqual({ city: "Kochi", state: "Kerala" });
  });
});
