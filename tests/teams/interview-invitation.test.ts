// Scheduling as a team (issue 44, decisions.md section 20): `interview.durationMinutes` (15–240, default
// 60) is stored with the event and ends the invitation (DTEND); the invitation's ORGANIZER is the member
// who scheduled it (name and address), kept through reschedules and the cancellation, and taken over by
// the one who reschedules once that member has left; DESCRIPTION carries the company's message. The
// owner may be chosen as an interviewer and is then invited like any member.
import { describe, expect, it, vi } from "vitest";
import type { OutboxMail } from "@/tests/helpers/outbox";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { call, inDays, pipelineFixture } = await import("@/tests/pipeline/helpers");
const { icsText, prop, readInvitation } = await import("@/tests/pipeline/ics");
const { addMember, ownerMemberId } = await import("@/tests/teams/helpers");
const statusRoute = await import("@/app/api/v1/applications/[id]/status/route");
const interviewersRoute = await import("@/app/api/v1/applications/[id]/interviewers/route");
const teamRoute = await import("@/app/api/v1/employer/team/[memberId]/route");

type As = Parameters<typeof call>[1]["as"];

const move = (as: As, id: string, body: unknown) => call(statusRoute.PATCH, { as, method: "PATCH", params: { id }, body });
const setPanel = (as: As, id: string, memberIds: string[]) => call(interviewersRoute.PUT, { as, method: "PUT", params: { id }, body: { memberIds } });

