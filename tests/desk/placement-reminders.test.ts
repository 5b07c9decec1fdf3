// The placements' reminders (placement-reminders, decisions.md section 17): at 30 days and 5 days before
// the guarantee ends (India days), missed days caught up, once however often the task runs; and the
// placements' personal data: the candidate's export, and the purge (rows kept, an erased recruiter cut,
// an erased candidate's fall-through reason cleared).
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));

const { db } = await import("@/lib/db");
const { formatIndiaDay } = await import("@/lib/format/date");
const { createUser } = await import("@/tests/factories");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { offeredAgencyApplication, placementStarted } = await import("@/tests/desk/agency-fixtures");
const { addDays } = await import("@/lib/desk/rules/placements");
const { placementRemindersTask } = await import("@/lib/desk/tasks/placement-reminders");
const { placementReminderKey } = await import("@/lib/desk/mails/placements");
const { wasSent } = await import("@/lib/email/once");
const { TASKS } = await import("@/lib/registry/tasks");
const { readCandidate } = await import("@/lib/registry/personal-data/candidate");
const { purgeTask } = await import("@/lib/privacy/tasks/purge");

const today = () => formatIndiaDay(new Date());

describe("placement-reminders", () => {
  it("is registered, daily", () => {
    expect(TASKS).toContain(placementRemindersTask);
    expect(placementRemindersTask.cron).toBe("0 9 * * *");
  });

  it("reminds at 30 and 85 days (India), catches up missed days, and mails once however often it runs", async () => {
    // 2027-03-10, 06:00 in India (00:30 UTC): the India day is the 10th.
    const now = new Date("2027-03-10T00:30:00.000Z");
    const day = (offset: number) => new Date(`${addDays("2027-03-10", -offset)}T00:00:00Z`);
    const riya = await createUser({ role: "Recruiter", name: "Riya" });
    const leaving = await createUser({ role: "Recruiter", name: "Leaving" });
    await db.user.update({ where: { id: leaving.id }, data: { deletionRequestedAt: new Date() } });
    const make = async (offset: number, name: string, opts: { status?: "active" | "fell_through"; recruiter?: SessionUser } = {}) => {
      const made = await offeredAgencyApplication(opts.recruiter ?? riya, name);
      const fell = opts.status === "fell_through";
      return db.placement.create({
        data: { applicationId: made.applicationId, recruiterId: (opts.recruiter ?? riya).id, startDate: day(offset), status: fell ? "fell_through" : "active", fellThroughAt: fell ? now : null },
      });
    };
    const day30 = await make(30, "Thirty Days");
    const day29 = await make(29, "Twenty Nine");
    await make(40, "Forty Days");
    const day85 = await make(85, "Eighty Five");
    const late85 = await make(87, "Eighty Seven");
    const over = await make(91, "Ninety One");
    const fell = await make(30, "Fell Through", { status: "fell_through" });
    const notMailed = await make(30, "Leaving Recruiter", { recruiter: leaving });

    // Other tests' placements may be due too at this `now`: Riya's mails are this test's.
    const first = await placementRemindersTask.run({ now });
    expect(first.summary).toMatch(/^Sent \d+ placement reminders$/);
    const second = await placementRemindersTask.run({ now });
    expect(second.summary).toBe("Sent 0 placement reminders");

    const subjects = mailsTo(riya.email).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Check in with Thirty Days: 30 days at Globex /),
        expect.stringMatching(/^Check in with Forty Days: 30 days at Globex /),
        "The guarantee for Eighty Five ends in 5 days",
        "The guarantee for Eighty Seven ends in 3 days",
      ]),
    );
    expect(subjects).toHaveLength(4);
    expect(await wasSent(placementReminderKey(day30.id, "day30"))).toBe(true);
    expect(await wasSent(placementReminderKey(day85.id, "day85"))).toBe(true);
    // Day 87: the warning supersedes the check-in that was never sent.
    expect(await wasSent(placementReminderKey(late85.id, "day30"))).toBe(false);
    for (const id of [day29.id, over.id, fell.id, notMailed.id]) {
      expect(await wasSent(placementReminderKey(id, "day30"))).toBe(false);
      expect(await wasSent(placementReminderKey(id, "day85"))).toBe(false);
    }
    expect(mailsTo(leaving.email)).toEqual([]);
    expect(await db.notification.count({ where: { userId: riya.id, kind: "placement" } })).toBe(4);

    // The next day: the 29-day placement reaches 30.
    await placementRemindersTask.run({ now: new Date(now.getTime() + 86_400_000) });
    expect(await wasSent(placementReminderKey(day29.id, "day30"))).toBe(true);
    expect(mailsTo(riya.email)).toHaveLength(5);
  });
});

describe("personal data", () => {
  it("a candidate's export lists their placements; the purge keeps the rows and cuts an erased recruiter", async () => {
    const riya = await createUser({ role: "Recruiter" });
    const { placement, candidate, company } = await placementStarted(riya, 10, "Esha Five");
    const exported = await readCandidate(candidate.id, () => null);
    expect(exported.placements).toEqual([
      expect.objectContaining({ job: expect.objectContaining({ post: "QA Engineer", orgName: company.orgName }), startDate: addDays(today(), -10), status: "active" }),
    ]);

    await db.user.update({ where: { id: riya.id }, data: { deletionRequestedAt: new Date(Date.now() - 30 * 86_400_000) } });
    await purgeTask.run({ now: new Date() });
    const row = await db.placement.findUniqueOrThrow({ where: { id: placement.id } });
    expect(row.recruiterId).toBeNull();
    expect(row.status).toBe("active");
  });

  it("an erased candidate's placement stays (it counts in the reports) without the desk's reason", async () => {
    const sam = await createUser({ role: "Recruiter" });
    const { placement, candidate } = await placementStarted(sam, 10, "Farah Six", "fell_through");
    await db.placement.update({ where: { id: placement.id }, data: { fellThroughReason: "Moved abroad for family reasons" } });
    await db.user.update({ where: { id: candidate.id }, data: { deletionRequestedAt: new Date(Date.now() - 30 * 86_400_000) } });
    await purgeTask.run({ now: new Date() });
    const row = await db.placement.findUniqueOrThrow({ where: { id: placement.id } });
    expect(row).toMatchObject({ status: "fell_through", fellThroughReason: null, recruiterId: sam.id });
  });
});
