// The trainer's area (decisions.md section 15): a trainer's own batches only, upcoming and running
// first then the past and cancelled, paged; one batch with its sessions, registers and class
// (attendance over the batch's sessions, scores); another trainer's batch is 404.
import { describe, expect, it, vi } from "vitest";
import { failure } from "@/tests/helpers/api-failure";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";
import { createTrainerBatch, enrol } from "@/tests/academy/attendance-fixtures";
import { TRAINER_BATCHES_PAGE_SIZE } from "@/lib/academy/schemas/attendance";

vi.mock("server-only", () => ({}));

const { trainerBatch, trainerBatches } = await import("@/lib/academy/service/trainer");

// Wednesday 25 November 2026, 11:30 in India.
const NOW = new Date("2026-11-25T06:00:00.000Z");
const session = (day: string, topic = "Topic") => ({ startsAt: new Date(`${day}T04:00:00Z`), endsAt: new Date(`${day}T05:00:00Z`), topic });

describe("trainerBatches", () => {
  it("lists only the trainer's batches: running and upcoming by start, then past and cancelled latest first", async () => {
    const trainer = await createUser({ role: "Trainer" });
    const make = (title: string, startDate: string, endDate: string, cancelled = false) =>
      createTrainerBatch({ trainer, title, startDate, endDate, cancelled, sessions: [session(startDate)] });
    await make("Past old", "2026-09-01", "2026-09-30");
    await make("Upcoming late", "2027-01-10", "2027-02-10");
    await make("Running", "2026-11-01", "2026-12-15");
    await make("Cancelled upcoming", "2026-12-01", "2026-12-30", true);
    await make("Upcoming soon", "2026-12-01", "2026-12-31");
    await make("Past recent", "2026-10-01", "2026-11-24");
    await createTrainerBatch({ title: "Someone else's", sessions: [session("2026-12-01")] });

    const { batches, total, hasNextPage, page } = await trainerBatches(trainer, { page: 1 }, NOW);
    expect(batches.map((b) => [b.title, b.status])).toEqual([
      ["Running", "running"],
      ["Upcoming soon", "open"],
      ["Upcoming late", "open"],
      ["Cancelled upcoming", "cancelled"],
      ["Past recent", "completed"],
      ["Past old", "completed"],
    ]);
    expect({ total, hasNextPage, page }).toEqual({ total: 6, hasNextPage: false, page: 1 });
  });

  it("pages in SQL", async () => {
    const trainer = await createUser({ role: "Trainer" });
    for (let i = 0; i < TRAINER_BATCHES_PAGE_SIZE + 2; i++) {
      const day = `2027-03-${String(i + 1).padStart(2, "0")}`;
      await createTrainerBatch({ trainer, title: `B${i + 1}`, sessions: [session(day)] });
    }
    const first = await trainerBatches(trainer, { page: 1 }, NOW);
    const second = await trainerBatches(trainer, { page: 2 }, NOW);
    expect(first.batches).toHaveLength(TRAINER_BATCHES_PAGE_SIZE);
    expect(first.hasNextPage).toBe(true);
    expect(second.batches.map((b) => b.title)).toEqual([`B${TRAINER_BATCHES_PAGE_SIZE + 1}`, `B${TRAINER_BATCHES_PAGE_SIZE + 2}`]);
    expect(second.hasNextPage).toBe(false);
  });
});

describe("trainerBatch", () => {
  it("the batch with its sessions, registers and the class by name (not the waitlist), attendance and scores", async () => {
    const { batch, trainer, sessions } = await createTrainerBatch({ sessions: [session("2026-11-20", "One"), session("2026-11-21", "Two"), session("2026-11-22", "Three"), session("2026-11-23", "Four")] });
    const zoya = await enrol(batch.id, { name: "Zoya Khan" });
    const asha = await enrol(batch.id, { name: "Asha Rao", status: "completed" });
    await enrol(batch.id, { name: "Waiting Person", status: "waitlisted" });
    await db.enrollment.update({ where: { id: asha.enrollment.id }, data: { score: 82 } });
    await db.attendance.createMany({
      data: [
        { sessionId: sessions[0].id, enrollmentId: asha.enrollment.id },
        { sessionId: sessions[1].id, enrollmentId: asha.enrollment.id },
        { sessionId: sessions[2].id, enrollmentId: asha.enrollment.id },
        { sessionId: sessions[0].id, enrollmentId: zoya.enrollment.id, byTrainer: true },
      ],
    });
    await db.trainingSession.update({ where: { id: sessions[3].id }, data: { checkinCodeHash: "x".repeat(64), checkinExpiresAt: new Date(NOW.getTime() + 60_000) } });

    const view = await trainerBatch(trainer, batch.id, NOW);
    expect(view.id).toBe(batch.id);
    expect(view.enrolled).toBe(2);
    expect(view.sessions.map((s) => [s.topic, s.present.length, s.checkinOpenUntil ?? null])).toEqual([
      ["One", 2, null],
      ["Two", 1, null],
      ["Three", 1, null],
      ["Four", 0, new Date(NOW.getTime() + 60_000).toISOString()],
    ]);
    expect(view.enrollments).toEqual([
      { id: asha.enrollment.id, name: "Asha Rao", status: "completed", attendance: 75, score: 82 },
      { id: zoya.enrollment.id, name: "Zoya Khan", status: "enrolled", attendance: 25 },
    ]);
    expect(JSON.stringify(view)).not.toContain("x".repeat(64));
  });

  it("another trainer's batch, or an unknown one: 404", async () => {
    const { batch } = await createTrainerBatch({ sessions: [session("2026-11-20")] });
    const other = await createUser({ role: "Trainer" });
    expect((await failure(trainerBatch(other, batch.id, NOW))).status).toBe(404);
    expect((await failure(trainerBatch(other, "unknown", NOW))).status).toBe(404);
  });
});
