// GET training/my-enrollments beyond the list itself (decisions.md section 20): each session with
// whether the trainee attended it (a check-in shows at the next read, so it survives a reload);
// attendance is sessions attended of those that have ended, the very figure the trainer's page shows;
// the meeting link of an online or hybrid batch goes to those holding a seat, never to the waitlist,
// the withdrawn, another candidate or the public batch list.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import { createTrainerBatch, enrol, minutes } from "@/tests/academy/attendance-fixtures";
import { createCandidate } from "@/tests/factories";
import { myEnrollmentsSchema, type MyEnrollments } from "@/lib/academy/contract/enrolment";
import type { BatchList } from "@/lib/academy/contract/batches";
import type { CheckinCodeJson } from "@/lib/academy/contract/attendance";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { GET: myRoute } = await import("@/app/api/v1/training/my-enrollments/route");
const { GET: batchesRoute } = await import("@/app/api/v1/training/batches/route");
const { POST: codeRoute } = await import("@/app/api/v1/training/sessions/[id]/checkin-code/route");
const { POST: checkinRoute } = await import("@/app/api/v1/training/sessions/[id]/checkin/route");
const { trainerBatch } = await import("@/lib/academy/service/trainer");

const MEETING = "https://meet.example.com/evening-batch";

async function mine(as: SessionUser): Promise<MyEnrollments> {
  const res = await callRoute(myRoute, { as, path: "/api/v1/training/my-enrollments" });
  expect(res.status).toBe(200);
  const body = res.body.response as MyEnrollments;
  expect(() => myEnrollmentsSchema.parse(body)).not.toThrow();
  return body;
}

/** An online batch with a meeting link: two ended sessions, one running now, one tomorrow. */
async function onlineBatch() {
  const now = new Date();
  const { batch, trainer, sessions } = await createTrainerBatch({
    title: "Evening batch",
    startDate: new Date(now.getTime() - 3 * 86_400_000).toISOString().slice(0, 10),
    endDate: new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10),
    sessions: [
      { startsAt: minutes(now, -48 * 60), endsAt: minutes(now, -47 * 60), topic: "Ended one" },
      { startsAt: minutes(now, -24 * 60), endsAt: minutes(now, -23 * 60), topic: "Ended two" },
      { startsAt: minutes(now, -10), endsAt: minutes(now, 50), topic: "Running" },
      { startsAt: minutes(now, 24 * 60), endsAt: minutes(now, 25 * 60), topic: "Tomorrow" },
    ],
  });
  await db.batch.update({ where: { id: batch.id }, data: { meetingUrl: MEETING } });
  return { batch, trainer, sessions };
}

describe("GET training/my-enrollments: sessions, attendance and the meeting link", () => {
  it("marks each session attended or not; a check-in shows at the next read; attendance counts ended sessions only, as the trainer's page does", async () => {
    const { batch, trainer, sessions } = await onlineBatch();
    const { candidate, enrollment } = await enrol(batch.id, { name: "Asha Rao" });
    await db.attendance.create({ data: { sessionId: sessions[0].id, enrollmentId: enrollment.id } });

    const before = (await mine(candidate)).enrollments[0];
    expect(before.sessions.map((s) => [s.topic, s.attended])).toEqual([
      ["Ended one", true],
      ["Ended two", false],
      ["Running", false],
      ["Tomorrow", false],
    ]);
    expect(before.sessions[0]).toEqual({ id: sessions[0].id, startsAt: sessions[0].startsAt.toISOString(), endsAt: sessions[0].endsAt.toISOString(), topic: "Ended one", attended: true });
    expect(before.attendance).toBe(50);

    // The candidate checks in to the running session: the next read (a reload) says so.
    const { code } = (await callRoute(codeRoute, { as: trainer, method: "POST", params: { id: sessions[2].id } })).body.response as CheckinCodeJson;
    expect((await callRoute(checkinRoute, { as: candidate, method: "POST", params: { id: sessions[2].id }, body: { code } })).status).toBe(200);
    const after = (await mine(candidate)).enrollments[0];
    expect(after.sessions.map((s) => s.attended)).toEqual([true, false, true, false]);
    // Still 1 of the 2 ended: the running session counts once it has ended.
    expect(after.attendance).toBe(50);

    const view = await trainerBatch(trainer, batch.id);
    expect(view.enrollments.find((e) => e.id === enrollment.id)?.attendance).toBe(after.attendance);
  });

  it("the meeting link goes to those holding a seat, never to the waitlist, the withdrawn, another candidate or the public list", async () => {
    const { batch, trainer } = await onlineBatch();
    const seated = await enrol(batch.id, { name: "Asha Rao" });
    const waiting = await enrol(batch.id, { name: "Ravi Kumar", status: "waitlisted" });
    const left = await enrol(batch.id, { name: "Zoya Khan", status: "withdrawn" });
    const { user: stranger } = await createCandidate({ name: "Dev Patel" });

    expect((await mine(seated.candidate)).enrollments[0].batch.meetingUrl).toBe(MEETING);
    for (const person of [waiting.candidate, left.candidate]) {
      const [entry] = (await mine(person)).enrollments;
      expect(entry.batch).not.toHaveProperty("meetingUrl");
      expect(JSON.stringify(entry)).not.toContain(MEETING);
    }
    expect((await mine(stranger)).enrollments).toEqual([]);
    const listed = await callRoute(batchesRoute, { as: stranger, path: "/api/v1/training/batches" });
    expect((listed.body.response as BatchList).batches.map((b) => b.id)).toContain(batch.id);
    expect(JSON.stringify(listed.body)).not.toContain(MEETING);
    // The trainer's page shows it.
    expect((await trainerBatch(trainer, batch.id)).meetingUrl).toBe(MEETING);
  });
});
