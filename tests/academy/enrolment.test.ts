// Enrolment through its route handlers and actions (decisions.md section 15): seats exact under
// concurrency (20 candidates, 5 seats), the waitlist in order, withdrawing passes the seat on (mailed
// once), ALREADY_ENROLLED, closed enrolment, ownership, roles, and the shape of my-enrollments.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mail } from "@/tests/helpers/mail-outage";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { createCandidate, createEmployer } from "@/tests/factories";
import { createBatch, createProgramme, dayIn } from "@/tests/academy/sponsor-fixtures";
import { myEnrollmentsSchema } from "@/lib/academy/contract/enrolment";
import type { EnrolResult, MyEnrollments } from "@/lib/academy/contract/enrolment";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("@/lib/email", async (importOriginal) => (await import("@/tests/helpers/mail-outage")).failingMail(importOriginal));

const { POST: enrollRoute } = await import("@/app/api/v1/training/batches/[id]/enroll/route");
const { DELETE: withdrawRoute } = await import("@/app/api/v1/training/enrollments/[id]/route");
const { GET: myRoute } = await import("@/app/api/v1/training/my-enrollments/route");
const { enrollAction, withdrawEnrollmentAction } = await import("@/lib/academy/actions/enrolment");
const { session } = await import("@/tests/helpers/mock-guards");

const enrol = (as: SessionUser | null, batchId: string) =>
  callRoute(enrollRoute, { as, method: "POST", path: `/api/v1/training/batches/${batchId}/enroll`, params: { id: batchId } });
const withdraw = (as: SessionUser | null, id: string) =>
  callRoute(withdrawRoute, { as, method: "DELETE", path: `/api/v1/training/enrollments/${id}`, params: { id } });
const mine = async (as: SessionUser) => {
  const res = await callRoute(myRoute, { as, path: "/api/v1/training/my-enrollments" });
  expect(res.status).toBe(200);
  return res.body.response as MyEnrollments;
};

async function candidates(n: number) {
  return Promise.all(Array.from({ length: n }, (_, i) => createCandidate({ name: `Learner ${i + 1}` }).then((c) => c.user)));
}

async function batchOf(input: { seats?: number; startDate?: string; endDate?: string; cancelled?: boolean; title?: string } = {}) {
  const programme = await createProgramme("Web Technologies", []);
  return createBatch(programme.id, { ...input, startDate: input.startDate ?? dayIn(10), endDate: input.endDate ?? dayIn(40) });
}

const seatsTaken = async (batchId: string) => (await db.batch.findUniqueOrThrow({ where: { id: batchId } })).seatsTaken;

beforeEach(() => {
  mail.fail = false;
});

