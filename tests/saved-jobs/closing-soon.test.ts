// The closing-soon task (decisions.md sections 10 and 11), run with a fixed `now`: one mail per
// candidate listing their saved, not-applied, open jobs closing within 3 days, each job mentioned once
// for its closing date. The tests share this file's database: each acts at its own `now`, a month
// after the previous one's, so the jobs of earlier tests are closed by then and never due again.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { CLOSING_SOON_SUBJECT } from "@/lib/saved-jobs/mails";
import { addDays } from "@/lib/job-search/service/lifecycle";
import { closingSoonJobKey, closingSoonMailKey, closingSoonTask } from "@/lib/saved-jobs/tasks/closing-soon";
import { TASKS } from "@/lib/registry/tasks";
import { nextRun } from "@/lib/tasks/schedule";
import { createCandidate, createEmployer, createJob } from "@/tests/factories";
import { mailsTo } from "@/tests/helpers/outbox";

// A Wednesday, 09:00 in India.
const BASE = new Date("2027-01-06T03:30:00.000Z");
const HOUR = 3_600_000;
const at = (test: number) => addDays(BASE, 30 * test);

async function saved(userId: string, ...jobIds: string[]) {
  await db.savedJob.createMany({ data: jobIds.map((jobId) => ({ userId, jobId })) });
}

