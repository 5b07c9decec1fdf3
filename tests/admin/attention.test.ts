// "What needs attention today" (issue 44): GET admin/attention counts, in SQL, batches starting within 7
// days with nobody enrolled, universities that have not answered a drive whose registration is open,
// placements due a check-in (the desk's rule) and the tasks that failed in the last 24 hours. Admin only.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createUser, createCandidate } = await import("@/tests/factories");
const { insertBatch, createTrainer, dayFromToday } = await import("@/tests/academy/batch-fixtures");
const { createDrive, createUniversity } = await import("@/tests/campus/offer-fixtures");
const { placementStarted } = await import("@/tests/desk/agency-fixtures");
const { GET } = await import("@/app/api/v1/admin/attention/route");

const admin = await createUser({ role: "Admin" });
const HOUR = 3_600_000;

describe("GET admin/attention", () => {
  it("counts each kind of waiting work, and nothing else", async () => {
    const empty = await GET_attention();
    expect(empty).toEqual({ batchesWithoutEnrolments: 0, drivesAwaitingAnswer: 0, placementsDueCheckIn: 0, failedTasks: [] });

    const trainer = await createTrainer();
    // Starts in 3 days, empty: counted. Starts in 3 days with someone enrolled, in 10 days, or cancelled: not.
    await insertBatch({ trainerId: trainer.id, startDate: dayFromToday(3), endDate: dayFromToday(10) });
    const taken = await insertBatch({ trainerId: trainer.id, startDate: dayFromToday(3), endDate: dayFromToday(10) });
    const { user: candidate } = await createCandidate();
    await db.enrollment.create({ data: { batchId: taken.id, candidateId: candidate.id, status: "enrolled" } });
    await insertBatch({ trainerId: trainer.id, startDate: dayFromToday(10), endDate: dayFromToday(20) });
    await insertBatch({ trainerId: trainer.id, startDate: dayFromToday(2), endDate: dayFromToday(9), cancelledAt: new Date() });

    // One university has not answered an open drive; one answered; a closed drive's silence is no longer news.
    const [a, b] = [await createUniversity(), await createUniversity()];
    const open = await createDrive({ universityIds: [b.university.id] });
    await db.driveUniversity.create({ data: { driveId: open.id, universityId: a.university.id } });
    const closed = await createDrive({ universityIds: [] });
    await db.drive.update({ where: { id: closed.id }, data: { registrationCloses: new Date(Date.now() - HOUR) } });
    await db.driveUniversity.create({ data: { driveId: closed.id, universityId: a.university.id } });

    // Day 8 after the start: due (the day-7 check-in); day 3: not yet.
    await placementStarted(null, 8, "Due Person");
    await placementStarted(null, 3, "Early Person");

    // A failed run an hour ago counts once per task; one two days ago does not.
    const run = (name: string, hoursAgo: number, status: "failed" | "succeeded") =>
      db.taskRun.create({ data: { name, trigger: "schedule", status, startedAt: new Date(Date.now() - hoursAgo * HOUR), finishedAt: new Date() } });
    await run("job-alerts", 1, "failed");
    await run("job-alerts", 2, "failed");
    await run("purge", 48, "failed");
    await run("close-expired-jobs", 1, "succeeded");

    expect(await GET_attention()).toEqual({ batchesWithoutEnrolments: 1, drivesAwaitingAnswer: 1, placementsDueCheckIn: 1, failedTasks: ["job-alerts"] });
  });

  it("is the admin's alone", async () => {
    const recruiter = await createUser({ role: "Recruiter" });
    expect((await callRoute(GET, { as: recruiter, path: "/api/v1/admin/attention" })).status).toBe(403);
    expect((await callRoute(GET, { as: null, path: "/api/v1/admin/attention" })).status).toBe(401);
  });
});

async function GET_attention() {
  const res = await callRoute(GET, { as: admin, path: "/api/v1/admin/attention" });
  expect(res.status).toBe(200);
  return res.body.response;
}
