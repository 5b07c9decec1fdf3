// Messages (decisions.md section 16): who may read and write a thread, the company writing first,
// the body's limits, what reading marks, and the other side's one unread notification per thread.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import type { MessageJson, MessagesJson } from "@/lib/messages/contract";
import { createEmployer, createUser } from "@/tests/factories";
import { addMember, assign, threadFixture, unreadMessageNotifications } from "@/tests/messages/fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { GET, POST } = await import("@/app/api/v1/applications/[id]/messages/route");
const { PUT: mute } = await import("@/app/api/v1/applications/[id]/mute/route");
const { sendMessageAction } = await import("@/lib/messages/actions");
const { session } = await import("@/tests/helpers/mock-guards");

const post = (as: SessionUser, id: string, body: unknown, ip = "203.0.113.9") =>
  callRoute(POST, { as, method: "POST", path: `/api/v1/applications/${id}/messages`, params: { id }, body, ip });
const read = (as: SessionUser, id: string) => callRoute(GET, { as, path: `/api/v1/applications/${id}/messages`, params: { id } });

describe("writing", () => {
  it("the company writes first; the candidate before it is 403 NOT_ALLOWED, then may reply", async () => {
    const { owner, candidate, application } = await threadFixture();
    const early = await post(candidate, application.id, { body: "Hello?" });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: "NOT_ALLOWED", message: "You can reply once the company has written to you." });
    expect((await read(candidate, application.id)).body.response).toMatchObject({ messages: [], canReply: false, muted: false });

    const first = await post(owner, application.id, { body: "Hello Asha, when could you join?" });
    expect(first.status).toBe(201);
    expect(first.body.response).toMatchObject({ from: "company", author: owner.name, body: "Hello Asha, when could you join?", readAt: null });
    const reply = await post(candidate, application.id, { body: "In a month." });
    expect(reply.status).toBe(201);
    expect(reply.body.response).toMatchObject({ from: "candidate", author: "Asha Rao" });
    const thread = (await read(candidate, application.id)).body.response as MessagesJson;
    expect(thread.canReply).toBe(true);
    expect(thread.messages.map((m) => m.body)).toEqual(["Hello Asha, when could you join?", "In a month."]);
  });

  it("a final stage closes nothing: the company writes after a rejection and the candidate replies", async () => {
    const { owner, candidate, application } = await threadFixture();
    await db.application.update({ where: { id: application.id }, data: { status: "rejected" } });
    expect((await post(owner, application.id, { body: "Thank you for your time." })).status).toBe(201);
    expect((await post(candidate, application.id, { body: "Thanks!" })).status).toBe(201);
  });

  it("refuses an empty body and one of 5001 characters (400 VALIDATION); 5000 is fine", async () => {
    const { owner, application } = await threadFixture();
    for (const body of [{ body: "" }, { body: "   \n  " }, {}, { body: "x".repeat(5001) }]) {
      const res = await post(owner, application.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
    }
    expect((await post(owner, application.id, { body: "x".repeat(5000) })).status).toBe(201);
    expect(await db.message.count({ where: { applicationId: application.id } })).toBe(1);
  });

  it("keeps line breaks and tabs (a multi-line text), and HTML as plain text", async () => {
    const { owner, application } = await threadFixture();
    const body = "Dear Asha,\n\n\tPlease bring:\r\n- your ID\n- <b>certificates</b>";
    const res = await post(owner, application.id, { body });
    expect(res.status).toBe(201);
    expect((res.body.response as MessageJson).body).toBe(body);
  });

  it("the page's action calls the same service (NOT_ALLOWED for a candidate first)", async () => {
    const { owner, candidate, application } = await threadFixture();
    session.user = candidate;
    expect(await sendMessageAction({ applicationId: application.id, body: "Hi" })).toMatchObject({ ok: false, code: "NOT_ALLOWED" });
    session.user = owner;
    expect(await sendMessageAction({ applicationId: application.id, body: "Hi" })).toMatchObject({ ok: true, data: { from: "company" } });
  });

  it("at most 30 messages a minute per person (429 RATE_LIMITED)", async () => {
    const { owner, application } = await threadFixture();
    // A fixed one-minute window: start well inside one, so the 31st lands in the same window.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    for (let i = 0; i < 30; i++) expect((await post(owner, application.id, { body: `m${i}` })).status).toBe(201);
    const over = await post(owner, application.id, { body: "one too many" });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("RATE_LIMITED");
    expect(over.headers.get("retry-after")).toBeTruthy();
  });
});

describe("who may read and write", () => {
  it("another company, another candidate, an admin: 404 'Application not found.'; a deleted job too", async () => {
    const { owner, application, job } = await threadFixture();
    await post(owner, application.id, { body: "Hello" });
    const { user: otherCompany } = await createEmployer();
    const { candidate: otherCandidate } = await threadFixture();
    const admin = await createUser({ role: "Admin" });
    for (const who of [otherCompany, otherCandidate, admin]) {
      const res = await read(who, application.id);
      expect(res.status, who.role).toBe(who.role === "Admin" ? 403 : 404);
      if (who.role !== "Admin") expect(res.body).toMatchObject({ code: "NOT_FOUND", message: "Application not found." });
      expect((await post(who, application.id, { body: "Hi" })).status).toBe(who.role === "Admin" ? 403 : 404);
    }
    await db.job.update({ where: { id: job.id }, data: { deletedAt: new Date() } });
    expect((await read(owner, application.id)).status).toBe(404);
  });

  it("a recruiter reads and writes; an interviewer only once assigned (404 before)", async () => {
    const { owner, employer, candidate, application } = await threadFixture();
    const recruiter = await addMember(employer.id, "recruiter", "Neha Recruiter");
    const interviewer = await addMember(employer.id, "interviewer", "Rohan Interviewer");
    expect((await post(recruiter, application.id, { body: "From the recruiter" })).status).toBe(201);
    expect((await read(interviewer, application.id)).status).toBe(404);
    expect((await post(interviewer, application.id, { body: "Hi" })).status).toBe(404);
    await assign(application.id, interviewer.id);
    expect((await post(interviewer, application.id, { body: "From the interviewer" })).status).toBe(201);
    const seen = (await read(candidate, application.id)).body.response as MessagesJson;
    expect(seen.messages.map((m) => [m.from, m.author])).toEqual([
      ["company", "Neha Recruiter"],
      ["company", "Rohan Interviewer"],
    ]);
    expect((await read(owner, application.id)).status).toBe(200);
  });
});