describe("closing-soon", () => {
  it("is registered, daily at 09:00 India time", () => {
    const task = TASKS.find((t) => t.name === "closing-soon");
    expect(task).toBe(closingSoonTask);
    expect(nextRun(closingSoonTask.cron, new Date("2027-01-06T04:00:00.000Z")).toISOString()).toBe("2027-01-07T03:30:00.000Z");
  });

  it("mails each candidate once about the saved, not-applied, open jobs closing within 3 days, soonest first", async () => {
    const now = at(0);
    const { employer } = await createEmployer({ orgName: "Closing Co" });
    const job = (post: string, validThrough: Date, extra = {}) => createJob({ employerId: employer.id, post, validThrough, createdAt: addDays(now, -20), ...extra });
    const inOneDay = await job("Closes Tomorrow", addDays(now, 1));
    const atThreeDays = await job("Closes In Three Days", addDays(now, 3));
    const inFourDays = await job("Closes In Four Days", addDays(now, 4));
    const applied = await job("Applied Already", addDays(now, 1));
    const closed = await job("Filled Already", addDays(now, 1), { closedAt: addDays(now, -1), closeReason: "filled" });
    const passed = await job("Date Passed", new Date(now.getTime() - HOUR));
    const pendingEmployer = await createEmployer("pending");
    const hidden = await createJob({ employerId: pendingEmployer.employer.id, post: "Hidden Employer", validThrough: addDays(now, 1) });
    const notSaved = await job("Nobody Saved This", addDays(now, 1));

    const { user: ana } = await createCandidate({ name: "Ana" });
    const { user: ben } = await createCandidate({ name: "Ben" });
    const { user: cai } = await createCandidate({ name: "Cai" });
    // Scheduled for deletion: no more mail.
    const { user: dee } = await createCandidate({ name: "Dee" });
    await db.user.update({ where: { id: dee.id }, data: { deletionRequestedAt: addDays(now, -1) } });
    await saved(dee.id, inOneDay.id);
    await saved(ana.id, inFourDays.id, atThreeDays.id, inOneDay.id, applied.id, closed.id, passed.id, hidden.id);
    await saved(ben.id, inOneDay.id);
    await saved(cai.id, applied.id, inFourDays.id);
    await db.application.create({ data: { jobId: applied.id, candidateId: ana.id } });
    await db.application.create({ data: { jobId: applied.id, candidateId: cai.id } });
    expect(notSaved.id).toBeTruthy();

    expect(await closingSoonTask.run({ now })).toEqual({ summary: "Sent 2 reminders" });

    expect(mailsTo(dee.email)).toHaveLength(0);
    const [anaMail] = mailsTo(ana.email);
    expect(mailsTo(ana.email)).toHaveLength(1);
    expect(anaMail.subject).toBe(CLOSING_SOON_SUBJECT);
    expect(anaMail.text).toContain("Hello Ana, 2 jobs you saved stop accepting applications within 3 days:");
    const listed = anaMail.text.split("\n").filter((line) => line.startsWith("- "));
    expect(listed).toHaveLength(2);
    expect(listed[0]).toContain(`Closes Tomorrow at Closing Co`);
    expect(listed[0]).toContain(`/jobs/${inOneDay.id}`);
    expect(listed[1]).toContain("Closes In Three Days");
    expect(anaMail.html).toContain("Closes Tomorrow");
    expect(mailsTo(ben.email)).toHaveLength(1);
    expect(mailsTo(ben.email)[0].text).toContain("Hello Ben, a job you saved stops accepting applications within 3 days:");
    expect(mailsTo(cai.email)).toHaveLength(0);

    // A second run (a retry, a rerun the same day, or an hour later): nobody is mailed again.
    expect(await closingSoonTask.run({ now })).toEqual({ summary: "Sent 0 reminders" });
    expect(await closingSoonTask.run({ now: new Date(now.getTime() + HOUR) })).toEqual({ summary: "Sent 0 reminders" });
    expect(mailsTo(ana.email)).toHaveLength(1);
    expect(mailsTo(ben.email)).toHaveLength(1);

    // The next day the four-day job comes within range: only it is mentioned (the others were already).
    expect(await closingSoonTask.run({ now: addDays(now, 1) })).toEqual({ summary: "Sent 2 reminders" });
    const anaNext = mailsTo(ana.email)[1];
    expect(anaNext.text.split("\n").filter((line) => line.startsWith("- "))).toEqual([expect.stringContaining("Closes In Four Days")]);
    expect(mailsTo(cai.email)).toHaveLength(1);
    expect(mailsTo(ben.email)).toHaveLength(1);
  });

  it("mentions a renewed job again for its new closing date", async () => {
    const now = at(1);
    const job = await createJob({ post: "Renewed Role", validThrough: addDays(now, 2), createdAt: addDays(now, -20) });
    const { user } = await createCandidate();
    await saved(user.id, job.id);
    expect(await closingSoonTask.run({ now })).toEqual({ summary: "Sent 1 reminder" });
    expect(await db.mailReceipt.count({ where: { key: closingSoonJobKey(user.id, job.id, addDays(now, 2)) } })).toBe(1);

    // Renewed by 5 days: due again 3 days before the new date.
    await db.job.update({ where: { id: job.id }, data: { validThrough: addDays(now, 7) } });
    expect(await closingSoonTask.run({ now: addDays(now, 1) })).toEqual({ summary: "Sent 0 reminders" });
    expect(await closingSoonTask.run({ now: addDays(now, 4) })).toEqual({ summary: "Sent 1 reminder" });
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it("a mail key claimed by another run: no mail, and no job is marked as mentioned", async () => {
    const now = at(2);
    const job = await createJob({ post: "Raced Role", validThrough: addDays(now, 1), createdAt: addDays(now, -20) });
    const { user } = await createCandidate();
    await saved(user.id, job.id);
    await db.mailReceipt.create({ data: { key: closingSoonMailKey(user.id, now) } });

    expect(await closingSoonTask.run({ now })).toEqual({ summary: "Sent 0 reminders" });
    expect(mailsTo(user.email)).toHaveLength(0);
    expect(await db.mailReceipt.count({ where: { key: closingSoonJobKey(user.id, job.id, addDays(now, 1)) } })).toBe(0);
    // The next India day it goes out.
    expect(await closingSoonTask.run({ now: new Date(now.getTime() + 20 * HOUR) })).toEqual({ summary: "Sent 1 reminder" });
  });

  it("keys the mail by the India day", () => {
    // 23:00 UTC on Jan 6 is already Jan 7 in India.
    expect(closingSoonMailKey("u1", new Date("2027-01-06T23:00:00.000Z"))).toBe("closing-soon:u1:2027-01-07");
    expect(closingSoonJobKey("u1", "j1", new Date("2027-01-09T10:00:00.000Z"))).toBe("closing-soon-job:u1:j1:2027-01-09T10:00:00.000Z");
  });
});
