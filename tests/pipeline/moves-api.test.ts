// Issue 13 through the route handlers: PATCH applications/{id}/status and POST applications/{id}/withdraw
// by every role and by another owner, the rules (409 INVALID_TRANSITION), the input rules (400), and
// what each change writes with it: the event, the notification, and exactly one mail after commit.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createEmployer } = await import("@/tests/factories");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { call, inDays, outsiders, pipelineFixture } = await import("@/tests/pipeline/helpers");
const statusRoute = await import("@/app/api/v1/applications/[id]/status/route");
const withdrawRoute = await import("@/app/api/v1/applications/[id]/withdraw/route");

type Detail = { status: string; events: { to: string; note?: string; message?: string; interview?: unknown }[]; candidate?: unknown };

const move = (as: Parameters<typeof call>[1]["as"], id: string, body: unknown) =>
  call(statusRoute.PATCH, { as, method: "PATCH", params: { id }, body });
const withdraw = (as: Parameters<typeof call>[1]["as"], id: string, body: unknown = {}) =>
  call(withdrawRoute.POST, { as, method: "POST", params: { id }, body });

describe("PATCH applications/{id}/status", () => {
  it("moves the employer's application: event with note, the candidate's notification and one mail without the note", async () => {
    const { employer, candidate, application, job } = await pipelineFixture("applied", "Data <Analyst>");
    const { status, body } = await move(employer, application.id, {
      status: "shortlisted",
      from: "applied",
      message: "We liked your <b>profile</b>.",
      note: "PRIVATE-NOTE-7731",
    });
    expect(status).toBe(200);
    const detail = body.response as Detail;
    expect(detail.status).toBe("shortlisted");
    expect(detail.events.map((e) => e.to)).toEqual(["applied", "shortlisted"]);
    expect(detail.events[1]).toMatchObject({ from: "applied", actorRole: "Employer", message: "We liked your <b>profile</b>.", note: "PRIVATE-NOTE-7731" });
    expect(detail.candidate).toMatchObject({ id: candidate.id, email: candidate.email, fullName: "Asha Rao", mobile: "9876543210" });

    const row = await db.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(row.status).toBe("shortlisted");
    expect(await db.applicationEvent.count({ where: { applicationId: application.id } })).toBe(2);

    const notes = await db.notification.findMany({ where: { userId: candidate.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "application_status", link: "/candidate/applications", readAt: null });
    expect(notes[0].title).toContain(job.post);
    expect(JSON.stringify(notes)).not.toContain("PRIVATE-NOTE");

    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Update on your application: Data <Analyst>");
    expect(mails[0].text).toContain("Shortlisted");
    expect(mails[0].text).toContain("We liked your <b>profile</b>.");
    // Escaped in the HTML, never the private note anywhere.
    expect(mails[0].html).toContain("Data &lt;Analyst&gt;");
    expect(mails[0].html).toContain("We liked your &lt;b&gt;profile&lt;/b&gt;.");
    expect(mails[0].html).not.toContain("<b>profile</b>");
    expect(JSON.stringify(mails[0])).not.toContain("PRIVATE-NOTE");
    expect(mails[0].attachments).toBeUndefined();
  });

  it("schedules an interview: details on the event, an .ics invitation in the mail", async () => {
    const { employer, candidate, application } = await pipelineFixture("shortlisted", "QA Lead");
    const at = inDays(3);
    const { status, body } = await move(employer, application.id, {
      status: "interview",
      interview: { at, mode: "video", location: "https://meet.example/abc" },
    });
    expect(status).toBe(200);
    const detail = body.response as Detail & { interview: unknown };
    expect(detail.interview).toEqual({ at, mode: "video", location: "https://meet.example/abc", durationMinutes: 60 });
    const event = await db.applicationEvent.findFirstOrThrow({ where: { applicationId: application.id, to: "interview" } });
    expect(event).toMatchObject({ interviewMode: "video", interviewLocation: "https://meet.example/abc" });
    expect(event.interviewAt?.toISOString()).toBe(at);

    const [mail] = mailsTo(candidate.email);
    expect(mail.text).toContain("Video call");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ filename: "interview.ics", contentType: expect.stringContaining("text/calendar") });
    const ics = Buffer.from(mail.attachments![0].content, "base64").toString("utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("QA Lead");
    const stamp = at.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(ics).toContain(`DTSTART:${stamp}`);
  });

  it("rejects with a reason; a final application cannot move again (409 INVALID_TRANSITION, nothing written)", async () => {
    const { employer, candidate, application } = await pipelineFixture("screening");
    const rejected = await move(employer, application.id, { status: "rejected", reason: "experience", message: "Thank you." });
    expect(rejected.status).toBe(200);
    expect((await db.applicationEvent.findFirstOrThrow({ where: { applicationId: application.id, to: "rejected" } })).reason).toBe("experience");
    expect(mailsTo(candidate.email)[0].text).toContain("Not selected");

    for (const to of ["applied", "screening", "offered", "hired"]) {
      const again = await move(employer, application.id, { status: to });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe("INVALID_TRANSITION");
    }
    expect(await db.applicationEvent.count({ where: { applicationId: application.id } })).toBe(2);
    expect(await db.notification.count({ where: { userId: candidate.id } })).toBe(1);
    expect(mailsTo(candidate.email)).toHaveLength(1);
  });

  it("refuses moves the table refuses: hired from shortlisted, withdrawn by an employer, the same stage", async () => {
    const { employer, application } = await pipelineFixture("shortlisted");
    for (const to of ["hired", "withdrawn", "shortlisted"]) {
      const answer = await move(employer, application.id, { status: to });
      expect(answer.status, to).toBe(409);
      expect(answer.body.code).toBe("INVALID_TRANSITION");
    }
    expect((await move(employer, application.id, { status: "hired" })).body.message).toBe("An application in Shortlisted cannot move to Hired.");
    // A stale `from`: the rule is checked on the stage the employer saw, the update finds it moved.
    const stale = await move(employer, application.id, { status: "offered", from: "applied" });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("STALE_STATE");
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("shortlisted");
  });

  it("400 for a rejection without a reason, an interview in the past, an unknown stage, oversize texts", async () => {
    const { employer, application } = await pipelineFixture();
    const cases: [unknown, string][] = [
      [{ status: "rejected" }, "reason"],
      [{ status: "rejected", reason: "bored" }, "reason"],
      [{ status: "interview", interview: { at: inDays(-1), mode: "phone" } }, "interview"],
      [{ status: "interview", interview: { at: "tomorrow", mode: "phone" } }, "interview"],
      [{ status: "interview", interview: { at: inDays(1), mode: "carrier-pigeon" } }, "interview"],
      [{ status: "promoted" }, "status"],
      [{ status: "screening", message: "x".repeat(2001) }, "message"],
      [{ status: "screening", note: "x".repeat(2001) }, "note"],
    ];
    for (const [body, field] of cases) {
      const answer = await move(employer, application.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe("VALIDATION");
      expect(answer.body.errors?.[field], JSON.stringify(answer.body)).toBeTruthy();
    }
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("applied");
  });

  it("401 logged out, 403 for other roles and for an unapproved company, 404 for another employer and a deleted job", async () => {
    const { employer, job, candidate, application } = await pipelineFixture();
    const { otherEmployer, admin, university } = await outsiders();
    const { user: pending } = await createEmployer({ status: "pending" });
    const body = { status: "screening" };
    expect((await move(null, application.id, body)).status).toBe(401);
    for (const as of [candidate, admin, university, pending]) expect((await move(as, application.id, body)).status).toBe(403);
    const foreign = await move(otherEmployer, application.id, body);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("NOT_FOUND");
    expect((await move(employer, "no-such-application", body)).status).toBe(404);

    // A deleted job's applications are gone for its employer: 404 (as for the job itself).
    await db.job.update({ where: { id: job.id }, data: { deletedAt: new Date() } });
    expect((await move(employer, application.id, body)).status).toBe(404);
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("applied");
    expect(await db.applicationEvent.count({ where: { applicationId: application.id } })).toBe(1);
    expect(mailsTo(candidate.email)).toHaveLength(0);
  });
});

describe("POST applications/{id}/withdraw", () => {
  it("withdraws the candidate's open application: event, the employer's notification and mail", async () => {
    const { employer, candidate, application, job } = await pipelineFixture("interview", "Support <Engineer>");
    const { status, body } = await withdraw(candidate, application.id, { reason: "Took another <offer>" });
    expect(status).toBe(200);
    const detail = body.response as Detail;
    expect(detail.status).toBe("withdrawn");
    expect(detail.candidate).toBeUndefined();
    expect(detail.events.at(-1)).toMatchObject({ from: "interview", to: "withdrawn", actorRole: "Candidate", message: "Took another <offer>" });

    const notes = await db.notification.findMany({ where: { userId: employer.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "application_withdrawn", link: `/employer/applicant/${job.id}` });
    const mails = mailsTo(employer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Application withdrawn: Support <Engineer>");
    expect(mails[0].html).toContain("Took another &lt;offer&gt;");
    expect(mails[0].text).toContain(`/employer/applicant/${job.id}`);
    expect(mailsTo(candidate.email)).toHaveLength(0);

    const again = await withdraw(candidate, application.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("INVALID_TRANSITION");
    expect(again.body.message).toBe("This application can no longer be withdrawn: its status is Withdrawn.");
    expect(mailsTo(employer.email)).toHaveLength(1);
  });

  it("401 logged out, 403 for other roles, 404 for another candidate's application", async () => {
    const { employer, application } = await pipelineFixture();
    const { otherCandidate, admin, university } = await outsiders();
    expect((await withdraw(null, application.id)).status).toBe(401);
    for (const as of [employer, admin, university]) expect((await withdraw(as, application.id)).status).toBe(403);
    const foreign = await withdraw(otherCandidate, application.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("NOT_FOUND");
    expect((await db.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("applied");
  });

  it("refuses a final application (hired, rejected) with 409 INVALID_TRANSITION", async () => {
    for (const stage of ["hired", "rejected"] as const) {
      const { candidate, application } = await pipelineFixture(stage);
      const answer = await withdraw(candidate, application.id);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe("INVALID_TRANSITION");
    }
  });

  it("lets a candidate withdraw from a deleted job without telling the employer", async () => {
    const { employer, candidate, application, job } = await pipelineFixture();
    await db.job.update({ where: { id: job.id }, data: { deletedAt: new Date() } });
    expect((await withdraw(candidate, application.id)).status).toBe(200);
    expect(await db.notification.count({ where: { userId: employer.id } })).toBe(0);
    expect(mailsTo(employer.email)).toHaveLength(0);
  });
});

