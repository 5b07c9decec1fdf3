// The job lifecycle's scheduled tasks (decisions.md section 10), each run with a fixed `now`:
// expire-jobs closes exactly the jobs past their date (and notifies their employers once),
// expiry-reminders mails once per job and closing date, stale-applicants once per employer and week.
// Every test file has its own database, but the tests in this file share it: each looks at its own
// jobs and employers, and the expected summaries only count what the test itself made due.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addDays } from "@/lib/job-search/service/lifecycle";
import { expireJobsTask } from "@/lib/job-posting/tasks/expire-jobs";
import { expiryRemindersTask } from "@/lib/job-posting/tasks/expiry-reminders";
import { TASKS } from "@/lib/registry/tasks";
import { isoWeek } from "@/lib/format/iso-week";
import { staleApplicantsTask } from "@/lib/pipeline/tasks/stale-applicants";
import { createCandidate, createEmployer, createJob } from "@/tests/factories";
import { mailsTo } from "@/tests/helpers/outbox";

// A Wednesday, 11:30 in India.
const NOW = new Date("2026-11-25T06:00:00.000Z");
const HOUR = 3_600_000;

describe("the registry", () => {
  it("lists the three lifecycle tasks with valid schedules", () => {
    const names = TASKS.map((task) => task.name);
    expect(names).toEqual(expect.arrayContaining(["expire-jobs", "expiry-reminders", "stale-applicants"]));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("expire-jobs", () => {
  it("closes exactly the approved, open jobs whose date has passed, at their date, once", async () => {
    const { employer, user } = await createEmployer();
    const past = addDays(NOW, -2);
    const due = await createJob({ employerId: employer.id, post: "Due Job", validThrough: past });
    const dueNow = await createJob({ employerId: employer.id, post: "Due This Second", validThrough: NOW });
    const future = await createJob({ employerId: employer.id, validThrough: new Date(NOW.getTime() + HOUR) });
    const pending = await createJob({ employerId: employer.id, status: "pending", validThrough: past });
    const filledAt = addDays(NOW, -5);
    const filled = await createJob({ employerId: employer.id, validThrough: past, closedAt: filledAt, closeReason: "filled" });
    const deleted = await createJob({ employerId: employer.id, validThrough: past, deletedAt: addDays(NOW, -1) });

    const first = await expireJobsTask.run({ now: NOW });
    expect(first.summary).toBe("Closed 3 expired jobs");

    const read = (id: string) => db.job.findUniqueOrThrow({ where: { id }, select: { closedAt: true, closeReason: true } });
    expect(await read(due.id)).toEqual({ closedAt: past, closeReason: "expired" });
    expect(await read(dueNow.id)).toEqual({ closedAt: NOW, closeReason: "expired" });
    expect(await read(deleted.id)).toEqual({ closedAt: past, closeReason: "expired" });
    expect(await read(future.id)).toEqual({ closedAt: null, closeReason: null });
    expect(await read(pending.id)).toEqual({ closedAt: null, closeReason: null });
    expect(await read(filled.id)).toEqual({ closedAt: filledAt, closeReason: "filled" });

    // One in-app notification per announced closing (not for the deleted job), none by mail.
    const notes = await db.notification.findMany({ where: { userId: user.id }, orderBy: { title: "asc" } });
    expect(notes.map((note) => [note.kind, note.title])).toEqual([
      ["job_expired", "Due Job: closed"],
      ["job_expired", "Due This Second: closed"],
    ]);
    expect(notes[0].link).toBe(`/employer/applications?renew=${due.id}`);
    expect(mailsTo(user.email)).toHaveLength(0);

    const before = await db.job.findMany({ where: { employerId: employer.id }, orderBy: { id: "asc" } });
    const second = await expireJobsTask.run({ now: NOW });
    expect(second.summary).toBe("Closed 0 expired jobs");
    expect(await db.job.findMany({ where: { employerId: employer.id }, orderBy: { id: "asc" } })).toEqual(before);
    expect(await db.notification.count({ where: { userId: user.id } })).toBe(2);
  });

  it("closes a renewed job again when its new date passes, with a new notification", async () => {
    const { employer, user } = await createEmployer();
    const job = await createJob({ employerId: employer.id, validThrough: addDays(NOW, -1) });
    await expireJobsTask.run({ now: NOW });
    // The employer renews it (reopened for half an hour, to stay clear of the other tests' jobs).
    const renewedUntil = new Date(NOW.getTime() + HOUR / 2);
    await db.job.update({ where: { id: job.id }, data: { validThrough: renewedUntil, closedAt: null, closeReason: null } });
    expect((await expireJobsTask.run({ now: NOW })).summary).toBe("Closed 0 expired jobs");
    expect((await expireJobsTask.run({ now: new Date(NOW.getTime() + HOUR * 0.75) })).summary).toBe("Closed 1 expired job");
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ closedAt: renewedUntil, closeReason: "expired" });
    expect(await db.notification.count({ where: { userId: user.id, kind: "job_expired" } })).toBe(2);
  });

  it("works through more jobs than one batch", async () => {
    const { employer } = await createEmployer();
    const past = addDays(NOW, -3);
    await db.job.createMany({
      data: Array.from({ length: 205 }, (_, i) => ({
        employerId: employer.id,
        post: `Bulk ${i}`,
        payroll: "5 LPA",
        qualifications: ["B.Com"],
        openings: 1,
        description: "A bulk job.",
        employmentType: "FullTime" as const,
        hiringProcess: "Online" as const,
        city: "Pune",
        state: "Maharashtra",
        status: "approved" as const,
        validThrough: past,
      })),
    });
    expect((await expireJobsTask.run({ now: NOW })).summary).toBe("Closed 205 expired jobs");
    expect(await db.job.count({ where: { employerId: employer.id, closedAt: null } })).toBe(0);
  });
});

describe("expiry-reminders", () => {
  // Far from the other tests' jobs, which this task would see as well.
  const AT = addDays(NOW, 100);
  const later = addDays(AT, 10);

  it("mails each open job closing within 3 days once, and again after a renewal to a new date", async () => {
    const { employer, user } = await createEmployer({ orgName: "Reminder Co" });
    const soon = await createJob({ employerId: employer.id, post: "Closing Soon", validThrough: new Date("2027-03-07T12:00:00.000Z") });
    const edge = await createJob({ employerId: employer.id, post: "Edge Case", validThrough: addDays(AT, 3) });
    await createJob({ employerId: employer.id, post: "Far Away", validThrough: new Date(addDays(AT, 3).getTime() + 1000) });
    await createJob({ employerId: employer.id, post: "Already Past", validThrough: addDays(AT, -1) });
    await createJob({ employerId: employer.id, post: "Filled", validThrough: addDays(AT, 1), closedAt: AT, closeReason: "filled" });
    await createJob({ employerId: employer.id, post: "Pending", status: "pending", validThrough: addDays(AT, 1) });
    await createJob({ employerId: employer.id, post: "Deleted", validThrough: addDays(AT, 1), deletedAt: AT });

    const first = await expiryRemindersTask.run({ now: AT });
    expect(first.summary).toBe("Sent 2 reminders");
    const mails = mailsTo(user.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your job "Closing Soon" closes on Mar 7, 2027',
      'Your job "Edge Case" closes on Mar 8, 2027',
    ]);
    const soonMail = mails.find((mail) => mail.subject.includes("Closing Soon"))!;
    expect(soonMail.text).toContain(`/employer/applications?renew=${soon.id}`);
    expect(soonMail.text).toContain("Reminder Co");
    expect(soonMail.html).toContain("Renew the job");

    // A rerun mails nobody again; a later run mails only the job that has come within 3 days since.
    expect((await expiryRemindersTask.run({ now: AT })).summary).toBe("Sent 0 reminders");
    expect((await expiryRemindersTask.run({ now: new Date(AT.getTime() + 12 * HOUR) })).summary).toBe("Sent 1 reminder");
    expect(mailsTo(user.email).map((mail) => mail.subject)).toHaveLength(3);
    expect(mailsTo(user.email)[2].subject).toBe('Your job "Far Away" closes on Mar 8, 2027');

    // Renewed for 10 more days: reminded again when the new date comes near.
    await db.job.update({ where: { id: edge.id }, data: { validThrough: later } });
    expect((await expiryRemindersTask.run({ now: addDays(later, -2) })).summary).toBe("Sent 1 reminder");
    expect(mailsTo(user.email)).toHaveLength(4);
    expect(mailsTo(user.email)[3].subject).toBe('Your job "Edge Case" closes on Mar 15, 2027');
  });

  it("reminds no job of an employer that is not approved", async () => {
    const { employer, user } = await createEmployer("rejected");
    await createJob({ employerId: employer.id, validThrough: addDays(AT, 1) });
    await expiryRemindersTask.run({ now: AT });
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});

describe("stale-applicants", () => {
  async function apply(jobId: string, candidateId: string, daysAgo: number, status: "applied" | "screening" = "applied") {
    const at = addDays(NOW, -daysAgo);
    await db.application.create({ data: { jobId, candidateId, status, createdAt: at, statusChangedAt: at } });
  }

  it("the ISO week follows India time", () => {
    expect(isoWeek(NOW)).toBe("2026-W48");
    // Sunday 20:00 UTC is already Monday in India: the next week.
    expect(isoWeek(new Date("2026-11-29T20:00:00.000Z"))).toBe("2026-W49");
    expect(isoWeek(new Date("2027-01-01T06:00:00.000Z"))).toBe("2026-W53");
  });

  it("mails each employer once a week about applicants waiting in Applied for more than 7 days", async () => {
    const [a, b, c] = await Promise.all([createCandidate(), createCandidate(), createCandidate()]);
    const { employer, user } = await createEmployer({ orgName: "Slow Hiring Ltd" });
    const busy = await createJob({ employerId: employer.id, post: "Busy Job" });
    const quiet = await createJob({ employerId: employer.id, post: "Quiet Job" });
    const fresh = await createJob({ employerId: employer.id, post: "Fresh Job" });
    const deleted = await createJob({ employerId: employer.id, post: "Deleted Job", deletedAt: NOW });
    await apply(busy.id, a.user.id, 8);
    await apply(busy.id, b.user.id, 20);
    await apply(busy.id, c.user.id, 9, "screening");
    await apply(quiet.id, a.user.id, 8);
    await apply(fresh.id, a.user.id, 6);
    await apply(deleted.id, a.user.id, 30);
    // An employer whose applicants are all recent gets nothing.
    const calm = await createEmployer();
    await apply((await createJob({ employerId: calm.employer.id })).id, a.user.id, 2);

    expect((await staleApplicantsTask.run({ now: NOW })).summary).toBe("Mailed 1 employer");
    const [mail] = mailsTo(user.email);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mail.subject).toBe("3 applicants waiting for your review");
    expect(mail.text).toContain("- Busy Job: 2 applicants\n- Quiet Job: 1 applicant\n");
    expect(mail.text).not.toContain("Fresh Job");
    expect(mail.text).not.toContain("Deleted Job");
    expect(mail.text).not.toContain("more job");
    expect(mail.text).toContain("/employer/applications");
    expect(mailsTo(calm.user.email)).toHaveLength(0);

    // Later the same week: nothing. The next week: again, since they still wait (and now the calm
    // employer's applicant, 9 days old by then, waits too long as well).
    expect((await staleApplicantsTask.run({ now: addDays(NOW, 2) })).summary).toBe("Mailed 0 employers");
    expect(mailsTo(user.email)).toHaveLength(1);
    expect((await staleApplicantsTask.run({ now: addDays(NOW, 7) })).summary).toBe("Mailed 2 employers");
    expect(mailsTo(user.email)).toHaveLength(2);
    expect(mailsTo(calm.user.email)).toHaveLength(1);
  });

  it("lists at most 10 jobs, most waiting first, then 'and N more jobs'", async () => {
    const [a, b] = await Promise.all([createCandidate(), createCandidate()]);
    const { employer, user } = await createEmployer();
    for (let i = 1; i <= 12; i += 1) {
      const job = await createJob({ employerId: employer.id, post: `Role ${String(i).padStart(2, "0")}` });
      await apply(job.id, a.user.id, 10);
      if (i === 12) await apply(job.id, b.user.id, 10);
    }
    await staleApplicantsTask.run({ now: NOW });
    const [mail] = mailsTo(user.email);
    expect(mail.subject).toBe("13 applicants waiting for your review");
    const listed = mail.text.split("\n").filter((line) => line.startsWith("- "));
    expect(listed).toHaveLength(10);
    expect(listed[0]).toBe("- Role 12: 2 applicants");
    expect(listed[1]).toBe("- Role 01: 1 applicant");
    expect(mail.text).toContain("and 2 more jobs");
  });
});
