// Attendance (decisions.md section 15) through its route handlers and services: the trainer's code (6
// Crockford characters, 10 minutes, only a keyed hash stored, a new one replaces the old, a QR of the
// check-in link), the candidate's check-in (only enrolled, only while the session runs: 409 NOT_OPEN;
// wrong, expired or another session's code: 400 INVALID_CODE; wrong tries limited: 429; idempotent),
// and the trainer's correction (the register becomes exactly the ids sent, in one transaction).
import QRCode from "qrcode";
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { failure } from "@/tests/helpers/api-failure";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";
import { classOfThree, createTrainerBatch, enrol, minutes, runningAround } from "@/tests/academy/attendance-fixtures";
import type { CheckinCodeJson, CheckinJson, RegisterJson } from "@/lib/academy/contract/attendance";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { POST: codeRoute } = await import("@/app/api/v1/training/sessions/[id]/checkin-code/route");
const { POST: checkinRoute } = await import("@/app/api/v1/training/sessions/[id]/checkin/route");
const { PUT: attendanceRoute } = await import("@/app/api/v1/training/sessions/[id]/attendance/route");
const { checkIn, checkinUrl, hashCheckinCode, openCheckin } = await import("@/lib/academy/service/attendance");
const { checkInAction } = await import("@/lib/academy/actions/attendance");
const { session } = await import("@/tests/helpers/mock-guards");

const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{6}$/;

const openCode = async (as: SessionUser | null, id: string) => callRoute(codeRoute, { as, method: "POST", path: `/api/v1/training/sessions/${id}/checkin-code`, params: { id } });
const postCheckin = (as: SessionUser | null, id: string, body: unknown) =>
  callRoute(checkinRoute, { as, method: "POST", path: `/api/v1/training/sessions/${id}/checkin`, params: { id }, body });
const putAttendance = (as: SessionUser | null, id: string, body: unknown) =>
  callRoute(attendanceRoute, { as, method: "PUT", path: `/api/v1/training/sessions/${id}/attendance`, params: { id }, body });

async function codeOf(as: SessionUser, id: string): Promise<CheckinCodeJson> {
  const res = await openCode(as, id);
  expect(res.status).toBe(200);
  return res.body.response as CheckinCodeJson;
}

/** A running session with an enrolled candidate. */
async function running() {
  const now = new Date();
  const { batch, trainer, sessions } = await createTrainerBatch({ sessions: [runningAround(now, "Closures")] });
  const { candidate, enrollment } = await enrol(batch.id);
  return { batch, trainer, sessionId: sessions[0].id, candidate, enrollment };
}

/** A wrong code that has the right shape. */
const wrong = (code: string) => (code === "222222" ? "333333" : "222222");