describe("POST training/batches/{id}/enroll", () => {
  it("20 candidates at once in a 5-seat batch: exactly 5 enrolled, 15 waitlisted in positions 1-15, seatsTaken 5", async () => {
    const batch = await batchOf({ seats: 5, title: "Rush batch" });
    const people = await candidates(20);
    const answers = await Promise.all(people.map((person) => enrol(person, batch.id)));

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const results = answers.map((a) => a.body.response as EnrolResult);
    expect(results.filter((r) => r.status === "enrolled")).toHaveLength(5);
    const waiting = results.filter((r) => r.status === "waitlisted");
    expect(waiting).toHaveLength(15);
    expect(waiting.map((r) => r.position).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(results.filter((r) => r.status === "enrolled").every((r) => r.position === undefined)).toBe(true);

    expect(await seatsTaken(batch.id)).toBe(5);
    expect(await db.enrollment.count({ where: { batchId: batch.id, status: "enrolled" } })).toBe(5);
    expect(await db.enrollment.count({ where: { batchId: batch.id, status: "waitlisted" } })).toBe(15);

    // Each got one mail saying which.
    for (const [i, person] of people.entries()) {
      const mails = mailsTo(person.email);
      expect(mails).toHaveLength(1);
      const expected = results[i].status === "enrolled" ? "You are enrolled: Rush batch" : "You are on the waitlist: Rush batch";
      expect(mails[0].subject).toBe(expected);
      if (results[i].status === "waitlisted") expect(mails[0].text).toContain(`position ${results[i].position}`);
    }
  });

  it("a second enrolment in the same batch is 409 ALREADY_ENROLLED, also when both come at once", async () => {
    const batch = await batchOf();
    const [first, second] = await candidates(2);
    expect((await enrol(first, batch.id)).status).toBe(201);
    const again = await enrol(first, batch.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_ENROLLED");

    const both = await Promise.all([enrol(second, batch.id), enrol(second, batch.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.code).toBe("ALREADY_ENROLLED");
    expect(await seatsTaken(batch.id)).toBe(2);
    expect(mailsTo(first.email)).toHaveLength(1);
  });

  it("closed enrolment is 409 ENROLMENT_CLOSED: started, ended or cancelled; an unknown batch is 404", async () => {
    const [person] = await candidates(1);
    const started = await batchOf({ startDate: dayIn(-2), endDate: dayIn(20) });
    const ended = await batchOf({ startDate: dayIn(-30), endDate: dayIn(-2) });
    const cancelled = await batchOf({ cancelled: true });
    for (const batch of [started, ended, cancelled]) {
      const res = await enrol(person, batch.id);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("ENROLMENT_CLOSED");
      expect(await seatsTaken(batch.id)).toBe(0);
    }
    expect((await enrol(person, "no-such-batch")).status).toBe(404);
    expect(await db.enrollment.count({ where: { candidateId: person.id } })).toBe(0);
  });

  it("only candidates: an employer is 403, a visitor 401", async () => {
    const batch = await batchOf();
    const { user: employer } = await createEmployer();
    expect((await enrol(employer, batch.id)).status).toBe(403);
    expect((await enrol(null, batch.id)).status).toBe(401);
    expect(await seatsTaken(batch.id)).toBe(0);
  });

  it("a mail outage does not undo the enrolment", async () => {
    const batch = await batchOf();
    const [person] = await candidates(1);
    mail.fail = true;
    const res = await enrol(person, batch.id);
    expect(res.status).toBe(201);
    expect(await seatsTaken(batch.id)).toBe(1);
  });
});

describe("DELETE training/enrollments/{id}", () => {
  it("an enrolled one's seat passes to the first waitlisted, who is mailed once", async () => {
    const batch = await batchOf({ seats: 2, title: "Small batch" });
    const [a, b, c, d] = await candidates(4);
    const ids: Record<string, EnrolResult> = {};
    for (const person of [a, b, c, d]) ids[person.id] = (await enrol(person, batch.id)).body.response as EnrolResult;
    expect(ids[c.id]).toMatchObject({ status: "waitlisted", position: 1 });
    expect(ids[d.id]).toMatchObject({ status: "waitlisted", position: 2 });

    const res = await withdraw(a, ids[a.id].id);
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ id: ids[a.id].id, status: "withdrawn" });
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: ids[c.id].id } })).status).toBe("enrolled");
    expect(await seatsTaken(batch.id)).toBe(2);

    const seatMails = mailsTo(c.email).filter((m) => m.subject.startsWith("A seat is yours"));
    expect(seatMails).toHaveLength(1);
    expect(seatMails[0].subject).toBe("A seat is yours: Small batch");
    // d moved up the line.
    expect((await mine(d)).enrollments[0]).toMatchObject({ status: "waitlisted", position: 1 });

    // Withdrawing again answers the same and passes nothing more on.
    expect((await withdraw(a, ids[a.id].id)).status).toBe(200);
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: ids[d.id].id } })).status).toBe("waitlisted");
    expect(mailsTo(c.email).filter((m) => m.subject.startsWith("A seat is yours"))).toHaveLength(1);
  });

  it("a waitlisted one just leaves; an enrolled one with nobody waiting frees the seat", async () => {
    const batch = await batchOf({ seats: 1 });
    const [a, b] = await candidates(2);
    const first = (await enrol(a, batch.id)).body.response as EnrolResult;
    const second = (await enrol(b, batch.id)).body.response as EnrolResult;
    expect(second.status).toBe("waitlisted");
    expect((await withdraw(b, second.id)).status).toBe(200);
    expect(await seatsTaken(batch.id)).toBe(1);
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("enrolled");

    expect((await withdraw(a, first.id)).status).toBe(200);
    expect(await seatsTaken(batch.id)).toBe(0);
    expect(mailsTo(b.email).filter((m) => m.subject.startsWith("A seat is yours"))).toHaveLength(0);
  });

  it("a withdrawn enrolment may enrol again: the same row, at the back of the line", async () => {
    const batch = await batchOf({ seats: 1 });
    const [a, b] = await candidates(2);
    const first = (await enrol(a, batch.id)).body.response as EnrolResult;
    await enrol(b, batch.id);
    await withdraw(a, first.id); // b takes the seat
    const back = await enrol(a, batch.id);
    expect(back.status).toBe(201);
    expect(back.body.response).toEqual({ id: first.id, status: "waitlisted", position: 1 });
    expect(await db.enrollment.count({ where: { batchId: batch.id, candidateId: a.id } })).toBe(1);
    expect(await seatsTaken(batch.id)).toBe(1);
    // A new event, a new mail.
    expect(mailsTo(a.email).map((m) => m.subject)).toEqual([`You are enrolled: ${batch.title}`, `You are on the waitlist: ${batch.title}`]);
  });

  it("someone else's enrolment is 404; a completed one cannot be withdrawn (409)", async () => {
    const batch = await batchOf();
    const [owner, stranger] = await candidates(2);
    const { id } = (await enrol(owner, batch.id)).body.response as EnrolResult;
    expect((await withdraw(stranger, id)).status).toBe(404);
    expect((await withdraw(owner, "no-such-enrolment")).status).toBe(404);
    const { user: employer } = await createEmployer();
    expect((await withdraw(employer, id)).status).toBe(403);

    await db.enrollment.update({ where: { id }, data: { status: "completed", score: 80 } });
    const done = await withdraw(owner, id);
    expect(done.status).toBe(409);
    expect(done.body.code).toBe("INVALID_TRANSITION");
    expect((await db.enrollment.findUniqueOrThrow({ where: { id } })).status).toBe("completed");
  });

  it("the actions run the same services", async () => {
    const batch = await batchOf();
    const [person] = await candidates(1);
    session.user = person;
    const enrolled = await enrollAction({ batchId: batch.id });
    expect(enrolled).toMatchObject({ ok: true, data: { status: "enrolled" } });
    const id = enrolled.ok ? enrolled.data.id : "";
    expect(await withdrawEnrollmentAction({ id })).toMatchObject({ ok: true, data: { id, status: "withdrawn" } });
    expect(await enrollAction({ batchId: "" })).toMatchObject({ ok: false, code: "VALIDATION" });
  });
});

