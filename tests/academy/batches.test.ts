// Programmes and batches (decisions.md sections 15 and 20): POST admin/batches answers 201 with the Batch
// JSON (default title, sponsor, sessions in order; never the meeting link) and 400 naming the field for
// each bad input (dates, sessions outside them or too many, seats, a trainer who is no Trainer, a
// classroom without a place, an online or hybrid batch without an https meeting link, an unknown sponsor,
// a request that is not an approved training request), 400 TOO_SHORT for sessions short of the
// programme's minHours; 401/403 for others. The public lists: programmes in order with minHours;
// batches without cancelled ones, upcoming and running first, paged.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import { createCandidate, createEmployer, createUniversityRequest, createUser } from "@/tests/factories";
import { addDays, createTrainer, dayFromToday, insertBatch } from "@/tests/academy/batch-fixtures";
import { batchSchema, type BatchJson } from "@/lib/academy/contract/common";
import type { BatchList, ProgrammeList } from "@/lib/academy/contract/batches";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { POST } = await import("@/app/api/v1/admin/batches/route");
const { GET: getBatches } = await import("@/app/api/v1/training/batches/route");
const { GET: getProgrammes } = await import("@/app/api/v1/training/programmes/route");
const { createBatchAction } = await import("@/lib/academy/actions/batches");
const { session } = await import("@/tests/helpers/mock-guards");

const admin = await createUser({ role: "Admin", name: "Admin" });
const trainer = await createTrainer("Asha Trainer");

const create = (body: unknown, as: SessionUser | null = admin) => callRoute(POST, { as, method: "POST", path: "/api/v1/admin/batches", body });
const list = async (query = "") => {
  const res = await callRoute(getBatches, { as: null, path: `/api/v1/training/batches${query}` });
  expect(res.status).toBe(200);
  return res.body.response as BatchList;
};

const START = "2099-01-10";
const END = "2099-02-20";
const at = (day: string, time: string) => `${day}T${time}:00+05:30`;

const MEETING = "https://meet.example.com/web-jan";

/** Web Technologies needs 24 hours: two 12-hour days. */
function validBody(overrides: Record<string, unknown> = {}) {
  return {
    programmeId: "web-technologies",
    startDate: START,
    endDate: END,
    mode: "online",
    meetingUrl: MEETING,
    seats: 25,
    trainerId: trainer.id,
    sessions: [
      { startsAt: at("2099-01-12", "09:00"), endsAt: at("2099-01-12", "21:00"), topic: "React" },
      { startsAt: at(START, "09:00"), endsAt: at(START, "21:00"), topic: "Modern JavaScript" },
    ],
    ...overrides,
  };
}

