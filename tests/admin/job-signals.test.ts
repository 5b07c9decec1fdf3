// Issue 16: signals on the admin's job items (decisions.md section 12, docs/decisions/0022). A near-copy
// of a job of the last 90 days is marked at posting (Job.duplicateOfId); fee phrases and off-site
// contact are read from the job's words. Signals inform the admin and never refuse a post.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createEmployer, createJob, createUser } = await import("@/tests/factories");
const { call } = await import("@/tests/employer/helpers");
const listJobRoute = await import("@/app/api/v1/jobs/list-job/route");
const adminJobsRoute = await import("@/app/api/v1/admin/jobs/route");
const { listJobs } = await import("@/lib/moderation/service/lists");
const { decideJob } = await import("@/lib/moderation/service/decisions");

const DAY_MS = 86_400_000;

const DESCRIPTION =
  "Operate and set up CNC turning and milling machines in an automotive components plant. Read engineering drawings, perform first-piece inspection and follow 5S and safety practices. Rotational shifts.";
// Texts of the other tests: unlike each other, so no test's jobs are near-copies of another's.
const WELDING = "Weld structural steel for bridges and towers with MIG and TIG, prepare joints, grind and inspect seams on site.";
const LATHE = "Turn shafts and bushes on conventional lathes for a pump maker; measure with micrometers and keep tool wear logs.";
const TOOLROOM = "Make press tools, jigs and fixtures in our tool room; grind, polish and try out dies with the production team.";

const body = (post: string, description = DESCRIPTION) => ({
  post,
  payroll: "2.4-3.2 LPA",
  qualifications: ["ITI"],
  openings: 4,
  minExperience: 1,
  description,
  employmentType: "Full Time",
  hiringProcess: "Walk In",
});

/** Posts through POST jobs/list-job as a new approved employer; the created job's duplicateOfId. */
async function postAsNewEmployer(payload: object): Promise<{ id: string; duplicateOfId: string | null }> {
  const { user } = await createEmployer();
  const res = await call(listJobRoute.POST, { as: user, method: "POST", body: payload });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { id } = res.body.response as { id: string };
  return db.job.findUniqueOrThrow({ where: { id }, select: { id: true, duplicateOfId: true } });
}

// Each test uses its own post, so the jobs of the other tests (same database) are no candidates.
describe("near-duplicate at posting", () => {
  it("a near-copy of another employer's recent job is posted (201, pending) with that job's id", async () => {
    const original = await createJob({ post: "CNC Machine Operator", description: DESCRIPTION, createdAt: new Date(Date.now() - 30 * DAY_MS) });
    const copy = await postAsNewEmployer(body("CNC Machine Operator", `${DESCRIPTION.replace("Rotational shifts", "Rotational shift")}`));
    expect(copy.duplicateOfId).toBe(original.id);
    expect((await db.job.findUniqueOrThrow({ where: { id: copy.id } })).status).toBe("pending");
    // A touched-up title still passes the post prefilter (similarity 0.5 or more).
    const retitled = await postAsNewEmployer(body("CNC Machine Operator (Urgent Hiring)"));
    expect(retitled.duplicateOfId).not.toBeNull();
  });

  it("picks the most similar of several candidates, and never a deleted job", async () => {
    const post = "Senior Welder";
    const text = WELDING;
    await createJob({ post, description: text, deletedAt: new Date(), createdAt: new Date(Date.now() - DAY_MS) });
    const close = await createJob({ post, description: text.replace("towers", "tower"), createdAt: new Date(Date.now() - 5 * DAY_MS) });
    const exact = await createJob({ post, description: text, createdAt: new Date(Date.now() - 60 * DAY_MS) });
    const copy = await postAsNewEmployer(body(post, text));
    expect(copy.duplicateOfId).toBe(exact.id);
    // Without the identical ones (deleted), the next best is found.
    await db.job.updateMany({ where: { id: { in: [exact.id, copy.id] } }, data: { deletedAt: new Date() } });
    expect((await postAsNewEmployer(body(post, text))).duplicateOfId).toBe(close.id);
  });

  it("a job older than 90 days, or a different text under the same post, is not a duplicate", async () => {
    await createJob({ post: "Lathe Operator", description: LATHE, createdAt: new Date(Date.now() - 91 * DAY_MS) });
    expect((await postAsNewEmployer(body("Lathe Operator", LATHE))).duplicateOfId).toBeNull();

    const recent = await createJob({ post: "Lathe Setter", description: LATHE, createdAt: new Date(Date.now() - DAY_MS) });
    const other = "Set up capstan lathes for a valve maker, train operators and approve the first piece of every batch.";
    expect((await postAsNewEmployer(body("Lathe Setter", other))).duplicateOfId).toBeNull();
    // The control: the same post with the same text is found.
    expect((await postAsNewEmployer(body("Lathe Setter", LATHE))).duplicateOfId).toBe(recent.id);
  });

  it("the same employer's own copy is marked too once the 10-minute double-post guard has passed", async () => {
    const { user } = await createEmployer();
    const post = (payload: object) => call(listJobRoute.POST, { as: user, method: "POST", body: payload });
    const first = await post(body("Tool Room Machinist", TOOLROOM));
    expect(first.status).toBe(201);
    const firstId = (first.body.response as { id: string }).id;
    expect((await post(body("Tool Room Machinist", TOOLROOM))).body.code).toBe("DUPLICATE_POST");
    await db.job.update({ where: { id: firstId }, data: { createdAt: new Date(Date.now() - 11 * 60_000) } });
    const again = await post(body("Tool Room Machinist", TOOLROOM));
    expect(again.status).toBe(201);
    const { duplicateOfId } = await db.job.findUniqueOrThrow({ where: { id: (again.body.response as { id: string }).id } });
    expect(duplicateOfId).toBe(firstId);
    // The first job found nothing: a job is never its own duplicate.
    expect((await db.job.findUniqueOrThrow({ where: { id: firstId } })).duplicateOfId).toBeNull();
  });
});