describe("GET training/my-enrollments", () => {
  it("each enrolment with its batch, attendance of the sessions ended so far, score, certificate and place in line", async () => {
    const [person, other] = await candidates(2);
    const running = await batchOf({ startDate: dayIn(-10), endDate: dayIn(20), title: "Running batch" });
    const hour = 3_600_000;
    const now = Date.now();
    const sessions = await Promise.all(
      [-5 * 24, -3 * 24, -1 * 24, 24].map((h, i) =>
        db.trainingSession.create({ data: { batchId: running.id, startsAt: new Date(now + h * hour), endsAt: new Date(now + h * hour + 2 * hour), topic: `Topic ${i + 1}` } }),
      ),
    );
    const current = await db.enrollment.create({ data: { batchId: running.id, candidateId: person.id, status: "enrolled" } });
    await db.batch.update({ where: { id: running.id }, data: { seatsTaken: 1 } });
    // 2 of the 3 sessions ended so far; the one tomorrow does not count.
    await db.attendance.createMany({ data: [sessions[0], sessions[2]].map((s) => ({ sessionId: s.id, enrollmentId: current.id })) });

    const finished = await batchOf({ startDate: dayIn(-40), endDate: dayIn(-5), title: "Finished batch" });
    const done = await db.enrollment.create({ data: { batchId: finished.id, candidateId: person.id, status: "completed", score: 85 } });
    await db.certificate.create({
      data: {
        code: "CERT-ABCDEFGH2345",
        enrollmentId: done.id,
        candidateId: person.id,
        name: person.name,
        programmeTitle: "Web Technologies",
        batchTitle: finished.title,
        startDate: finished.startDate,
        endDate: finished.endDate,
        score: 85,
      },
    });

    const full = await batchOf({ seats: 1, title: "Full batch" });
    await enrol(other, full.id);
    const waiting = (await enrol(person, full.id)).body.response as EnrolResult;

    const { enrollments } = await mine(person);
    expect(() => myEnrollmentsSchema.parse({ enrollments })).not.toThrow();
    // Newest enrolment first.
    expect(enrollments.map((e) => e.batch.title)).toEqual(["Full batch", "Finished batch", "Running batch"]);
    const byId = new Map(enrollments.map((e) => [e.id, e]));
    expect(byId.get(current.id)).toMatchObject({ status: "enrolled", attendance: 66, batch: { status: "running", title: "Running batch" } });
    expect(byId.get(current.id)?.batch.sessions.map((s) => s.topic)).toEqual(["Topic 1", "Topic 2", "Topic 3", "Topic 4"]);
    expect(byId.get(current.id)?.certificate).toBeUndefined();
    expect(byId.get(done.id)).toMatchObject({ status: "completed", score: 85, attendance: 0, certificate: { code: "CERT-ABCDEFGH2345" } });
    expect(byId.get(waiting.id)).toMatchObject({ status: "waitlisted", position: 1, attendance: 0, batch: { status: "full", seatsLeft: 0 } });
    expect(byId.get(waiting.id)?.score).toBeUndefined();

    // Only one's own; a revoked certificate is not offered.
    expect((await mine(other)).enrollments.map((e) => e.batch.title)).toEqual(["Full batch"]);
    await db.certificate.update({ where: { code: "CERT-ABCDEFGH2345" }, data: { revokedAt: new Date(), revokeReason: "Test" } });
    expect((await mine(person)).enrollments.find((e) => e.id === done.id)?.certificate).toBeUndefined();
  });

  it("pages in SQL and refuses a bad limit; an employer is 403", async () => {
    const [person] = await candidates(1);
    for (let i = 0; i < 3; i++) await enrol(person, (await batchOf()).id);
    const page = await callRoute(myRoute, { as: person, path: "/api/v1/training/my-enrollments?limit=2&page=2" });
    expect((page.body.response as MyEnrollments).enrollments).toHaveLength(1);
    expect((await callRoute(myRoute, { as: person, path: "/api/v1/training/my-enrollments?limit=0" })).status).toBe(400);
    const { user: employer } = await createEmployer();
    expect((await callRoute(myRoute, { as: employer, path: "/api/v1/training/my-enrollments" })).status).toBe(403);
  });
});