async function expectField(body: unknown, field: string, message?: string) {
  const res = await create(body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe("VALIDATION");
  expect(Object.keys(res.body.errors ?? {})).toContain(field);
  if (message) expect(res.body.errors?.[field]).toBe(message);
}

describe("POST admin/batches", () => {
  it("201: the batch as Batch JSON, with the default title, the sponsor and the sessions in order", async () => {
    const { employer } = await createEmployer({ orgName: "Sponsor Works" });
    const res = await create(validBody({ mode: "classroom", location: "Pune, Baner", sponsor: { kind: "employer", id: employer.id } }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const batch = res.body.response as BatchJson;
    expect(batchSchema.parse(batch)).toEqual(batch);
    expect(batch).toEqual({
      id: expect.any(String),
      programme: { id: "web-technologies", slug: "web-technologies", title: "Web Technologies" },
      title: "Web Technologies — January 2099",
      startDate: START,
      endDate: END,
      mode: "classroom",
      location: "Pune, Baner",
      seats: 25,
      seatsLeft: 25,
      trainer: { name: "Asha Trainer" },
      sponsor: { kind: "employer", name: "Sponsor Works" },
      status: "open",
      sessions: [
        { id: expect.any(String), startsAt: "2099-01-10T03:30:00.000Z", endsAt: "2099-01-10T15:30:00.000Z", topic: "Modern JavaScript" },
        { id: expect.any(String), startsAt: "2099-01-12T03:30:00.000Z", endsAt: "2099-01-12T15:30:00.000Z", topic: "React" },
      ],
    });
    const row = await db.batch.findUniqueOrThrow({ where: { id: batch.id }, include: { sessions: true } });
    // A classroom batch keeps no meeting link.
    expect(row).toMatchObject({ trainerId: trainer.id, sponsorKind: "employer", sponsorEmployerId: employer.id, sponsorUniversityId: null, seatsTaken: 0, meetingUrl: null });
    expect(row.sessions).toHaveLength(2);
  });

  it("keeps a given title and an online batch needs no location; its meeting link is stored, never in the Batch JSON", async () => {
    const res = await create(validBody({ title: "Evening batch" }));
    expect(res.status).toBe(201);
    const batch = res.body.response as BatchJson;
    expect(batch).toMatchObject({ title: "Evening batch", mode: "online" });
    expect(batch.location).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain(MEETING);
    expect((await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).meetingUrl).toBe(MEETING);
    const listed = await list("?programme=web-technologies");
    expect(JSON.stringify(listed)).not.toContain(MEETING);
    expect(listed.batches.find((b) => b.id === batch.id)).not.toHaveProperty("meetingUrl");
  });

  it("an online or hybrid batch needs an https meeting link: 400 VALIDATION on meetingUrl", async () => {
    await expectField(validBody({ meetingUrl: undefined }), "meetingUrl", "Please enter the meeting link of an online or hybrid batch");
    await expectField(validBody({ mode: "hybrid", location: "Pune", meetingUrl: "  " }), "meetingUrl", "Please enter the meeting link of an online or hybrid batch");
    for (const meetingUrl of ["http://meet.example.com/x", "meet.example.com/x", "javascript:alert(1)", "https://localhost/x", "https://user:pw@meet.example.com/x", "ftp://meet.example.com"]) {
      await expectField(validBody({ meetingUrl }), "meetingUrl", "Please enter the meeting link as an https:// address");
    }
    const hybrid = await create(validBody({ mode: "hybrid", location: "Pune", meetingUrl: "https://zoom.us/j/123?pwd=abc" }));
    expect(hybrid.status).toBe(201);
  });

  it("400 TOO_SHORT when the sessions add up to fewer hours than the programme's minHours, naming the hours needed", async () => {
    const short = validBody({ sessions: [{ startsAt: at(START, "09:00"), endsAt: at(START, "20:59"), topic: "A" }, { startsAt: at("2099-01-12", "09:00"), endsAt: at("2099-01-12", "21:00"), topic: "B" }] });
    const res = await create(short);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("TOO_SHORT");
    const message = "Web Technologies batches need at least 24 hours of sessions; these add up to 23.9 hours.";
    expect(res.body.message).toBe(message);
    expect(res.body.errors?.sessions).toBe(message);
    expect(await db.batch.count({ where: { sessions: { some: { topic: "A", startsAt: new Date(at(START, "09:00")) } } } })).toBe(0);
    // Automation needs 20: one 3-hour session is refused, the same hours over seven days pass.
    const automation = (days: number) => ({
      programmeId: "automation",
      sessions: Array.from({ length: days }, (_, i) => ({ startsAt: at(addDays(START, i), "10:00"), endsAt: at(addDays(START, i), "13:00"), topic: `Day ${i + 1}` })),
    });
    const one = await create(validBody(automation(1)));
    expect(one.body).toMatchObject({ code: "TOO_SHORT", message: "Automation batches need at least 20 hours of sessions; these add up to 3 hours." });
    expect((await create(validBody(automation(7)))).status).toBe(201);
  });

  it("takes sessions on the batch's first and last India days, whatever their UTC date", async () => {
    // 00:30 in India on the start date is the evening before in UTC.
    const sessions = [
      { startsAt: at(START, "00:30"), endsAt: at(START, "01:30"), topic: "Early" },
      { startsAt: at("2099-01-20", "00:00"), endsAt: at("2099-01-20", "23:30"), topic: "Long day" },
      { startsAt: at(END, "22:00"), endsAt: at(END, "23:30"), topic: "Late" },
    ];
    expect((await create(validBody({ sessions }))).status).toBe(201);
  });

  it("400 names the field: dates, seats, mode, location, programme", async () => {
    await expectField(validBody({ endDate: "2099-01-09" }), "endDate", "The end date must not be before the start date");
    await expectField(validBody({ startDate: "2099-02-30" }), "startDate");
    await expectField(validBody({ startDate: dayFromToday(-1), endDate: dayFromToday(5), sessions: [{ startsAt: at(dayFromToday(1), "10:00"), endsAt: at(dayFromToday(1), "11:00"), topic: "A" }] }), "startDate", "The start date cannot be in the past");
    await expectField(validBody({ seats: 0 }), "seats", "Seats must be at least 1");
    await expectField(validBody({ seats: 501 }), "seats", "Seats must be at most 500");
    await expectField(validBody({ seats: 2.5 }), "seats");
    await expectField(validBody({ mode: "remote" }), "mode");
    await expectField(validBody({ mode: "classroom" }), "location", "Please enter the location of a classroom or hybrid batch");
    await expectField(validBody({ mode: "hybrid", location: "  " }), "location");
    await expectField(validBody({ programmeId: "cooking" }), "programmeId", "Please select a programme");
    await expectField(validBody({ title: "Line\nbreak" }), "title");
  });

  it("400 trainerId for an account that is not a Trainer, or none", async () => {
    const { user: candidate } = await createCandidate();
    await expectField(validBody({ trainerId: candidate.id }), "trainerId", "Please select a trainer");
    await expectField(validBody({ trainerId: "nobody" }), "trainerId", "Please select a trainer");
    const leaving = await createTrainer("Leaving Trainer");
    await db.user.update({ where: { id: leaving.id }, data: { deletionRequestedAt: new Date() } });
    await expectField(validBody({ trainerId: leaving.id }), "trainerId");
  });

  it("400 sessions: none, outside the batch's dates (India days), ending before they start, more than 100", async () => {
    await expectField(validBody({ sessions: [] }), "sessions", "Please add at least one session");
    await expectField(validBody({ sessions: [{ startsAt: at("2099-01-09", "23:30"), endsAt: at(START, "00:30"), topic: "Too early" }] }), "sessions", "Session 1 is outside the batch's dates");
    await expectField(validBody({ sessions: [{ startsAt: at(END, "10:00"), endsAt: at(addDays(END, 1), "01:00"), topic: "Too late" }] }), "sessions");
    await expectField(validBody({ sessions: [{ startsAt: at(START, "10:00"), endsAt: at(START, "09:00"), topic: "Backwards" }] }), "sessions");
    await expectField(validBody({ sessions: [{ startsAt: "tomorrow", endsAt: at(START, "09:00"), topic: "x" }] }), "sessions");
    await expectField(validBody({ sessions: [{ startsAt: at(START, "10:00"), endsAt: at(START, "11:00"), topic: " " }] }), "sessions");
    const many = Array.from({ length: 101 }, (_, i) => ({ startsAt: at(addDays(START, i % 40), "10:00"), endsAt: at(addDays(START, i % 40), "11:00"), topic: `T${i}` }));
    await expectField(validBody({ sessions: many }), "sessions", "A batch has at most 100 sessions");
    expect((await create(validBody({ sessions: many.slice(0, 100) }))).status).toBe(201);
  });

  it("400 sponsor that does not exist; a university sponsor by id", async () => {
    await expectField(validBody({ sponsor: { kind: "university", id: "missing" } }), "sponsor", "Please select a university");
    await expectField(validBody({ sponsor: { kind: "employer", id: "missing" } }), "sponsor", "Please select an employer");
    await expectField(validBody({ sponsor: { kind: "state", id: "x" } }), "sponsor");
    const { university } = await createUniversityRequest("accepted");
    const res = await create(validBody({ sponsor: { kind: "university", id: university.id } }));
    expect(res.status).toBe(201);
    expect((res.body.response as BatchJson).sponsor).toEqual({ kind: "university", name: "Test Institute" });
  });

  it("requestId: an approved training request makes its university the sponsor, once (409 after)", async () => {
    const { request, university } = await createUniversityRequest("accepted");
    const res = await create(validBody({ requestId: request.id }));
    expect(res.status).toBe(201);
    const batch = res.body.response as BatchJson;
    expect(batch.sponsor).toEqual({ kind: "university", name: "Test Institute" });
    expect(await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).toMatchObject({ requestId: request.id, sponsorUniversityId: university.id });
    const again = await create(validBody({ requestId: request.id }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("CONFLICT");
  });

  it("requestId: two admins at once make one batch; the other gets 409", async () => {
    const { request } = await createUniversityRequest("accepted");
    const answers = await Promise.all([create(validBody({ requestId: request.id })), create(validBody({ requestId: request.id }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe("A batch has already been made from this training request");
    expect(await db.batch.count({ where: { requestId: request.id } })).toBe(1);
  });

  it("requestId: 400 for a pending, declined or placement request, or another sponsor", async () => {
    const pending = await createUniversityRequest("pending");
    await expectField(validBody({ requestId: pending.request.id }), "requestId", "Please choose an approved training request");
    const declined = await createUniversityRequest("declined");
    await expectField(validBody({ requestId: declined.request.id }), "requestId");
    const drive = await createUniversityRequest("accepted");
    await db.universityRequest.update({ where: { id: drive.request.id }, data: { kind: "placementDrive" } });
    await expectField(validBody({ requestId: drive.request.id }), "requestId");
    await expectField(validBody({ requestId: "missing" }), "requestId");
    const approved = await createUniversityRequest("accepted");
    const { employer } = await createEmployer();
    await expectField(validBody({ requestId: approved.request.id, sponsor: { kind: "employer", id: employer.id } }), "requestId");
    expect(await db.batch.count({ where: { requestId: approved.request.id } })).toBe(0);
  });

  it("401 logged out, 403 for every role but Admin; nothing written", async () => {
    const before = await db.batch.count();
    expect((await create(validBody(), null)).status).toBe(401);
    const { user: candidate } = await createCandidate();
    for (const as of [candidate, trainer, (await createEmployer()).user]) {
      const res = await create(validBody(), as);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("FORBIDDEN");
    }
    expect(await db.batch.count()).toBe(before);
  });

  it("the form's action: the same service, for admins only", async () => {
    type ActionInput = Parameters<typeof createBatchAction>[0];
    session.user = trainer;
    expect(await createBatchAction(validBody() as ActionInput)).toMatchObject({ ok: false, code: "FORBIDDEN" });
    session.user = admin;
    const done = await createBatchAction(validBody({ title: "From the form" }) as ActionInput);
    expect(done).toMatchObject({ ok: true, message: "Batch created", data: { title: "From the form", status: "open" } });
    expect(await createBatchAction(validBody({ seats: 0 }) as ActionInput)).toMatchObject({ ok: false, code: "VALIDATION", errors: { seats: "Seats must be at least 1" } });
  });
});

describe("GET training/programmes", () => {
  it("the 12 programmes in order, with their skills' names", async () => {
    const res = await callRoute(getProgrammes, { as: null, path: "/api/v1/training/programmes" });
    expect(res.status).toBe(200);
    const { programmes } = res.body.response as ProgrammeList;
    expect(programmes).toHaveLength(12);
    expect(programmes[0]).toMatchObject({ id: "it-sectors", slug: "it-sectors", title: "IT Sectors", durationWeeks: 12, minHours: 24 });
    expect(programmes.every((p) => Number.isInteger(p.minHours) && p.minHours >= 6 && p.minHours <= 40)).toBe(true);
    const web = programmes.find((p) => p.slug === "web-technologies")!;
    expect(web.skills.map((s) => s.name)).toEqual(["TypeScript", "React", "Next.js", "Node.js", "Express.js", "REST APIs", "Docker", "Amazon Web Services"]);
  });
});

describe("GET training/batches", () => {
  it("leaves cancelled batches out; upcoming and running first by start date, then completed, latest first; statuses derived", async () => {
    const programmeId = "robotics";
    const b = (startDate: string, endDate: string, extra: Partial<Parameters<typeof insertBatch>[0]> = {}) =>
      insertBatch({ programmeId, startDate, endDate, trainerId: trainer.id, ...extra });
    const later = await b(dayFromToday(30), dayFromToday(60));
    const soonFull = await b(dayFromToday(3), dayFromToday(20), { seats: 5, seatsTaken: 5 });
    const running = await b(dayFromToday(-2), dayFromToday(10));
    const startsToday = await b(dayFromToday(0), dayFromToday(10));
    const oldDone = await b(dayFromToday(-90), dayFromToday(-60));
    const recentDone = await b(dayFromToday(-30), dayFromToday(-1));
    await b(dayFromToday(5), dayFromToday(9), { cancelledAt: new Date() });

    const { batches, hasNextPage } = await list(`?programme=${programmeId}`);
    expect(hasNextPage).toBe(false);
    expect(batches.map((x) => x.id)).toEqual([running.id, startsToday.id, soonFull.id, later.id, recentDone.id, oldDone.id]);
    expect(batches.map((x) => x.status)).toEqual(["running", "running", "full", "open", "completed", "completed"]);
    expect(batches.every((x) => batchSchema.safeParse(x).success)).toBe(true);
    expect(batches.find((x) => x.id === soonFull.id)?.seatsLeft).toBe(0);
  });

  it("filters by programme, pages 20 at a time in SQL, and refuses a malformed programme", async () => {
    const programmeId = "hr";
    for (let i = 0; i < 21; i++) await insertBatch({ programmeId, startDate: dayFromToday(10 + i), endDate: dayFromToday(40), trainerId: trainer.id });
    const first = await list(`?programme=${programmeId}`);
    expect(first.batches).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    expect(first.batches.every((x) => x.programme.slug === programmeId)).toBe(true);
    const second = await list(`?programme=${programmeId}&page=2`);
    expect(second.batches).toHaveLength(1);
    expect(second.hasNextPage).toBe(false);
    expect(second.batches[0].startDate).toBe(dayFromToday(30));
    expect((await list("?programme=sales-marketing")).batches).toEqual([]);
    const all = await list();
    expect(all.batches.length).toBe(20);
    const bad = await callRoute(getBatches, { as: null, path: "/api/v1/training/batches?programme=Not%20A%20Slug" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain("programme");
  });
});
