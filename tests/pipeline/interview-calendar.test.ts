// Interview invitations as calendars read them (decisions.md section 16), through the route handlers:
// a move to interview mails a REQUEST (SEQUENCE 0) to the candidate and each assigned interviewer and
// stores the UID; PATCH status interview -> interview with a new interview reschedules (same UID,
// SEQUENCE + 1, an event); leaving interview (or withdrawing) before it takes place mails a CANCEL of
// the same UID; after its time, nothing. A bulk move cannot reschedule.
import { describe, expect, it, vi } from "vitest";
import type { OutboxMail } from "@/tests/helpers/outbox";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createUser } = await import("@/tests/factories");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { call, inDays, pipelineFixture } = await import("@/tests/pipeline/helpers");
const { prop, props, readInvitation } = await import("@/tests/pipeline/ics");
const statusRoute = await import("@/app/api/v1/applications/[id]/status/route");
const withdrawRoute = await import("@/app/api/v1/applications/[id]/withdraw/route");
const bulkRoute = await import("@/app/api/v1/applications/bulk-status/route");

type As = Parameters<typeof call>[1]["as"];
type Detail = { status: string; interview: unknown; events: { from: string | null; to: string; interview?: unknown }[] };
type Mail = OutboxMail;

const move = (as: As, id: string, body: unknown) => call(statusRoute.PATCH, { as, method: "PATCH", params: { id }, body });
const withdraw = (as: As, id: string) => call(withdrawRoute.POST, { as, method: "POST", params: { id }, body: {} });
const bulk = (as: As, body: unknown) => call(bulkRoute.PATCH, { as, method: "PATCH", body });

/** The one calendar attached to a mail: its METHOD, UID, SEQUENCE, STATUS, DTSTART and attendees. */
function calendarOf(mail: Mail) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments!;
  const { calendar, event } = readInvitation(file.content);
  const method = prop(calendar, "METHOD").value;
  expect(file.contentType).toBe(`text/calendar; charset=utf-8; method=${method}`);
  return {
    method,
    uid: prop(event, "UID").value,
    sequence: Number(prop(event, "SEQUENCE").value),
    status: prop(event, "STATUS").value,
    start: prop(event, "DTSTART").value,
    attendees: props(event, "ATTENDEE").map((a) => a.value),
  };
}

const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** A fixture at `shortlisted` with one company member assigned to interview. */
async function withInterviewer() {
  const fixture = await pipelineFixture("shortlisted", "QA Lead");
  const interviewer = await createUser({ role: "Employer", name: "Ivan Panel" });
  await db.employerMember.create({ data: { employerId: fixture.company.id, userId: interviewer.id, role: "interviewer" } });
  await db.applicationInterviewer.create({ data: { applicationId: fixture.application.id, userId: interviewer.id } });
  return { ...fixture, interviewer };
}

async function scheduled() {
  const fixture = await withInterviewer();
  const at = inDays(3);
  const answer = await move(fixture.employer, fixture.application.id, { status: "interview", interview: { at, mode: "video", location: "https://meet.example/abc" } });
  expect(answer.status).toBe(200);
  const row = await db.application.findUniqueOrThrow({ where: { id: fixture.application.id } });
  return { ...fixture, at, uid: row.interviewUid! };
}

describe("the interview's invitation", () => {
  it("a move to interview stores a UID and mails one REQUEST at SEQUENCE 0 to the candidate and each interviewer", async () => {
    const { candidate, interviewer, application, at, uid } = await scheduled();
    expect(uid).toMatch(new RegExp(`^interview-${application.id}-[0-9a-f]{8}@talentbridge$`));
    const row = await db.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(row.interviewSequence).toBe(0);

    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Update on your application: QA Lead");
    const ics = calendarOf(mails[0]);
    expect(ics).toMatchObject({ method: "REQUEST", uid, sequence: 0, status: "CONFIRMED", start: stamp(at) });
    expect(ics.attendees).toEqual([`mailto:${candidate.email}`, `mailto:${interviewer.email}`]);

    const panel = mailsTo(interviewer.email);
    expect(panel).toHaveLength(1);
    expect(panel[0].subject).toBe("Interview: Asha Rao for QA Lead");
    expect(calendarOf(panel[0])).toMatchObject({ method: "REQUEST", uid, sequence: 0 });
  });

  it("a move to interview without details sends no invitation and stores no UID", async () => {
    const { employer, candidate, application } = await withInterviewer();
    expect((await move(employer, application.id, { status: "interview" })).status).toBe(200);
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).interviewUid).toBeNull();
    expect((mailsTo(candidate.email))[0].attachments).toBeUndefined();
  });
});