describe("POST training/sessions/{id}/checkin-code", () => {
  it("answers a 6-character Crockford code valid 10 minutes with a QR code of the check-in link; stores only a keyed hash", async () => {
    const { trainer, sessionId } = await running();
    const before = Date.now();
    const { code, expiresAt, qr } = await codeOf(trainer, sessionId);
    expect(code).toMatch(CODE_SHAPE);
    const ttl = new Date(expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5000);

    const row = await db.trainingSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(row.checkinCodeHash).toBe(hashCheckinCode(sessionId, code));
    expect(row.checkinCodeHash).not.toContain(code);
    expect(row.checkinCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.checkinExpiresAt?.toISOString()).toBe(expiresAt);
    // Keyed by the session: the same code hashes differently for another session.
    expect(hashCheckinCode("another-session", code)).not.toBe(row.checkinCodeHash);

    expect(qr.startsWith("data:image/svg+xml;base64,")).toBe(true);
    const svg = Buffer.from(qr.slice("data:image/svg+xml;base64,".length), "base64").toString("utf8");
    expect(svg).toContain("<svg");
    // The same link makes the same symbol: the QR carries /candidate/training?checkin=<id>&code=<code>.
    const url = checkinUrl(sessionId, code);
    expect(url).toMatch(new RegExp(`/candidate/training\\?checkin=${sessionId}&code=${code}$`));
    expect(svg).toBe(await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }));
  });

  it("codes are random: twenty codes are not all the same", async () => {
    const { trainer, sessionId } = await running();
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await codeOf(trainer, sessionId)).code);
    expect(codes.size).toBeGreaterThan(15);
  });

  it("a new code replaces the old one", async () => {
    const { trainer, sessionId, candidate } = await running();
    const first = await codeOf(trainer, sessionId);
    const second = await codeOf(trainer, sessionId);
    const old = await postCheckin(candidate, sessionId, { code: first.code });
    if (first.code !== second.code) expect(old.status).toBe(400);
    expect((await postCheckin(candidate, sessionId, { code: second.code })).status).toBe(200);
  });

  it("another trainer's session and an unknown one: 404; a candidate: 403; nobody: 401", async () => {
    const { sessionId, candidate } = await running();
    const other = await createUser({ role: "Trainer" });
    expect((await openCode(other, sessionId)).status).toBe(404);
    expect((await openCode(other, "nope")).status).toBe(404);
    expect((await openCode(candidate, sessionId)).status).toBe(403);
    expect((await openCode(null, sessionId)).status).toBe(401);
    const row = await db.trainingSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(row.checkinCodeHash).toBeNull();
  });

  it("opens from 30 minutes before the session starts: 29 minutes before is 200, 31 minutes before is 409 NOT_OPEN saying when", async () => {
    const start = new Date("2026-03-02T04:30:00Z");
    const { trainer, sessions } = await createTrainerBatch({ sessions: [{ startsAt: start, endsAt: minutes(start, 120) }] });
    const id = sessions[0].id;
    await expect(openCheckin(trainer, { id }, minutes(start, -31))).rejects.toMatchObject({
      status: 409,
      code: "NOT_OPEN",
      message: "Check-in opens at Mar 2, 2026, 9:30 AM IST, 30 minutes before the session starts.",
    });
    expect((await db.trainingSession.findUniqueOrThrow({ where: { id } })).checkinCodeHash).toBeNull();
    const opened = await openCheckin(trainer, { id }, minutes(start, -29));
    expect(opened.code).toMatch(CODE_SHAPE);
    expect((await openCheckin(trainer, { id }, minutes(start, -30))).code).toMatch(CODE_SHAPE);
    // Until it ends: a minute before the end still opens, the end itself does not.
    expect((await openCheckin(trainer, { id }, minutes(start, 119))).code).toMatch(CODE_SHAPE);
    await expect(openCheckin(trainer, { id }, minutes(start, 120))).rejects.toMatchObject({ code: "NOT_OPEN", message: "This session has ended: correct the register instead." });
  });

  it("through the route, 31 minutes before the start is 409 NOT_OPEN", async () => {
    const now = new Date();
    const early = await createTrainerBatch({ sessions: [{ startsAt: minutes(now, 31), endsAt: minutes(now, 120) }] });
    const res = await openCode(early.trainer, early.sessions[0].id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("NOT_OPEN");
    expect(res.body.message).toMatch(/^Check-in opens at .+ IST, 30 minutes before the session starts\.$/);
    const soon = await createTrainerBatch({ sessions: [{ startsAt: minutes(now, 29), endsAt: minutes(now, 120) }] });
    expect((await openCode(soon.trainer, soon.sessions[0].id)).status).toBe(200);
  });

  it("a session that has ended or a cancelled batch: 409 NOT_OPEN", async () => {
    const now = new Date();
    const ended = await createTrainerBatch({ sessions: [{ startsAt: minutes(now, -120), endsAt: minutes(now, -60) }] });
    const res = await openCode(ended.trainer, ended.sessions[0].id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("NOT_OPEN");
    const cancelled = await createTrainerBatch({ sessions: [runningAround(now)], cancelled: true });
    expect((await openCode(cancelled.trainer, cancelled.sessions[0].id)).body.code).toBe("NOT_OPEN");
  });
});