describe("signals on the admin's job items", () => {
  it("GET admin/jobs carries signals on every item: the stored duplicate, fee phrases, off-site contact", async () => {
    const admin = await createUser({ role: "Admin" });
    const original = await createJob({ post: "Back Office Executive", description: "Enter invoices in Tally and file GST returns for our clients." });
    const suspicious = await postAsNewEmployer({
      ...body("Back Office Executive", "Enter invoices in Tally and file GST returns for our clients."),
      payroll: "₹18,000 a month",
    });
    expect(suspicious.duplicateOfId).toBe(original.id);
    const { employer } = await createEmployer();
    const fees = await createJob({
      employerId: employer.id,
      status: "pending",
      post: "Data Entry Operator",
      description: "Work from home. Pay a registration fee of Rs 499 and a refundable security deposit. WhatsApp only: 98765 43210.",
    });
    const honest = await createJob({
      employerId: employer.id,
      status: "pending",
      post: "Accounts Assistant",
      description: "There is no registration fee. Salary 60000-80000 a year, office at Pune 411038, 2025 batch welcome.",
    });

    const res = await call(adminJobsRoute.GET, { as: admin, path: "/api/v1/admin/jobs?status=pending&limit=100" });
    expect(res.status).toBe(200);
    const items = res.body.response as { id: string; signals: unknown }[];
    const signalsOf = (id: string) => items.find((item) => item.id === id)?.signals;
    expect(signalsOf(suspicious.id)).toEqual({ duplicateOf: original.id, feePhrases: [], offSiteContact: false });
    expect(signalsOf(fees.id)).toEqual({
      feePhrases: ["registration fee", "security deposit", "refundable deposit", "fee of Rs"],
      offSiteContact: true,
    });
    expect(signalsOf(honest.id)).toEqual({ feePhrases: [], offSiteContact: false });
    for (const item of items) expect(item.signals).toMatchObject({ feePhrases: expect.any(Array), offSiteContact: expect.any(Boolean) });

    // Approved items keep theirs; a decision answers the item with its signals too.
    const approved = await decideJob(admin, { id: fees.id, status: "approved", from: "pending" });
    expect(approved.signals.offSiteContact).toBe(true);
    const page = await listJobs(admin, { status: "approved", page: 1, limit: 100 });
    expect(page.items.find((item) => item.id === fees.id)?.signals.feePhrases).toContain("registration fee");
  });
});
