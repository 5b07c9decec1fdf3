// The alert tasks (lib/tasks/alerts-*.ts): instant mails once per (alert, job), a rerun sends nothing,
// paused and pending alerts are skipped; digests list at most 20 jobs then "and N more", never repeat a
// job, advance the cursor, and mail nobody twice in one period. Mails carry the List-Unsubscribe headers.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createJob, uniqueEmail } = await import("@/tests/factories");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { alertsInstantTask } = await import("@/lib/alerts/tasks/instant");
const { alertsDailyTask } = await import("@/lib/alerts/tasks/daily");
const { alertsWeeklyTask } = await import("@/lib/alerts/tasks/weekly");
const { findTask } = await import("@/lib/registry/tasks");
const { alertToken } = await import("@/lib/alerts/service/tokens");

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Noon today in India time: runs a few minutes apart then stay in one day and one ISO week. */
function middayIst(): Date {
  const ist = new Date(Date.now() + 5.5 * HOUR);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), 12) - 5.5 * HOUR);
}

const uniqueCity = () => `Alertpur ${randomUUID().slice(0, 8)}`;

type AlertInput = { frequency: "instant" | "daily" | "weekly"; city: string; status?: "pending" | "active"; paused?: boolean; cursor?: Date; userId?: string };

async function alertFor(input: AlertInput) {
  const email = input.userId ? null : uniqueEmail("alert");
  const row = await db.jobAlert.create({
    data: {
      userId: input.userId ?? null,
      email,
      name: `Jobs in ${input.city}`,
      frequency: input.frequency,
      status: input.status ?? "active",
      paused: input.paused ?? false,
      city: input.city,
      cursor: input.cursor,
    },
  });
  return { alert: row, to: email! };
}

function checkAlertMail(mail: { subject: string; text: string; html: string; headers?: Record<string, string> }, alertId: string, name: string) {
  const token = encodeURIComponent(alertToken("unsubscribe", alertId));
  expect(mail.subject).toBe(`New jobs for "${name}"`);
  expect(mail.headers?.["List-Unsubscribe"]).toBe(`<http://localhost:3000/api/v1/alerts/unsubscribe?token=${token}>`);
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.text).toContain(`/alerts/unsubscribe?token=${token}`);
  expect(mail.html).toContain(`/alerts/unsubscribe?token=${token}`);
}