describe("POST training/sessions/{id}/checkin", () => {
  it("an enrolled candidate checks in with the code (any case, dashes allowed) while the session runs", async () => {
    const { trainer, sessionId, candidate, enrollment } = await running();
    const { code } = await codeOf(trainer, sessionId);
    const typed = `${code.slice(0, 3)}-${code.slice(3)}`.toLowerCase();
    const res = await postCheckin(candidate, sessionId, { code: typed });
    expect(res.status).toBe(200);
    const body = res.body.response as CheckinJson;
    expect(Object.keys(body).sort()).toEqual(["checkedInAt", "sessionId"]);
    expect(body.sessionId).toBe(sessionId);
    const row = await db.attendance.findUniqueOrThrow({ where: { sessionId_enrollmentId: { sessionId, enrollmentId: enrollment.id } } });
    expect(row).toMatchObject({ byTrainer: false });
    expect(row.checkedInAt.toISOString()).toBe(body.checkedInAt);
  });

  it("idempotent: a second check-in is 200 with the same record, and one row", async () => {
    const { trainer, sessionId, candidate, enrollment } = await running();
    const { code } = await codeOf(trainer, sessionId);
    const first = await postCheckin(candidate, sessionId, { code });
    const again = await postCheckin(candidate, sessionId, { code });
    const [a, b] = await Promise.all([postCheckin(candidate, sessionId, { code }), postCheckin(candidate, sessionId, { code })]);
    for (const res of [again, a, b]) {
      expect(res.status).toBe(200);
      expect(res.body.response).toEqual(first.body.response);
    }
    expect(await db.attendance.count({ where: { enrollmentId: enrollment.id } })).toBe(1);
  });

  it("before the start and after the end: 409 NOT_OPEN, and nothing written", async () => {
    const start = new Date("2026-03-02T04:30:00Z");
    const { batch, trainer, sessions } = await createTrainerBatch({ sessions: [{ startsAt: start, endsAt: minutes(start, 60) }] });
    const { candidate, enrollment } = await enrol(batch.id);
    const id = sessions[0].id;
    const { code } = await openCheckin(trainer, { id }, minutes(start, -5));
    const early = await failure(checkIn(candidate, { id }, { code }, minutes(start, -1)));
    expect([early.status, early.code, early.message]).toEqual([409, "NOT_OPEN", "Check-in is open only while the session runs."]);

    const { code: late } = await openCheckin(trainer, { id }, minutes(start, 55));
    expect((await failure(checkIn(candidate, { id }, { code: late }, minutes(start, 60)))).code).toBe("NOT_OPEN");
    expect((await failure(checkIn(candidate, { id }, { code: late }, minutes(start, 61)))).code).toBe("NOT_OPEN");
    expect(await db.attendance.count({ where: { enrollmentId: enrollment.id } })).toBe(0);
    // Inside the session the same code works.
    expect(await checkIn(candidate, { id }, { code: late }, minutes(start, 59))).toMatchObject({ sessionId: id });
  });

  it("through the route, a session that has not started is 409 NOT_OPEN (though its code may be open)", async () => {
    const now = new Date();
    const { batch, trainer, sessions } = await createTrainerBatch({ sessions: [{ startsAt: minutes(now, 20), endsAt: minutes(now, 120) }] });
    const { candidate } = await enrol(batch.id);
    const { code } = await codeOf(trainer, sessions[0].id);
    const res = await postCheckin(candidate, sessions[0].id, { code });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("NOT_OPEN");
  });

  it("an expired code (opened 11 minutes ago) is 400 INVALID_CODE; at 9 minutes it works", async () => {
    const start = new Date("2026-03-02T04:30:00Z");
    const { batch, trainer, sessions } = await createTrainerBatch({ sessions: [{ startsAt: start, endsAt: minutes(start, 120) }] });
    const { candidate } = await enrol(batch.id);
    const other = await enrol(batch.id, { name: "Ravi Kumar" });
    const id = sessions[0].id;
    const { code } = await openCheckin(trainer, { id }, minutes(start, 10));
    const expired = await failure(checkIn(candidate, { id }, { code }, minutes(start, 21)));
    expect([expired.status, expired.code]).toEqual([400, "INVALID_CODE"]);
    expect(expired.errors).toEqual({ code: expired.message });
    expect(await checkIn(other.candidate, { id }, { code }, minutes(start, 19))).toMatchObject({ sessionId: id });
  });

  it("a wrong code, a code of another session, or no code opened: 400 INVALID_CODE", async () => {
    const now = new Date();
    const { batch, trainer, sessions } = await createTrainerBatch({ sessions: [runningAround(now, "A"), runningAround(now, "B")] });
    const { candidate } = await enrol(batch.id);
    const [a, b] = sessions;
    const none = await postCheckin(candidate, a.id, { code: "ABCDEF" });
    expect([none.status, none.body.code]).toEqual([400, "INVALID_CODE"]);

    const { code } = await codeOf(trainer, a.id);
    const wrongOne = await postCheckin(candidate, a.id, { code: wrong(code) });
    expect([wrongOne.status, wrongOne.body.code]).toEqual([400, "INVALID_CODE"]);
    expect(wrongOne.body.errors?.code).toBe(wrongOne.body.message);

    // Even were B's stored hash the very one of A's code, A's code is no code of B: the hash is keyed by the session.
    const stored = await db.trainingSession.findUniqueOrThrow({ where: { id: a.id }, select: { checkinCodeHash: true, checkinExpiresAt: true } });
    await db.trainingSession.update({ where: { id: b.id }, data: stored });
    const crossed = await postCheckin(candidate, b.id, { code });
    expect([crossed.status, crossed.body.code]).toEqual([400, "INVALID_CODE"]);
    expect(await db.attendance.count({ where: { sessionId: b.id } })).toBe(0);
  });

  it("bad input is 400 VALIDATION naming the field", async () => {
    const { sessionId, candidate } = await running();
    for (const body of [{}, { code: "" }, { code: "12" }, { code: "ABCDEFG" }, { code: "UUUUUU" }, { code: 123456 }]) {
      const res = await postCheckin(candidate, sessionId, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
      expect(res.body.errors?.code).toBeTruthy();
    }
  });

  it("not enrolled (no enrolment, waitlisted, withdrawn), a cancelled batch or an unknown session: 404", async () => {
    const { batch, trainer, sessionId } = await running();
    const { code } = await codeOf(trainer, sessionId);
    const { candidate: stranger } = await enrol((await createTrainerBatch({ sessions: [runningAround(new Date())] })).batch.id);
    const { candidate: waiting } = await enrol(batch.id, { status: "waitlisted" });
    const { candidate: gone } = await enrol(batch.id, { status: "withdrawn" });
    for (const who of [stranger, waiting, gone]) {
      const res = await postCheckin(who, sessionId, { code });
      expect([res.status, res.body.code]).toEqual([404, "NOT_FOUND"]);
    }
    expect((await postCheckin(stranger, "unknown-session", { code })).status).toBe(404);
    expect(await db.attendance.count({ where: { sessionId } })).toBe(0);

    const cancelled = await createTrainerBatch({ sessions: [runningAround(new Date())] });
    const { candidate } = await enrol(cancelled.batch.id);
    const cancelledCode = await codeOf(cancelled.trainer, cancelled.sessions[0].id);
    await db.batch.update({ where: { id: cancelled.batch.id }, data: { cancelledAt: new Date() } });
    expect((await postCheckin(candidate, cancelled.sessions[0].id, { code: cancelledCode.code })).status).toBe(404);
  });

  it("a trainer cannot check in (403)", async () => {
    const { trainer, sessionId } = await running();
    expect((await postCheckin(trainer, sessionId, { code: "ABCDEF" })).status).toBe(403);
  });

  it("after 10 wrong codes the candidate gets 429, even with the right one; another candidate is not held up", async () => {
    const { batch, trainer, sessionId, candidate } = await running();
    const { code } = await codeOf(trainer, sessionId);
    for (let i = 0; i < 10; i++) expect((await postCheckin(candidate, sessionId, { code: wrong(code) })).status).toBe(400);
    const locked = await postCheckin(candidate, sessionId, { code });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toMatch(/^\d+$/);
    const { candidate: other } = await enrol(batch.id, { name: "Ravi Kumar" });
    expect((await postCheckin(other, sessionId, { code })).status).toBe(200);
  });

  it("the check-in action answers the same, and a refusal carries the code", async () => {
    const { trainer, sessionId, candidate } = await running();
    const { code } = await codeOf(trainer, sessionId);
    session.user = candidate;
    const refused = await checkInAction({ sessionId, code: wrong(code) });
    expect(refused).toMatchObject({ ok: false, code: "INVALID_CODE", status: 400 });
    const done = await checkInAction({ sessionId, code });
    expect(done).toMatchObject({ ok: true, data: { sessionId }, message: "You are checked in" });
  });
});

describe("PUT training/sessions/{id}/attendance", () => {
  it("the register becomes exactly the ids sent: those added are byTrainer, those kept keep their check-in", async () => {
    const { trainer, sessionId, asha, ravi, zoya } = await classOfThree();
    const { code } = await codeOf(trainer, sessionId);
    const own = (await postCheckin(asha.candidate, sessionId, { code })).body.response as CheckinJson;
    expect((await postCheckin(ravi.candidate, sessionId, { code })).status).toBe(200);

    const res = await putAttendance(trainer, sessionId, { present: [zoya.enrollment.id, asha.enrollment.id, zoya.enrollment.id] });
    expect(res.status).toBe(200);
    const register = res.body.response as RegisterJson;
    expect(register.sessionId).toBe(sessionId);
    expect(register.present.map((p) => [p.name, p.byTrainer])).toEqual([
      ["Asha Rao", false],
      ["Zoya Khan", true],
    ]);
    expect(register.present[0]).toEqual({ enrollmentId: asha.enrollment.id, name: "Asha Rao", checkedInAt: own.checkedInAt, byTrainer: false });
    expect(await db.attendance.count({ where: { sessionId } })).toBe(2);

    // Ravi checks in again after being removed: a fresh record of his own.
    expect((await postCheckin(ravi.candidate, sessionId, { code })).status).toBe(200);
    const cleared = await putAttendance(trainer, sessionId, { present: [] });
    expect((cleared.body.response as RegisterJson).present).toEqual([]);
    expect(await db.attendance.count({ where: { sessionId } })).toBe(0);
  });

});
