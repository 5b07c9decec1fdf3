// The trainer's area (decisions.md sections 15 and 20): today's sessions; a trainer's own batches only,
// upcoming and running first then the past and cancelled, paged; one batch with its sessions, registers
// and class (attendance of the sessions that have ended, scores), its meeting link and when it was
// finished; another trainer's batch is 404.
import { describe, expect, it, vi } from "vitest";
import { failure } from "@/tests/helpers/api-failure";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";
import { createTrainerBatch, enrol } from "@/tests/academy/attendance-fixtures";
import { TRAINER_BATCHES_PAGE_SIZE } from "@/lib/academy/schemas/attendance";

vi.mock("server-only", () => ({}));

const { trainerBatch, trainerBatches, trainerToday } = await import("@/lib/academy/service/trainer");

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

describe("trainerToday", () => {
  it("today's sessions (India day) of the trainer's batches that are not cancelled, by start, with their batch", async () => {
    const trainer = await createUser({ role: "Trainer" });
    const at = (iso: string, topic: string) => ({ startsAt: new Date(iso), endsAt: new Date(new Date(iso).getTime() + 3_600_000), topic });
    // 25 November in India runs from 24 November 18:30 UTC to 25 November 18:30 UTC.
    const { batch } = await createTrainerBatch({
      trainer,
      title: "Evening batch",
      sessions: [at("2026-11-25T12:00:00Z", "Afternoon"), at("2026-11-24T19:00:00Z", "Early morning"), at("2026-11-24T17:00:00Z", "Yesterday"), at("2026-11-25T18:30:00Z", "Tomorrow")],
    });
    await createTrainerBatch({ trainer, title: "Cancelled", cancelled: true, sessions: [at("2026-11-25T06:00:00Z", "Called off")] });
    await createTrainerBatch({ title: "Someone else's", sessions: [at("2026-11-25T06:00:00Z", "Not mine")] });
    const today = await trainerToday(trainer, NOW);
    expect(today.map((s) => [s.topic, s.batch.title])).toEqual([
      ["Early morning", "Evening batch"],
      ["Afternoon", "Evening batch"],
    ]);
    expect(today[0]).toMatchObject({ startsAt: "2026-11-24T19:00:00.000Z", batch: { id: batch.id } });
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
    expect(view.finishedAt).toBeUndefined();
    expect(view).not.toHaveProperty("meetingUrl");
  });

  it("attendance counts the sessions ended so far; the meeting link and the finish are shown", async () => {
    const { batch, trainer, sessions } = await createTrainerBatch({ sessions: [session("2026-11-24", "Ended"), session("2026-11-26", "Tomorrow")] });
    const asha = await enrol(batch.id, { name: "Asha Rao" });
    await db.attendance.create({ data: { sessionId: sessions[0].id, enrollmentId: asha.enrollment.id } });
    const finishedAt = new Date("2026-11-27T10:00:00Z");
    await db.batch.update({ where: { id: batch.id }, data: { meetingUrl: "https://meet.example.com/b", finishedAt } });
    const view = await trainerBatch(trainer, batch.id, NOW);
    // 1 of 1 ended (not 1 of 2 sessions).
    expect(view.enrollments[0].attendance).toBe(100);
    expect(view).toMatchObject({ meetingUrl: "https://meet.example.com/b", finishedAt: finishedAt.toISOString(), status: "completed" });
  });

  it("another trainer's batch, or an unknown one: 404", async () => {
    const { batch } = await createTrainerBatch({ sessions: [session("2026-11-20")] });
    const other = await createUser({ role: "Trainer" });
    expect((await failure(trainerBatch(other, batch.id, NOW))).status).toBe(404);
    expect((await failure(trainerBatch(other, "unknown", NOW))).status).toBe(404);
  });
});
