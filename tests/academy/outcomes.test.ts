// Outcomes of completed batches (decisions.md section 15): enrolled counts those who held a seat
// (enrolled, completed, failed), completed those who completed, placed the completed ones hired through
// the portal from the batch's end date to 180 days after it (India days): day 180 counts, day 181 not.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createCandidate, createJob } from "@/tests/factories";
import { addDays, createTrainer, dayFromToday, insertBatch } from "@/tests/academy/batch-fixtures";
import type { ApplicationStatus, EnrollmentStatus } from "@/lib/generated/prisma/enums";

vi.mock("server-only", () => ({}));

const { batchOutcomes } = await import("@/lib/academy/service/outcomes");
const { programmeBatches } = await import("@/lib/academy/service/batches");
const { outcomeText } = await import("@/components/academy/past-batches");

const trainer = await createTrainer();
const job = await createJob();

/** An instant in India: a day and a clock time. */
const india = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

async function enrol(batchId: string, status: EnrollmentStatus, hired?: { at: Date; status?: ApplicationStatus }) {
  const { user } = await createCandidate();
  await db.enrollment.create({ data: { batchId, candidateId: user.id, status } });
  if (hired) {
    await db.application.create({ data: { jobId: job.id, candidateId: user.id, status: hired.status ?? "hired", statusChangedAt: hired.at } });
  }
  return user;
}

describe("batchOutcomes", () => {
  it("counts placements within 180 days of the end date; day 181 does not count", async () => {
    const end = "2025-03-31";
    const batch = await insertBatch({ startDate: "2025-02-01", endDate: end, trainerId: trainer.id });
    // placed: the first moment of the end date, day 180 at noon, the last minute of day 180 (India)
    await enrol(batch.id, "completed", { at: india(end, "00:00") });
    await enrol(batch.id, "completed", { at: india(addDays(end, 180), "12:00") });
    await enrol(batch.id, "completed", { at: india(addDays(end, 180), "23:59") });
    // not placed: day 181, hired before the batch ended, still at the offer stage, no application
    await enrol(batch.id, "completed", { at: india(addDays(end, 181), "00:00") });
    await enrol(batch.id, "completed", { at: india(addDays(end, 181), "12:00") });
    await enrol(batch.id, "completed", { at: india(addDays(end, -1), "23:59") });
    await enrol(batch.id, "completed", { at: india(addDays(end, 10), "12:00"), status: "offered" });
    await enrol(batch.id, "completed");
    // a failed candidate hired in time is enrolled but not placed (only completers count)
    await enrol(batch.id, "failed", { at: india(addDays(end, 5), "12:00") });
    // took no seat: not enrolled
    await enrol(batch.id, "waitlisted");
    await enrol(batch.id, "withdrawn");

    const outcomes = await batchOutcomes([batch.id]);
    expect(outcomes.get(batch.id)).toEqual({ enrolled: 9, completed: 8, placed: 3 });
  });

  it("a hire counts for each completed batch whose window holds it", async () => {
    const first = await insertBatch({ startDate: "2024-01-01", endDate: "2024-02-01", trainerId: trainer.id });
    const second = await insertBatch({ startDate: "2024-03-01", endDate: "2024-04-01", trainerId: trainer.id });
    const { user } = await createCandidate();
    await db.enrollment.createMany({
      data: [
        { batchId: first.id, candidateId: user.id, status: "completed" },
        { batchId: second.id, candidateId: user.id, status: "completed" },
      ],
    });
    await db.application.create({ data: { jobId: job.id, candidateId: user.id, status: "hired", statusChangedAt: india("2024-04-15", "10:00") } });
    const outcomes = await batchOutcomes([first.id, second.id]);
    expect(outcomes.get(first.id)).toEqual({ enrolled: 1, completed: 1, placed: 1 });
    expect(outcomes.get(second.id)).toEqual({ enrolled: 1, completed: 1, placed: 1 });
  });

  it("leaves out batches that are not completed: running, upcoming, cancelled; an empty list asks nothing", async () => {
    const done = await insertBatch({ startDate: "2025-01-01", endDate: "2025-01-31", trainerId: trainer.id });
    const running = await insertBatch({ startDate: dayFromToday(-3), endDate: dayFromToday(3), trainerId: trainer.id });
    const endsToday = await insertBatch({ startDate: dayFromToday(-3), endDate: dayFromToday(0), trainerId: trainer.id });
    const upcoming = await insertBatch({ startDate: dayFromToday(3), endDate: dayFromToday(9), trainerId: trainer.id });
    const cancelled = await insertBatch({ startDate: "2025-01-01", endDate: "2025-01-31", trainerId: trainer.id, cancelledAt: new Date("2024-12-01") });
    const outcomes = await batchOutcomes([done.id, running.id, endsToday.id, upcoming.id, cancelled.id, "unknown"]);
    expect([...outcomes.keys()]).toEqual([done.id]);
    expect(outcomes.get(done.id)).toEqual({ enrolled: 0, completed: 0, placed: 0 });
    expect(await batchOutcomes([])).toEqual(new Map());
  });

  it("the programme page's past batches carry them, and the page's words", async () => {
    const batch = await insertBatch({ programmeId: "automation", startDate: "2025-05-01", endDate: "2025-06-30", trainerId: trainer.id });
    await enrol(batch.id, "completed", { at: india("2025-07-10", "12:00") });
    await enrol(batch.id, "failed");
    const upcoming = await insertBatch({ programmeId: "automation", startDate: dayFromToday(5), endDate: dayFromToday(30), trainerId: trainer.id });
    const { upcoming: next, past } = await programmeBatches("automation");
    expect(next.map((b) => b.id)).toEqual([upcoming.id]);
    expect(past.map((b) => [b.id, b.status, b.outcome])).toEqual([[batch.id, "completed", { enrolled: 2, completed: 1, placed: 1 }]]);
    expect(outcomeText({ enrolled: 12, completed: 10, placed: 7 })).toBe("12 enrolled · 10 completed · 7 placed within 180 days");
  });
});
