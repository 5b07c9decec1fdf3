// A failed alert mail is given back: the digest's key, deliveries and cursor (or the instant pair's
// delivery) return to what they were, the run fails (so the queue retries), and the retry mails it
// once, while the mails that did go out are not sent again.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const outage = vi.hoisted(() => ({ down: true }));
vi.mock("@/lib/email", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/email")>();
  return {
    ...actual,
    sendMail: async (mail: Parameters<typeof actual.sendMail>[0]) => {
      if (outage.down && mail.to.startsWith("unlucky-")) throw new actual.MailError("provider down");
      return actual.sendMail(mail);
    },
  };
});

const { db } = await import("@/lib/db");
const { createJob, uniqueEmail } = await import("@/tests/factories");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { alertsDailyTask } = await import("@/lib/alerts/tasks/daily");
const { alertsInstantTask } = await import("@/lib/alerts/tasks/instant");

const DAY = 86_400_000;

describe("a failed alert mail", () => {
  it("digest: gives back key, deliveries and cursor; the retry sends it once", async () => {
    outage.down = true;
    const city = `Failpur ${randomUUID().slice(0, 8)}`;
    const now = new Date();
    const cursor = new Date(now.getTime() - DAY);
    const lucky = await db.jobAlert.create({ data: { email: uniqueEmail("lucky"), name: "L", frequency: "daily", city, cursor } });
    const unlucky = await db.jobAlert.create({ data: { email: uniqueEmail("unlucky"), name: "U", frequency: "daily", city, cursor } });
    await createJob({ city, openedAt: new Date(now.getTime() - 60_000) });

    await expect(alertsDailyTask.run({ now })).rejects.toThrow(/^1 of 2 daily alert digests failed, first: provider down/);
    expect(mailsTo(lucky.email!)).toHaveLength(1);
    expect(await db.jobAlert.findUniqueOrThrow({ where: { id: unlucky.id } })).toMatchObject({ cursor, lastSentAt: null });
    expect(await db.alertDelivery.count({ where: { alertId: unlucky.id } })).toBe(0);
    expect(await db.mailReceipt.count({ where: { key: { startsWith: `alert-digest:${unlucky.id}:` } } })).toBe(0);

    outage.down = false;
    await alertsDailyTask.run({ now });
    expect(mailsTo(unlucky.email!)).toHaveLength(1);
    expect(mailsTo(lucky.email!)).toHaveLength(1);
    expect(await db.alertDelivery.count({ where: { alertId: unlucky.id } })).toBe(1);
  });

  it("instant: gives back the delivery; the next run sends it once", async () => {
    outage.down = true;
    const city = `Failpur ${randomUUID().slice(0, 8)}`;
    const lucky = await db.jobAlert.create({ data: { email: uniqueEmail("lucky"), name: "L", frequency: "instant", city } });
    const unlucky = await db.jobAlert.create({ data: { email: uniqueEmail("unlucky"), name: "U", frequency: "instant", city } });
    const now = new Date();
    await createJob({ city, openedAt: new Date(now.getTime() - 60_000) });

    await expect(alertsInstantTask.run({ now })).rejects.toThrow(/instant alert mails failed, first: provider down/);
    expect(mailsTo(lucky.email!)).toHaveLength(1);
    expect(await db.alertDelivery.count({ where: { alertId: unlucky.id } })).toBe(0);

    outage.down = false;
    await alertsInstantTask.run({ now: new Date(now.getTime() + 60_000) });
    expect(mailsTo(unlucky.email!)).toHaveLength(1);
    expect(mailsTo(lucky.email!)).toHaveLength(1);
  });
});
