// PUT training/sessions/{id}/attendance (decisions.md section 15), beyond the replacement itself
// (tests/academy/attendance.test.ts): only enrolments of the batch's class, only the batch's trainer,
// only once the session has started; and the register's action.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";
import { classOfThree, createTrainerBatch, enrol, minutes, runningAround } from "@/tests/academy/attendance-fixtures";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { PUT: attendanceRoute } = await import("@/app/api/v1/training/sessions/[id]/attendance/route");
const { correctAttendance } = await import("@/lib/academy/service/attendance");
const { correctAttendanceAction } = await import("@/lib/academy/actions/attendance");
const { session } = await import("@/tests/helpers/mock-guards");

const putAttendance = (as: SessionUser | null, id: string, body: unknown) =>
  callRoute(attendanceRoute, { as, method: "PUT", path: `/api/v1/training/sessions/${id}/attendance`, params: { id }, body });

describe("PUT training/sessions/{id}/attendance", () => {
  it("ids not of this batch's class (another batch, waitlisted, withdrawn, unknown): 400 and the register is unchanged", async () => {
    const { batch, trainer, sessionId, asha } = await classOfThree();
    await putAttendance(trainer, sessionId, { present: [asha.enrollment.id] });
    const elsewhere = await enrol((await createTrainerBatch({ sessions: [runningAround(new Date())], trainer })).batch.id);
    const waiting = await enrol(batch.id, { status: "waitlisted" });
    const withdrawn = await enrol(batch.id, { status: "withdrawn" });
    for (const id of [elsewhere.enrollment.id, waiting.enrollment.id, withdrawn.enrollment.id, "nope"]) {
      const res = await putAttendance(trainer, sessionId, { present: [id] });
      expect(res.status).toBe(400);
      expect(res.body.errors?.present).toBeTruthy();
    }
    const rows = await db.attendance.findMany({ where: { sessionId } });
    expect(rows.map((r) => r.enrollmentId)).toEqual([asha.enrollment.id]);
    expect((await putAttendance(trainer, sessionId, { present: "all" })).status).toBe(400);
  });

  it("another trainer's session: 404 and nothing changes; a candidate: 403", async () => {
    const { sessionId, asha } = await classOfThree();
    const other = await createUser({ role: "Trainer" });
    expect((await putAttendance(other, sessionId, { present: [asha.enrollment.id] })).status).toBe(404);
    expect((await putAttendance(asha.candidate, sessionId, { present: [asha.enrollment.id] })).status).toBe(403);
    expect(await db.attendance.count({ where: { sessionId } })).toBe(0);
  });

  it("before the session starts: 409 NOT_OPEN", async () => {
    const now = new Date();
    const { batch, trainer, sessions } = await createTrainerBatch({ sessions: [{ startsAt: minutes(now, 60), endsAt: minutes(now, 120) }] });
    const { enrollment } = await enrol(batch.id);
    const res = await putAttendance(trainer, sessions[0].id, { present: [enrollment.id] });
    expect([res.status, res.body.code]).toEqual([409, "NOT_OPEN"]);
    expect(await correctAttendance(trainer, { id: sessions[0].id }, { present: [enrollment.id] }, minutes(now, 61))).toMatchObject({ present: [{ byTrainer: true }] });
  });

  it("the action saves the register", async () => {
    const { trainer, sessionId, ravi } = await classOfThree();
    session.user = trainer;
    const saved = await correctAttendanceAction({ sessionId, present: [ravi.enrollment.id] });
    expect(saved).toMatchObject({ ok: true, message: "Register saved", data: { present: [{ name: "Ravi Kumar", byTrainer: true }] } });
  });
});