/** The one calendar of a mail: its event's start, end, organizer and description as a client reads them. */
function eventOf(mail: OutboxMail) {
  const { calendar, event } = readInvitation(mail.attachments![0].content);
  const organizer = prop(event, "ORGANIZER");
  return {
    method: prop(calendar, "METHOD").value,
    start: prop(event, "DTSTART").value,
    end: prop(event, "DTEND").value,
    organizer: { name: organizer.params.CN, address: organizer.value },
    description: icsText(prop(event, "DESCRIPTION").value),
  };
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const plus = (iso: string, minutes: number) => stamp(new Date(new Date(iso).getTime() + minutes * 60_000));

/** A shortlisted application whose company has a recruiter and an interviewer on the panel. */
async function team() {
  const fixture = await pipelineFixture("shortlisted", "QA Lead");
  const recruiter = await addMember(fixture.company.id, "recruiter", "Rita Recruiter");
  const interviewer = await addMember(fixture.company.id, "interviewer", "Ivan Panel");
  await db.applicationInterviewer.create({ data: { applicationId: fixture.application.id, userId: interviewer.user.id } });
  return { ...fixture, recruiter, interviewer };
}

describe("the interview's duration", () => {
  it("is stored, answered and ends the invitation: 90 minutes from the start", async () => {
    const { recruiter, candidate, interviewer, application } = await team();
    const at = inDays(3);
    const answer = await move(recruiter.user, application.id, { status: "interview", interview: { at, mode: "video", durationMinutes: 90 } });
    expect(answer.status).toBe(200);
    expect((answer.body.response as { interview: unknown }).interview).toEqual({ at, mode: "video", durationMinutes: 90 });
    const event = await db.applicationEvent.findFirstOrThrow({ where: { applicationId: application.id, to: "interview" } });
    expect(event.interviewDurationMinutes).toBe(90);
    for (const mail of [mailsTo(candidate.email)[0], mailsTo(interviewer.user.email)[0]]) {
      expect(eventOf(mail)).toMatchObject({ start: plus(at, 0), end: plus(at, 90) });
      expect(mail.text).toContain("How long: 1 hour 30 minutes");
    }
  });

  it("is an hour when not given", async () => {
    const { employer, candidate, application } = await team();
    const at = inDays(2);
    expect((await move(employer, application.id, { status: "interview", interview: { at, mode: "phone" } })).status).toBe(200);
    expect(eventOf(mailsTo(candidate.email)[0]).end).toBe(plus(at, 60));
    expect((await db.applicationEvent.findFirstOrThrow({ where: { applicationId: application.id, to: "interview" } })).interviewDurationMinutes).toBe(60);
  });

  it.each([14, 241, 30.5, "an hour", -60])("refuses %s (400 VALIDATION naming the field; nothing written or sent)", async (durationMinutes) => {
    const { employer, candidate, application } = await team();
    const answer = await move(employer, application.id, { status: "interview", interview: { at: inDays(2), mode: "phone", durationMinutes } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("VALIDATION");
    expect(JSON.stringify(answer.body.errors)).toContain("The interview lasts 15 to 240 minutes");
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("shortlisted");
    expect(mailsTo(candidate.email)).toHaveLength(0);
  });

  it("takes the bounds, 15 and 240 (a form's text too)", async () => {
    const { employer, application } = await team();
    expect((await move(employer, application.id, { status: "interview", interview: { at: inDays(2), mode: "phone", durationMinutes: "15" } })).status).toBe(200);
    expect((await move(employer, application.id, { status: "interview", interview: { at: inDays(3), mode: "phone", durationMinutes: 240 } })).status).toBe(200);
    const events = await db.applicationEvent.findMany({ where: { applicationId: application.id, to: "interview" }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => e.interviewDurationMinutes)).toEqual([15, 240]);
  });
});

describe("the invitation's organizer and description", () => {
  it("the member who scheduled it organizes (name and address); DESCRIPTION carries the message", async () => {
    const { recruiter, candidate, interviewer, application } = await team();
    const message = "Please bring your portfolio; ask for Rita at the desk.";
    await move(recruiter.user, application.id, { status: "interview", message, interview: { at: inDays(3), mode: "in_person", location: "Pune office" } });
    for (const mail of [mailsTo(candidate.email)[0], mailsTo(interviewer.user.email)[0]]) {
      const event = eventOf(mail);
      expect(event.organizer).toEqual({ name: "Rita Recruiter", address: `mailto:${recruiter.user.email}` });
      expect(event.description).toContain("Interview for QA Lead at");
      expect(event.description).toContain(message);
    }
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).interviewOrganizerId).toBe(recruiter.user.id);
  });

  it("a reschedule by another member keeps the organizer; so does the cancellation", async () => {
    const { employer, recruiter, candidate, application } = await team();
    await move(recruiter.user, application.id, { status: "interview", interview: { at: inDays(3), mode: "phone" } });
    await move(employer, application.id, { status: "interview", interview: { at: inDays(4), mode: "phone" } });
    await move(employer, application.id, { status: "rejected", reason: "position_filled" });
    const [invited, rescheduled, cancelled] = mailsTo(candidate.email).map(eventOf);
    for (const event of [invited, rescheduled, cancelled]) expect(event.organizer.address).toBe(`mailto:${recruiter.user.email}`);
    expect(cancelled.method).toBe("CANCEL");
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).interviewOrganizerId).toBeNull();
  });

  it("once the organizer has left the company, whoever reschedules organizes; a cancellation then comes from the company", async () => {
    const { employer, recruiter, candidate, application } = await team();
    await move(recruiter.user, application.id, { status: "interview", interview: { at: inDays(3), mode: "phone" } });
    expect((await call(teamRoute.DELETE, { as: employer, method: "DELETE", params: { memberId: recruiter.memberId } })).status).toBe(200);
    await move(employer, application.id, { status: "interview", interview: { at: inDays(4), mode: "phone" } });
    expect(eventOf(mailsTo(candidate.email)[1]).organizer).toEqual({ name: employer.name, address: `mailto:${employer.email}` });

    // The owner leaves the organizer's place too (erased): the company's own address organizes the CANCEL.
    await db.user.update({ where: { id: employer.id }, data: { deletionRequestedAt: new Date() } });
    await move(employer, application.id, { status: "shortlisted" });
    const cancel = eventOf(mailsTo(candidate.email)[2]);
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.organizer.address).not.toBe(`mailto:${employer.email}`);
    expect(cancel.organizer.name).toMatch(/^Pipeline /);
  });
});

describe("the owner on the panel", () => {
  it("the owner is offered and may be chosen as an interviewer, and is invited like any member", async () => {
    const { employer, recruiter, interviewer, application } = await team();
    const ownerId = await ownerMemberId(employer.id);
    const answer = await setPanel(recruiter.user, application.id, [interviewer.memberId, ownerId]);
    expect(answer.status).toBe(200);
    expect((answer.body.response as { interviewers: { memberId: string }[] }).interviewers.map((i) => i.memberId)).toEqual([interviewer.memberId, ownerId]);
    await move(recruiter.user, application.id, { status: "interview", interview: { at: inDays(3), mode: "video", durationMinutes: 45 } });
    const [mail] = mailsTo(employer.email).filter((m) => m.attachments?.length);
    expect(mail.subject).toBe("Interview: Asha Rao for QA Lead");
    expect(mail.text).toContain(`/employer/application/${application.id}`);
    const { event } = readInvitation(mail.attachments![0].content);
    expect(event.properties.filter((p) => p.name === "ATTENDEE").map((p) => p.value)).toContain(`mailto:${employer.email}`);
  });
});
