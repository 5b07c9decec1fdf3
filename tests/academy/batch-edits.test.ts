// An admin edits a batch (issue 44): GET admin/batches/{id} gives the version and the sessions' ids and
// attendance; PATCH admin/batches/{id} takes the full set and answers the batch. Refused: another edit
// since (409 STALE_STATE, also two at once), a finished (409 BATCH_FINISHED) or cancelled (409
// INVALID_TRANSITION) batch, seats below those enrolled (400 naming the count), a session with attendance
// removed or moved (409), too few hours (400 TOO_SHORT), a missing meeting link, a non-trainer. More seats
// pass to the waitlist in order, each mailed once; a change of trainer or times is mailed once to those
// enrolled and to the trainers.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";
import { mailsTo } from "@/tests/helpers/outbox";
import { createTrainer } from "@/tests/academy/batch-fixtures";
import { at, editBody, enrolPeople, getBatch, MEETING, newBatch, patchBatch, read } from "@/tests/academy/batch-admin-fixtures";
import { adminBatchSchema, type AdminBatchJson } from "@/lib/academy/contract/batches";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { updateBatchAction, cancelBatchAction } = await import("@/lib/academy/actions/batches");
const { session } = await import("@/tests/helpers/mock-guards");

const admin = await createUser({ role: "Admin", name: "Admin" });
const trainer = await createTrainer("Asha Trainer");
const otherTrainer = await createTrainer("Ravi Trainer");

const START_PLUS_1 = "2099-01-11";

const subjects = (email: string) => mailsTo(email).map((m) => m.subject);

async function edit(batch: AdminBatchJson, changes: Record<string, unknown>) {
  const res = await patchBatch(admin, batch.id, editBody(batch, changes));
  return res;
}

async function attend(sessionId: string, enrollmentId: string) {
  await db.attendance.create({ data: { sessionId, enrollmentId } });
}

describe("GET admin/batches/{id}", () => {
  it("the batch as the admin edits it; 404 unknown, 403 to others", async () => {
    const batch = await newBatch(admin, trainer.id);
    expect(adminBatchSchema.parse(batch)).toEqual(batch);
    expect(batch).toMatchObject({ meetingUrl: MEETING, trainer: { id: trainer.id, name: "Asha Trainer" }, enrolled: 0, waitlisted: 0, version: 0 });
    expect(batch.sessions.map((s) => s.attended)).toEqual([0, 0]);
    expect((await getBatch(admin, "c0000000000000000000000000")).status).toBe(404);
    expect((await getBatch(trainer, batch.id)).status).toBe(403);
    expect((await getBatch(null, batch.id)).status).toBe(401);
  });
});

