// session-reminders (decisions.md section 15): the day before each session, every candidate enrolled in
// its batch gets one mail; sessions of other days, the waitlisted and withdrawn, cancelled batches and
// accounts scheduled for deletion get none; a rerun (the task is hourly) mails nobody twice.
import { describe, expect, it, vi } from "vitest";
import { allMails, mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { wasSent } from "@/lib/email/once";
import { TASKS } from "@/lib/registry/tasks";
import { createTrainerBatch, enrol } from "@/tests/academy/attendance-fixtures";

vi.mock("server-only", () => ({}));

const { indiaTomorrow, sessionRemindersTask } = await import("@/lib/academy/tasks/session-reminders");
const { SESSION_REMINDER_SUBJECT_PREFIX, sessionReminderKey } = await import("@/lib/academy/mails/session-reminders");

// Wednesday 25 November 2026, 11:30 in India: tomorrow is Thursday the 26th, 2026-11-25T18:30Z to 2026-11-26T18:30Z.
const NOW = new Date("2026-11-25T06:00:00.000Z");
const at = (iso: string) => new Date(iso);
const hourLong = (iso: string, topic: string) => ({ startsAt: at(iso), endsAt: new Date(at(iso).getTime() + 3_600_000), topic });

describe("session-reminders", () => {
  it("is registered, hourly in the day (India time)", () => {
    expect(TASKS).toContain(sessionRemindersTask);
    expect(sessionRemindersTask.cron).toBe("0 8-20 * * *");
  });

  it("tomorrow is the India day after now", () => {
    expect(indiaTomorrow(NOW)).toEqual({ start: at("2026-11-25T18:30:00.000Z"), end: at("2026-11-26T18:30:00.000Z") });
    // 23:00 in India on the 25th is still the 25th there: tomorrow is the 26th.
    expect(indiaTomorrow(at("2026-11-25T17:30:00.000Z")).start).toEqual(at("2026-11-25T18:30:00.000Z"));
    // 00:30 in India on the 26th (still the 25th in UTC): tomorrow is the 27th.
    expect(indiaTomorrow(at("2026-11-25T19:00:00.000Z")).start).toEqual(at("2026-11-26T18:30:00.000Z"));
  });

  it("mails each enrolled candidate once per session starting tomorrow, and nobody else", async () => {
    const { batch, sessions } = await createTrainerBatch({
      title: "Evening <Web> batch",
      mode: "classroom",
      location: "Pune & Co. centre",
      sessions: [
        hourLong("2026-11-26T04:00:00.000Z", "Closures <and> scope"), // tomorrow 09:30 India
        hourLong("2026-11-25T18:30:00.000Z", "Midnight session"), // tomorrow 00:00 India: the first minute of tomorrow
        hourLong("2026-11-25T18:00:00.000Z", "Late tonight"), // today 23:30 India
        hourLong("2026-11-26T18:30:00.000Z", "Day after"), // the day after tomorrow, 00:00 India
      ],
    });
    const [tomorrow, midnight] = sessions;
    const asha = await enrol(batch.id, { name: "Asha Rao" });
    const ravi = await enrol(batch.id, { name: "Ravi Kumar" });
    const waiting = await enrol(batch.id, { status: "waitlisted" });
    const withdrawn = await enrol(batch.id, { status: "withdrawn" });
    const done = await enrol(batch.id, { status: "completed" });
    const leaving = await enrol(batch.id, { name: "Leaving Soon" });
    await db.user.update({ where: { id: leaving.candidate.id }, data: { deletionRequestedAt: NOW } });
    const cancelled = await createTrainerBatch({ sessions: [hourLong("2026-11-26T05:00:00.000Z", "Cancelled topic")], cancelled: true });
    const cancelledPerson = await enrol(cancelled.batch.id);

    const first = await sessionRemindersTask.run({ now: NOW });
    expect(first.summary).toBe("Sent 4 session reminders");

    for (const person of [asha, ravi]) {
      const mails = mailsTo(person.candidate.email);
      expect(mails.map((m) => m.subject).sort()).toEqual([
        `${SESSION_REMINDER_SUBJECT_PREFIX}: Closures <and> scope`,
        `${SESSION_REMINDER_SUBJECT_PREFIX}: Midnight session`,
      ]);
      expect(await wasSent(sessionReminderKey(tomorrow.id, person.enrollment.id))).toBe(true);
      expect(await wasSent(sessionReminderKey(midnight.id, person.enrollment.id))).toBe(true);
    }
    const [mail] = mailsTo(asha.candidate.email).filter((m) => m.subject.endsWith("scope"));
    expect(mail.text).toContain("Hello Asha Rao");
    expect(mail.text).toContain("Nov 26, 2026, 9:30 AM IST");
    expect(mail.text).toContain("Where: Pune & Co. centre");
    expect(mail.text).toContain("/candidate/training");
    expect(mail.html).toContain("Closures &lt;and&gt; scope");
    expect(mail.html).toContain("Evening &lt;Web&gt; batch");
    expect(mail.html).not.toContain("<Web>");

    for (const person of [waiting, withdrawn, done, leaving, cancelledPerson]) expect(mailsTo(person.candidate.email)).toEqual([]);

    // Hourly reruns, and the next morning: nothing more for these sessions.
    const mailed = allMails().length;
    expect((await sessionRemindersTask.run({ now: NOW })).summary).toBe("Sent 0 session reminders");
    expect((await sessionRemindersTask.run({ now: new Date(NOW.getTime() + 3_600_000) })).summary).toBe("Sent 0 session reminders");
    expect(allMails().length).toBe(mailed);

    // A day later, the 27th's sessions are tomorrow: "Day after" is mailed (once), the 26th's are not again.
    const next = await sessionRemindersTask.run({ now: new Date(NOW.getTime() + 86_400_000) });
    expect(next.summary).toBe("Sent 2 session reminders");
    expect(mailsTo(asha.candidate.email).map((m) => m.subject)).toContain(`${SESSION_REMINDER_SUBJECT_PREFIX}: Day after`);
  });

  it("an online session says so, with its meeting link (decisions.md section 20)", async () => {
    const { batch } = await createTrainerBatch({ sessions: [hourLong("2026-11-26T10:00:00.000Z", "Online topic")] });
    await db.batch.update({ where: { id: batch.id }, data: { meetingUrl: "https://meet.example.com/online?a=1&b=2" } });
    const { candidate } = await enrol(batch.id);
    await sessionRemindersTask.run({ now: NOW });
    const [mail] = mailsTo(candidate.email);
    expect(mail.text).toContain("Where: Online");
    expect(mail.text).toContain("Join online: https://meet.example.com/online?a=1&b=2");
    expect(mail.html).toContain('href="https://meet.example.com/online?a=1&amp;b=2"');
  });

  it("a classroom batch's reminder has no meeting link", async () => {
    const { batch } = await createTrainerBatch({ mode: "classroom", location: "Pune", sessions: [hourLong("2026-11-26T10:00:00.000Z", "Classroom topic")] });
    await db.batch.update({ where: { id: batch.id }, data: { meetingUrl: "https://meet.example.com/stale" } });
    const { candidate } = await enrol(batch.id);
    await sessionRemindersTask.run({ now: NOW });
    const [mail] = mailsTo(candidate.email);
    expect(mail.text).not.toContain("Join online");
    expect(mail.html).not.toContain("meet.example.com");
  });
});