describe("rescheduling", () => {
  it("interview -> interview with a new interview: 200, an event, the same UID at SEQUENCE 1, the candidate told", async () => {
    const { employer, candidate, interviewer, application, uid } = await scheduled();
    const later = inDays(5);
    const answer = await move(employer, application.id, { status: "interview", from: "interview", interview: { at: later, mode: "in_person", location: "Pune office" } });
    expect(answer.status).toBe(200);
    const detail = answer.body.response as Detail;
    expect(detail.status).toBe("interview");
    expect(detail.interview).toEqual({ at: later, mode: "in_person", location: "Pune office", durationMinutes: 60 });
    expect(detail.events.at(-1)).toMatchObject({ from: "interview", to: "interview", interview: { at: later, mode: "in_person" } });

    const row = await db.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(row).toMatchObject({ status: "interview", interviewUid: uid, interviewSequence: 1 });
    const note = await db.notification.findFirstOrThrow({ where: { userId: candidate.id }, orderBy: { createdAt: "desc" } });
    expect(note.title).toBe("QA Lead: Interview rescheduled");

    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe("Interview rescheduled: QA Lead");
    expect(mails[1].text).toContain("Your interview has been rescheduled.");
    expect(calendarOf(mails[1])).toMatchObject({ method: "REQUEST", uid, sequence: 1, start: stamp(later) });
    const panel = mailsTo(interviewer.email);
    expect(panel).toHaveLength(2);
    expect(calendarOf(panel[1])).toMatchObject({ method: "REQUEST", uid, sequence: 1 });
  });

  it("interview -> interview without an interview stays refused (409 INVALID_TRANSITION, nothing written)", async () => {
    const { employer, candidate, application } = await scheduled();
    const answer = await move(employer, application.id, { status: "interview" });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe("INVALID_TRANSITION");
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).interviewSequence).toBe(0);
    expect(mailsTo(candidate.email)).toHaveLength(1);
  });

  it("two reschedules at once both count: SEQUENCE 2, and the last invitation carries the interview in force", async () => {
    const { employer, candidate, application, uid } = await scheduled();
    const times = [inDays(6), inDays(7)];
    const answers = await Promise.all(times.map((at) => move(employer, application.id, { status: "interview", interview: { at, mode: "phone" } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const row = await db.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(row).toMatchObject({ interviewUid: uid, interviewSequence: 2 });
    expect(await db.applicationEvent.count({ where: { applicationId: application.id, from: "interview", to: "interview" } })).toBe(2);

    const invitations = (mailsTo(candidate.email)).slice(1).map(calendarOf);
    expect(invitations.map((i) => i.sequence).sort()).toEqual([1, 2]);
    const last = invitations.find((i) => i.sequence === 2)!;
    const inForce = await db.applicationEvent.findFirstOrThrow({ where: { applicationId: application.id, to: "interview" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    expect(last.start).toBe(stamp(inForce.interviewAt!.toISOString()));
  });

  it("a bulk move cannot reschedule: INVALID_TRANSITION for the id, SEQUENCE and mails unchanged", async () => {
    const { employer, candidate, application } = await scheduled();
    const answer = await bulk(employer, { ids: [application.id], status: "interview", interview: { at: inDays(9), mode: "phone" } });
    expect(answer.status).toBe(200);
    expect(answer.body.response).toEqual({ updated: [], failed: [{ id: application.id, code: "INVALID_TRANSITION", message: expect.any(String) }] });
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).interviewSequence).toBe(0);
    expect(mailsTo(candidate.email)).toHaveLength(1);
  });
});

describe("calling the interview off", () => {
  it("moving to rejected before the interview mails a CANCEL of the same UID, one SEQUENCE higher, and clears the UID", async () => {
    const { employer, candidate, interviewer, application, uid } = await scheduled();
    expect((await move(employer, application.id, { status: "rejected", reason: "position_filled" })).status).toBe(200);
    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain("Not selected");
    expect(mails[1].text).toContain("Your interview for QA Lead has been called off.");
    expect(calendarOf(mails[1])).toMatchObject({ method: "CANCEL", uid, sequence: 1, status: "CANCELLED" });
    const panel = mailsTo(interviewer.email);
    expect(panel).toHaveLength(2);
    expect(panel[1].subject).toBe("Interview called off: Asha Rao for QA Lead");
    expect(calendarOf(panel[1])).toMatchObject({ method: "CANCEL", uid, sequence: 1 });
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).interviewUid).toBeNull();
  });

  it("a cancellation after a reschedule is above the reschedule's SEQUENCE; a new interview gets a new UID", async () => {
    const { employer, candidate, application, uid } = await scheduled();
    await move(employer, application.id, { status: "interview", interview: { at: inDays(4), mode: "phone" } });
    await move(employer, application.id, { status: "shortlisted" });
    expect(calendarOf((mailsTo(candidate.email))[2])).toMatchObject({ method: "CANCEL", uid, sequence: 2 });
    await move(employer, application.id, { status: "interview", interview: { at: inDays(8), mode: "phone" } });
    const again = calendarOf((mailsTo(candidate.email))[3]);
    expect(again).toMatchObject({ method: "REQUEST", sequence: 0 });
    expect(again.uid).not.toBe(uid);
  });

  it("after the interview's time, moving on sends no CANCEL (it took place)", async () => {
    const { employer, candidate, interviewer, application } = await scheduled();
    await db.applicationEvent.updateMany({ where: { applicationId: application.id, to: "interview" }, data: { interviewAt: new Date(Date.now() - 3_600_000) } });
    expect((await move(employer, application.id, { status: "offered" })).status).toBe(200);
    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].attachments).toBeUndefined();
    expect(mailsTo(interviewer.email)).toHaveLength(1);
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).interviewUid).toBeNull();
  });

  it("the candidate withdrawing before the interview: a CANCEL to the candidate and the interviewers", async () => {
    const { employer, candidate, interviewer, application, uid } = await scheduled();
    expect((await withdraw(candidate, application.id)).status).toBe(200);
    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe("Interview called off: QA Lead");
    expect(mails[1].text).toContain("Your interview for QA Lead has been called off.");
    expect(calendarOf(mails[1])).toMatchObject({ method: "CANCEL", uid, sequence: 1, status: "CANCELLED" });
    expect(calendarOf((mailsTo(interviewer.email))[1])).toMatchObject({ method: "CANCEL", uid, sequence: 1 });
    // The employer's withdrawal mail is still sent.
    expect((mailsTo(employer.email)).map((m) => m.subject)).toContain("Application withdrawn: QA Lead");
  });
});