describe("reading and notifications", () => {
  it("reading marks the other side's messages read (once) and the reader's notification of the thread", async () => {
    const { owner, candidate, application } = await threadFixture();
    await post(owner, application.id, { body: "One" });
    await post(owner, application.id, { body: "Two" });
    expect(await unreadMessageNotifications(candidate.id)).toHaveLength(1);
    // The company reading its own messages marks nothing.
    await read(owner, application.id);
    expect(await db.message.count({ where: { applicationId: application.id, readAt: null } })).toBe(2);

    const first = (await read(candidate, application.id)).body.response as MessagesJson;
    expect(first.messages.every((m) => m.readAt !== null)).toBe(true);
    expect(await unreadMessageNotifications(candidate.id)).toHaveLength(0);
    const again = (await read(candidate, application.id)).body.response as MessagesJson;
    expect(again.messages.map((m) => m.readAt)).toEqual(first.messages.map((m) => m.readAt));

    await post(candidate, application.id, { body: "Reply" });
    const byCompany = (await read(owner, application.id)).body.response as MessagesJson;
    expect(byCompany.messages.at(-1)).toMatchObject({ from: "candidate", body: "Reply" });
    expect(byCompany.messages.at(-1)?.readAt).not.toBeNull();
  });

  it("one unread notification per thread and person, titled 'New message about <post>', linked to their page", async () => {
    const { owner, employer, candidate, application, job } = await threadFixture({ post: "Data Analyst" });
    const recruiter = await addMember(employer.id, "recruiter");
    const interviewer = await addMember(employer.id, "interviewer");
    const bystander = await addMember(employer.id, "interviewer");
    await assign(application.id, interviewer.id);
    // Two at once still make one: the thread row's lock orders them.
    await Promise.all([post(owner, application.id, { body: "One" }), post(recruiter, application.id, { body: "Two" })]);
    const [note] = await unreadMessageNotifications(candidate.id);
    expect(await unreadMessageNotifications(candidate.id)).toHaveLength(1);
    expect(note).toMatchObject({ title: "New message about Data Analyst", link: `/candidate/applications/${application.id}` });
    // No company member hears of the company's own messages.
    for (const member of [owner, recruiter, interviewer]) expect(await unreadMessageNotifications(member.id)).toHaveLength(0);

    await post(candidate, application.id, { body: "Reply one" });
    await post(candidate, application.id, { body: "Reply two" });
    for (const member of [owner, recruiter, interviewer]) {
      const notes = await unreadMessageNotifications(member.id);
      expect(notes, member.name).toHaveLength(1);
      expect(notes[0]).toMatchObject({ title: "New message about Data Analyst", link: `/employer/application/${application.id}` });
    }
    expect(await unreadMessageNotifications(bystander.id)).toHaveLength(0);

    // Read: the next message makes a new unread notification; a second job's thread is its own.
    await read(candidate, application.id);
    await post(owner, application.id, { body: "Three" });
    expect(await unreadMessageNotifications(candidate.id)).toHaveLength(1);
    expect(await db.notification.count({ where: { userId: candidate.id, kind: "message" } })).toBe(2);
    expect(job.post).toBe("Data Analyst");
  });

  it("a candidate who muted the company gets no notification; the messages stay readable; unmute restores", async () => {
    const { owner, candidate, application } = await threadFixture();
    const muted = await callRoute(mute, { as: candidate, method: "PUT", path: `/api/v1/applications/${application.id}/mute`, params: { id: application.id }, body: { muted: true } });
    expect(muted.status).toBe(200);
    expect(muted.body.response).toEqual({ muted: true });
    await post(owner, application.id, { body: "Hello" });
    expect(await unreadMessageNotifications(candidate.id)).toHaveLength(0);
    const thread = (await read(candidate, application.id)).body.response as MessagesJson;
    expect(thread).toMatchObject({ muted: true, canReply: true });
    expect(thread.messages).toHaveLength(1);
    // The company cannot mute anyone; someone else's application is 404.
    expect((await callRoute(mute, { as: owner, method: "PUT", params: { id: application.id }, body: { muted: true } })).status).toBe(403);
    const { candidate: other } = await threadFixture();
    expect((await callRoute(mute, { as: other, method: "PUT", params: { id: application.id }, body: { muted: true } })).status).toBe(404);

    await callRoute(mute, { as: candidate, method: "PUT", params: { id: application.id }, body: { muted: false } });
    await post(owner, application.id, { body: "Again" });
    expect(await unreadMessageNotifications(candidate.id)).toHaveLength(1);
  });
});