describe("alerts-instant", () => {
  it("is registered every minute; the daily and weekly digests too", () => {
    expect(findTask("alerts-instant")?.cron).toBe("* * * * *");
    expect(findTask("alerts-daily")).toBe(alertsDailyTask);
    expect(findTask("alerts-weekly")).toBe(alertsWeeklyTask);
  });

  it("mails a job approved at t with the run at t+1 min, once; the rerun sends nothing", async () => {
    const city = uniqueCity();
    const { alert, to } = await alertFor({ frequency: "instant", city });
    const t = new Date();
    const job = await createJob({ city, post: "Site Engineer", openedAt: t });
    expect((await alertsInstantTask.run({ now: new Date(t.getTime() - 1000) })).summary).toBeDefined();
    expect(mailsTo(to)).toHaveLength(0); // not yet open at that moment
    await alertsInstantTask.run({ now: new Date(t.getTime() + MINUTE) });
    const mails = mailsTo(to);
    expect(mails).toHaveLength(1);
    checkAlertMail(mails[0], alert.id, `Jobs in ${city}`);
    expect(mails[0].text).toContain(`Site Engineer at`);
    expect(mails[0].text).toContain(`/jobs/${job.id}`);
    expect(await db.alertDelivery.count({ where: { alertId: alert.id, jobId: job.id } })).toBe(1);

    await alertsInstantTask.run({ now: new Date(t.getTime() + MINUTE) });
    await alertsInstantTask.run({ now: new Date(t.getTime() + 2 * MINUTE) });
    expect(mailsTo(to)).toHaveLength(1);
  });

  it("sends to the candidate's current e-mail; skips paused, pending, closed and older jobs", async () => {
    const city = uniqueCity();
    const { user } = await createCandidate();
    const newEmail = uniqueEmail("moved");
    await db.user.update({ where: { id: user.id }, data: { email: newEmail } });
    await alertFor({ frequency: "instant", city, userId: user.id });
    const paused = await alertFor({ frequency: "instant", city, paused: true });
    const pending = await alertFor({ frequency: "instant", city, status: "pending" });
    const now = new Date();
    await createJob({ city, openedAt: new Date(now.getTime() - 10 * MINUTE) });
    await createJob({ city, openedAt: new Date(now.getTime() - 2 * HOUR) });
    await createJob({ city, openedAt: new Date(now.getTime() - 5 * MINUTE), closedAt: now, closeReason: "filled" });
    const { employer } = await createEmployer("pending");
    await createJob({ city, openedAt: new Date(now.getTime() - 5 * MINUTE), employerId: employer.id });
    await alertsInstantTask.run({ now });
    expect(mailsTo(newEmail)).toHaveLength(1);
    expect(mailsTo(user.email)).toHaveLength(0);
    expect(mailsTo(paused.to)).toHaveLength(0);
    expect(mailsTo(pending.to)).toHaveLength(0);
    expect(await db.alertDelivery.count({ where: { alertId: { in: [paused.alert.id, pending.alert.id] } } })).toBe(0);
  });

  it("mails nobody whose account is scheduled for deletion", async () => {
    const city = uniqueCity();
    const { user } = await createCandidate();
    await alertFor({ frequency: "instant", city, userId: user.id });
    await db.user.update({ where: { id: user.id }, data: { deletionRequestedAt: new Date() } });
    const now = new Date();
    await createJob({ city, openedAt: new Date(now.getTime() - 5 * MINUTE) });
    await alertsInstantTask.run({ now });
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});

describe("alerts-daily and alerts-weekly", () => {
  it("lists the 20 newest jobs and 'and N more', records them, advances the cursor; a rerun sends nothing", async () => {
    const city = uniqueCity();
    const now = middayIst();
    const { alert, to } = await alertFor({ frequency: "daily", city, cursor: new Date(now.getTime() - 2 * DAY) });
    const { employer } = await createEmployer();
    const jobs = [];
    for (let i = 0; i < 25; i++) {
      jobs.push(await createJob({ employerId: employer.id, city, post: `Role ${String(i).padStart(2, "0")}`, openedAt: new Date(now.getTime() - DAY + i * MINUTE) }));
    }
    await createJob({ employerId: employer.id, city, post: "Before the cursor", openedAt: new Date(now.getTime() - 3 * DAY) });

    const result = await alertsDailyTask.run({ now });
    expect(result.summary).toMatch(/^Sent \d+ daily job alert digests?$/);
    const mails = mailsTo(to);
    expect(mails).toHaveLength(1);
    checkAlertMail(mails[0], alert.id, `Jobs in ${city}`);
    const listed = mails[0].text.split("\n").filter((line) => line.startsWith("- "));
    expect(listed).toHaveLength(20);
    expect(listed[0]).toContain("Role 24");
    expect(listed[19]).toContain("Role 05");
    expect(mails[0].text).not.toContain("Before the cursor");
    expect(mails[0].text).toContain(`and 5 more: http://localhost:3000/jobs?${new URLSearchParams({ city })}`);
    expect(mails[0].html).toContain("and 5 more");

    const row = await db.jobAlert.findUniqueOrThrow({ where: { id: alert.id } });
    expect(row.cursor.getTime()).toBe(now.getTime());
    expect(row.lastSentAt?.getTime()).toBe(now.getTime());
    const delivered = await db.alertDelivery.findMany({ where: { alertId: alert.id }, select: { jobId: true } });
    expect(delivered.map((d) => d.jobId).sort()).toEqual(jobs.slice(5).map((j) => j.id).sort());

    // Same day: nothing, even with a new job (it waits for tomorrow's digest).
    await alertsDailyTask.run({ now });
    const late = await createJob({ employerId: employer.id, city, post: "Late Role", openedAt: new Date(now.getTime() + 10 * MINUTE) });
    await alertsDailyTask.run({ now: new Date(now.getTime() + 20 * MINUTE) });
    expect(mailsTo(to)).toHaveLength(1);
    expect(await db.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({ cursor: now });

    // Next day: only the new job, no earlier one again.
    await alertsDailyTask.run({ now: new Date(now.getTime() + DAY) });
    const next = mailsTo(to);
    expect(next).toHaveLength(2);
    const nextListed = next[1].text.split("\n").filter((line) => line.startsWith("- "));
    expect(nextListed).toHaveLength(1);
    expect(nextListed[0]).toContain(`/jobs/${late.id}`);
    expect(next[1].text).not.toContain("more:");

    // Nothing new: nothing sent, the cursor stays.
    await alertsDailyTask.run({ now: new Date(now.getTime() + 2 * DAY) });
    expect(mailsTo(to)).toHaveLength(2);
    expect((await db.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).cursor.getTime()).toBe(now.getTime() + DAY);
  });

  it("never lists a job already delivered to the alert, and skips paused and pending digests", async () => {
    const city = uniqueCity();
    const now = middayIst();
    const cursor = new Date(now.getTime() - DAY);
    const { alert, to } = await alertFor({ frequency: "weekly", city, cursor });
    const paused = await alertFor({ frequency: "weekly", city, cursor, paused: true });
    const pending = await alertFor({ frequency: "weekly", city, cursor, status: "pending" });
    const daily = await alertFor({ frequency: "daily", city, cursor });
    const seen = await createJob({ city, post: "Already Sent", openedAt: new Date(now.getTime() - HOUR) });
    await db.alertDelivery.create({ data: { alertId: alert.id, jobId: seen.id } });
    await createJob({ city, post: "Fresh Role", openedAt: new Date(now.getTime() - HOUR) });

    await alertsWeeklyTask.run({ now });
    const mails = mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Fresh Role");
    expect(mails[0].text).not.toContain("Already Sent");
    for (const other of [paused, pending, daily]) expect(mailsTo(other.to)).toHaveLength(0);

    // Filters of every kind survive into the "and N more" link (enums as their labels).
    const filtered = await db.jobAlert.create({
      data: { email: uniqueEmail("filtered"), name: "Part-time walk-ins", frequency: "weekly", cursor, city, employmentType: "PartTime", hiringProcess: "WalkIn", workplaceType: "remote", minSalary: 100_000 },
    });
    const { employer } = await createEmployer();
    for (let i = 0; i < 21; i++) {
      await createJob({ employerId: employer.id, city, employmentType: "PartTime", hiringProcess: "WalkIn", workplaceType: "remote", salary: { min: 200_000, unit: "YEAR" }, openedAt: new Date(now.getTime() - HOUR) });
    }
    await alertsWeeklyTask.run({ now });
    const [digest] = mailsTo(filtered.email!);
    const more = /and 1 more: (\S+)/.exec(digest.text)?.[1];
    expect(more).toMatch(/^http:\/\/localhost:3000\/jobs\?/);
    expect(Object.fromEntries(new URL(more!).searchParams)).toEqual({ city, employmentType: "Part Time", hiringProcess: "Walk In", minSalary: "100000", workplaceType: "remote" });

    // Later the same ISO week: nothing again.
    await createJob({ city, post: "Another Role", openedAt: new Date(now.getTime() + MINUTE) });
    await alertsWeeklyTask.run({ now: new Date(now.getTime() + 2 * MINUTE) });
    expect(mailsTo(to)).toHaveLength(1);
  });
});
