// The message-mails task (decisions.md section 16): 'New message about <post>' to the other side of a
// thread, at most once per 15 minutes per thread and side, never twice for one window (a second run,
// two runs at once), never to a candidate who muted the company or an account leaving, and the
// company side to its owners, recruiters and assigned interviewers only.
import { describe, expect, it, vi } from "vitest";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { findTask } from "@/lib/registry/tasks";
import { addMember, assign, threadFixture } from "@/tests/messages/fixtures";

vi.mock("server-only", () => ({}));

const { postMessage, listMessages } = await import("@/lib/messages/service/thread");
const { muteCompany } = await import("@/lib/messages/service/report-mute");
const task = findTask("message-mails")!;

const MINUTE = 60_000;
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);
const subjects = (email: string) => mailsTo(email).map((mail) => mail.subject);

describe("message-mails", () => {
  it("is scheduled every minute", () => {
    expect(task.cron).toBe("* * * * *");
  });

  it("mails the candidate once per window: a second run, and a new message within 15 minutes, mail nothing more", async () => {
    const { owner, candidate, application } = await threadFixture({ post: "Cloud Engineer" });
    await postMessage(owner, { id: application.id }, { body: "Hello Asha,\nwhen can you <start>?" });
    // The clock of the runs starts now: the next message is written after this first mail.
    const t0 = new Date();
    await task.run({ now: t0 });
    expect(subjects(candidate.email)).toEqual(["New message about Cloud Engineer"]);
    const [mail] = mailsTo(candidate.email);
    expect(mail.text).toContain(`${owner.name} of `);
    expect(mail.text).toContain("Hello Asha,\nwhen can you <start>?");
    expect(mail.text).toContain(`/candidate/applications/${application.id}`);
    expect(mail.html).toContain("when can you &lt;start&gt;?");
    expect(mail.html).not.toContain("<start>");

    await task.run({ now: t0 });
    expect(mailsTo(candidate.email)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await postMessage(owner, { id: application.id }, { body: "Also: bring your ID." });
    await task.run({ now: at(t0, 5) });
    expect(mailsTo(candidate.email)).toHaveLength(1);
    // Past the window the newer unread message is mailed, once; nothing new after: no mail.
    await task.run({ now: at(t0, 16) });
    expect(mailsTo(candidate.email)).toHaveLength(2);
    expect(mailsTo(candidate.email)[1].text).toContain("Also: bring your ID.");
    await task.run({ now: at(t0, 40) });
    expect(mailsTo(candidate.email)).toHaveLength(2);
  });

  it("two runs at once mail once", async () => {
    const { owner, candidate, application } = await threadFixture();
    await postMessage(owner, { id: application.id }, { body: "Hello" });
    const now = at(new Date(), 1);
    await Promise.all([task.run({ now }), task.run({ now }), task.run({ now })]);
    expect(mailsTo(candidate.email)).toHaveLength(1);
  });

  it("read messages are not mailed; a long message is quoted in its first 300 characters", async () => {
    const { owner, candidate, application } = await threadFixture();
    await postMessage(owner, { id: application.id }, { body: "Read at once" });
    await listMessages(candidate, { id: application.id });
    const now = at(new Date(), 1);
    await task.run({ now });
    expect(mailsTo(candidate.email)).toHaveLength(0);

    await postMessage(owner, { id: application.id }, { body: `${"a".repeat(300)}TAIL` });
    await task.run({ now: at(now, 1) });
    const [mail] = mailsTo(candidate.email);
    expect(mail.text).toContain(`${"a".repeat(300)}…`);
    expect(mail.text).not.toContain("TAIL");
  });

  it("a candidate who muted the company, or asked to delete their account, gets no mail", async () => {
    const muted = await threadFixture();
    await muteCompany(muted.candidate, { id: muted.application.id }, { muted: true });
    await postMessage(muted.owner, { id: muted.application.id }, { body: "Hello" });
    const leaving = await threadFixture();
    await postMessage(leaving.owner, { id: leaving.application.id }, { body: "Hello" });
    await db.user.update({ where: { id: leaving.candidate.id }, data: { deletionRequestedAt: new Date() } });
    await task.run({ now: at(new Date(), 1) });
    expect(mailsTo(muted.candidate.email)).toHaveLength(0);
    expect(mailsTo(leaving.candidate.email)).toHaveLength(0);
  });

  it("the company side: owners, recruiters and assigned interviewers; not other interviewers or leaving accounts", async () => {
    const { owner, employer, candidate, application } = await threadFixture({ post: "Designer" });
    const recruiter = await addMember(employer.id, "recruiter");
    const assigned = await addMember(employer.id, "interviewer");
    const other = await addMember(employer.id, "interviewer");
    const leaving = await addMember(employer.id, "recruiter");
    await db.user.update({ where: { id: leaving.id }, data: { deletionRequestedAt: new Date() } });
    await assign(application.id, assigned.id);
    await postMessage(recruiter, { id: application.id }, { body: "Hello" });
    await postMessage(candidate, { id: application.id }, { body: "Hi, I am available." });
    const now = at(new Date(), 1);
    await task.run({ now });
    for (const member of [owner, recruiter, assigned]) {
      expect(subjects(member.email), member.name).toEqual(["New message about Designer"]);
      expect(mailsTo(member.email)[0].text).toContain("Asha Rao wrote about Designer");
      expect(mailsTo(member.email)[0].text).toContain(`/employer/application/${application.id}`);
    }
    expect(mailsTo(other.email)).toHaveLength(0);
    expect(mailsTo(leaving.email)).toHaveLength(0);
    // The candidate was mailed about the recruiter's message in the same run (their own side).
    expect(mailsTo(candidate.email)).toHaveLength(1);
    await task.run({ now: at(now, 1) });
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it("a failed send gives the claim back: the retry mails who was missed, nobody twice", async () => {
    const { owner, employer, candidate, application } = await threadFixture();
    const recruiter = await addMember(employer.id, "recruiter");
    await postMessage(owner, { id: application.id }, { body: "Hello" });
    await postMessage(candidate, { id: application.id }, { body: "Reply" });
    const now = at(new Date(), 1);
    const email = await import("@/lib/email");
    const real = email.sendMail;
    let calls = 0;
    const spy = vi.spyOn(email, "sendMail").mockImplementation(async (mail) => {
      // The second company mail of the run fails once.
      if (mail.to !== candidate.email && ++calls === 2) throw new Error("provider down");
      return real(mail);
    });
    try {
      await expect(task.run({ now })).rejects.toThrow(/could not be mailed/);
      const companyMails = () => mailsTo(owner.email).length + mailsTo(recruiter.email).length;
      expect(companyMails()).toBe(1);
      await task.run({ now: at(now, 1) });
      expect(companyMails()).toBe(2);
      expect(mailsTo(owner.email)).toHaveLength(1);
      expect(mailsTo(recruiter.email)).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});