describe("PATCH admin/batches/{id}", () => {
  it("200: title, place, seats, trainer and sessions (kept, moved, added, removed) change; the version moves on", async () => {
    const batch = await newBatch(admin, trainer.id);
    const [first, second] = batch.sessions;
    const res = await edit(batch, {
      title: "Web batch (evenings)",
      mode: "hybrid",
      location: "Pune, Baner",
      seats: 12,
      sessions: [
        { id: first.id, startsAt: first.startsAt, endsAt: first.endsAt, topic: "JavaScript basics" },
        { startsAt: at("2099-01-14", "09:00"), endsAt: at("2099-01-14", "21:00"), topic: "Node" },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.response as AdminBatchJson;
    expect(saved).toMatchObject({ title: "Web batch (evenings)", mode: "hybrid", location: "Pune, Baner", seats: 12, seatsLeft: 12, version: 1 });
    expect(saved.sessions.map((s) => [s.id === first.id, s.topic, s.startsAt])).toEqual([
      [true, "JavaScript basics", "2099-01-10T03:30:00.000Z"],
      [false, "Node", "2099-01-14T03:30:00.000Z"],
    ]);
    expect(await db.trainingSession.count({ where: { id: second.id } })).toBe(0);
    expect(await read(admin, batch.id)).toEqual(saved);

    // A classroom batch keeps no meeting link; a blank title takes the default.
    const classroom = await edit(saved, { mode: "classroom", meetingUrl: undefined, title: "" });
    expect(classroom.status, JSON.stringify(classroom.body)).toBe(200);
    expect(classroom.body.response).toMatchObject({ title: "Web Technologies — January 2099", mode: "classroom", version: 2 });
    expect((await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).meetingUrl).toBeNull();
  });

  it("refuses what a new batch refuses: too few hours, no meeting link, a non-trainer, a start moved into the past, bad sessions", async () => {
    const batch = await newBatch(admin, trainer.id);
    const short = await edit(batch, { sessions: batch.sessions.slice(0, 1) });
    expect(short.body).toMatchObject({ code: "TOO_SHORT", message: "Web Technologies batches need at least 24 hours of sessions; these add up to 12 hours." });
    const noLink = await edit(batch, { meetingUrl: undefined });
    expect(noLink.status).toBe(400);
    expect(noLink.body.errors?.meetingUrl).toBe("Please enter the meeting link of an online or hybrid batch");
    expect((await edit(batch, { meetingUrl: "http://meet.example.com/x" })).body.errors?.meetingUrl).toBe("Please enter the meeting link as an https:// address");
    expect((await edit(batch, { trainerId: admin.id })).body.errors?.trainerId).toBe("Please select a trainer");
    expect((await edit(batch, { startDate: "2020-01-01" })).body.errors?.startDate).toBe("The start date cannot be in the past");
    const outside = await edit(batch, { endDate: "2099-01-11" });
    expect(outside.body.errors?.sessions).toBe("Session 2 is outside the batch's dates");
    const other = await newBatch(admin, trainer.id);
    const foreign = await edit(batch, { sessions: [...editBody(batch).sessions, { ...editBody(other).sessions[0] }] });
    expect(foreign.body.errors?.sessions).toBe("Session 3 is not one of this batch's sessions");
    const twice = await edit(batch, { sessions: [...editBody(batch).sessions, editBody(batch).sessions[0]] });
    expect(twice.body.errors?.sessions).toBe("A session is listed twice");
    expect((await edit(batch, { version: undefined })).status).toBe(400);
    // Nothing was written.
    expect(await read(admin, batch.id)).toEqual(batch);
  });

  it("403 to others, 404 for an unknown batch", async () => {
    const batch = await newBatch(admin, trainer.id);
    expect((await patchBatch(trainer, batch.id, editBody(batch))).status).toBe(403);
    expect((await patchBatch(admin, "c0000000000000000000000000", editBody(batch))).status).toBe(404);
  });

  it("409 once the batch is finished or cancelled; 409 STALE_STATE on an old version", async () => {
    const batch = await newBatch(admin, trainer.id);
    const saved = (await edit(batch, { title: "First edit" })).body.response as AdminBatchJson;
    const stale = await edit(batch, { title: "Second edit, from the old page" });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("STALE_STATE");
    expect((await read(admin, batch.id)).title).toBe("First edit");

    await db.batch.update({ where: { id: batch.id }, data: { finishedAt: new Date() } });
    expect((await edit(saved, { title: "Late" })).body).toMatchObject({ code: "BATCH_FINISHED", message: "This batch is finished: its results are final." });
    await db.batch.update({ where: { id: batch.id }, data: { finishedAt: null, cancelledAt: new Date() } });
    expect((await edit(saved, { title: "Late" })).body).toMatchObject({ code: "INVALID_TRANSITION", message: "This batch was cancelled." });
  });

  it("two edits of the same version at once: one wins, the other is 409 STALE_STATE", async () => {
    const batch = await newBatch(admin, trainer.id);
    const answers = await Promise.all([edit(batch, { title: "Edit A", seats: 20 }), edit(batch, { title: "Edit B", seats: 30 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.code).toBe("STALE_STATE");
    const winner = answers.find((a) => a.status === 200)!.body.response as AdminBatchJson;
    const now = await read(admin, batch.id);
    expect([now.title, now.seats, now.version]).toEqual([winner.title, winner.seats, 1]);
  });

  it("seats never below those enrolled: 400 naming the count; raising them enrols the waitlist in order, mailed once", async () => {
    const batch = await newBatch(admin, trainer.id, { seats: 2 });
    const people = await enrolPeople(batch.id, 5, "Seat");
    expect(people.map((p) => p.enrolment.status)).toEqual(["enrolled", "enrolled", "waitlisted", "waitlisted", "waitlisted"]);
    const read1 = await read(admin, batch.id);
    expect([read1.enrolled, read1.waitlisted]).toEqual([2, 3]);

    const below = await edit(read1, { seats: 1 });
    expect(below.status).toBe(400);
    expect(below.body.errors?.seats).toBe("2 people are enrolled: seats cannot go below 2");

    const raised = await edit(read1, { seats: 4 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.response).toMatchObject({ seats: 4, seatsLeft: 0, enrolled: 4, waitlisted: 1 });
    const statuses = await db.enrollment.findMany({ where: { batchId: batch.id }, orderBy: { createdAt: "asc" }, select: { id: true, status: true } });
    expect(statuses.map((s) => s.status)).toEqual(["enrolled", "enrolled", "enrolled", "enrolled", "waitlisted"]);
    expect((await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).seatsTaken).toBe(4);
    for (const p of people.slice(2, 4)) expect(subjects(p.user.email).filter((s) => s.startsWith("A seat is yours"))).toHaveLength(1);
    expect(subjects(people[4].user.email).filter((s) => s.startsWith("A seat is yours"))).toHaveLength(0);

    // Lowering to exactly those enrolled keeps everyone; the batch is then full and the last one still waits.
    const level = await edit(raised.body.response as AdminBatchJson, { seats: 4 });
    expect(level.body.response).toMatchObject({ seats: 4, status: "full", waitlisted: 1 });
    for (const p of people) expect(subjects(p.user.email).filter((s) => s.startsWith("A seat is yours")).length).toBeLessThanOrEqual(1);
  });

  it("a session with attendance stays: removing or moving it is 409, renaming it is fine", async () => {
    const batch = await newBatch(admin, trainer.id);
    const [person] = await enrolPeople(batch.id, 1, "Present");
    const [first, second] = batch.sessions;
    await attend(first.id, person.enrolment.id);
    const fresh = await read(admin, batch.id);
    expect(fresh.sessions.map((s) => s.attended)).toEqual([1, 0]);
    const third = { startsAt: at("2099-01-14", "09:00"), endsAt: at("2099-01-14", "21:00"), topic: "Node" };
    const keep = (s: typeof second) => ({ id: s.id, startsAt: s.startsAt, endsAt: s.endsAt, topic: s.topic });

    const removed = await edit(fresh, { sessions: [keep(second), third] });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe("The session of Jan 10, 2099, 9:00 AM IST has attendance (1 present): it cannot be removed");
    const moved = await edit(fresh, { sessions: [{ ...keep(first), startsAt: at(START_PLUS_1, "09:00"), endsAt: at(START_PLUS_1, "21:00") }, keep(second)] });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe("The session of Jan 10, 2099, 9:00 AM IST has attendance: its times cannot change");
    expect(await db.attendance.count({ where: { sessionId: first.id } })).toBe(1);

    const renamed = await edit(fresh, { sessions: [{ ...keep(first), topic: "JS, renamed" }, third] });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await db.attendance.count({ where: { sessionId: first.id } })).toBe(1);
    expect(await db.trainingSession.count({ where: { id: second.id } })).toBe(0);
  });

  it("a new trainer or new times: mailed once to those enrolled and the trainers, not the waitlist; a retitle mails nobody", async () => {
    const batch = await newBatch(admin, trainer.id, { seats: 1 });
    const [seated, waiting] = await enrolPeople(batch.id, 2, "Told");
    const before = await read(admin, batch.id);

    const retitled = (await edit(before, { title: "Only a new title" })).body.response as AdminBatchJson;
    expect(subjects(seated.user.email).filter((s) => s.startsWith("Your batch has changed"))).toEqual([]);

    const changed = await edit(retitled, { trainerId: otherTrainer.id, sessions: [...editBody(retitled).sessions, { startsAt: at("2099-01-14", "18:00"), endsAt: at("2099-01-14", "20:00"), topic: "Extra" }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const mail = mailsTo(seated.user.email).filter((m) => m.subject.startsWith("Your batch has changed"));
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain("the trainer is now Ravi Trainer; the sessions' times changed");
    expect(mail[0].text).toContain("Extra");
    expect(subjects(waiting.user.email).filter((s) => s.startsWith("Your batch has changed"))).toEqual([]);
    expect(subjects(otherTrainer.email)).toContain("You are the trainer of Only a new title");
    expect(subjects(trainer.email)).toContain("You no longer teach Only a new title");
    expect(await db.notification.count({ where: { userId: seated.user.id, title: "Your batch has changed" } })).toBe(1);
    expect(await db.notification.count({ where: { userId: waiting.user.id } })).toBe(0);
  });

  it("the page's actions run the same edit and cancel: session ids kept, the version checked", async () => {
    const batch = await newBatch(admin, trainer.id);
    type EditInput = Parameters<typeof updateBatchAction>[0];
    session.user = trainer;
    expect(await updateBatchAction({ id: batch.id, ...editBody(batch) } as EditInput)).toMatchObject({ ok: false, code: "FORBIDDEN" });
    session.user = admin;
    const done = await updateBatchAction({ id: batch.id, ...editBody(batch, { title: "From the form" }) } as EditInput);
    expect(done).toMatchObject({ ok: true, message: "Batch saved", data: { title: "From the form", version: 1 } });
    expect(done.ok && done.data.sessions.map((s) => s.id)).toEqual(batch.sessions.map((s) => s.id));
    expect(await updateBatchAction({ id: batch.id, ...editBody(batch) } as EditInput)).toMatchObject({ ok: false, code: "STALE_STATE" });
    expect(await cancelBatchAction({ id: batch.id, reason: "Moved online" })).toMatchObject({ ok: true, message: "Batch cancelled", data: { status: "cancelled" } });
  });
});
