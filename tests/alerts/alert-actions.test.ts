// The job alert server actions and page loaders on a real database: who may create (visitors and
// candidates; the client address reaches the visitor throttle), owners only for change and delete,
// the mailed confirm link confirming on load, and the unsubscribe button changing nothing twice.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const request = vi.hoisted(() => ({ ip: "203.0.113.1" }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": request.ip }) }));

const { session } = await import("@/tests/helpers/mock-guards");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { db } = await import("@/lib/db");
const { createCandidate, createUser, uniqueEmail } = await import("@/tests/factories");
const { createAlertAction, deleteAlertAction, unsubscribeAlertAction, updateAlertAction } = await import("@/lib/alerts/actions");
const { loadAlertConfirmation, loadMyAlerts, loadUnsubscribeLink } = await import("@/lib/alerts/loaders");
const { alertToken } = await import("@/lib/alerts/service/tokens");

const QUERY = { search: "Developer", employmentType: "Full Time", state: "Maharashtra", city: "Pune" };
let ipCounter = 0;

beforeEach(() => {
  session.user = null;
  request.ip = `203.0.113.${++ipCounter}`;
});

/** The token of the newest confirmation link mailed to `email`. */
function confirmToken(email: string): string {
  const mail = mailsTo(email).at(-1);
  const match = /\/alerts\/confirm\?token=(\S+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no confirmation link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

async function candidateAlert() {
  session.user = (await createCandidate()).user;
  const created = await createAlertAction({ frequency: "daily", query: QUERY });
  if (!created.ok) throw new Error(created.code);
  return { owner: session.user, alert: created.data };
}

describe("createAlertAction", () => {
  it("a candidate's alert is active at once, named after the search, with no mail", async () => {
    const { owner, alert } = await candidateAlert();
    expect(alert).toMatchObject({ status: "active", paused: false, frequency: "daily", name: "Developer in Pune", query: QUERY });
    expect(mailsTo(owner.email)).toHaveLength(0);
    expect(await loadMyAlerts()).toEqual({ alerts: [alert] });
  });

  it("a visitor's alert waits for the mailed link; the page loader confirms it once", async () => {
    const email = uniqueEmail("visitor");
    const created = await createAlertAction({ name: "Pune jobs", frequency: "instant", query: QUERY, email });
    expect(created).toMatchObject({ ok: true, data: { status: "pending", name: "Pune jobs" } });
    const token = confirmToken(email);

    const first = await loadAlertConfirmation({ token });
    expect(first).toMatchObject({ ok: true, alreadyConfirmed: false, alert: { name: "Pune jobs", status: "active" } });
    expect(await loadAlertConfirmation({ token })).toMatchObject({ ok: true, alreadyConfirmed: true });
    expect((await db.jobAlert.findFirstOrThrow({ where: { email } })).status).toBe("active");
  });

  it("a visitor without an e-mail, a bad frequency and an employer are refused with codes", async () => {
    const before = await db.jobAlert.count();
    expect(await createAlertAction({ frequency: "daily", query: QUERY })).toMatchObject({ ok: false, status: 400, code: "VALIDATION", errors: { email: "Email is required" } });
    expect(await createAlertAction({ frequency: "hourly" as "daily", query: {}, email: uniqueEmail() })).toMatchObject({
      ok: false,
      status: 400,
      code: "VALIDATION",
    });
    session.user = await createUser({ role: "Employer" });
    expect(await createAlertAction({ frequency: "daily", query: QUERY })).toMatchObject({ ok: false, status: 403, code: "FORBIDDEN" });
    expect(await db.jobAlert.count()).toBe(before);
  });

  it("the visitor throttle counts the client address from the request headers", async () => {
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await createAlertAction({ frequency: "weekly", query: {}, email: uniqueEmail(`flood${i}`) }));
    expect(results.slice(0, 10).every((r) => r.ok)).toBe(true);
    expect(results[10]).toMatchObject({ ok: false, status: 429, code: "RATE_LIMITED" });
    request.ip = "198.51.100.77";
    expect(await createAlertAction({ frequency: "weekly", query: {}, email: uniqueEmail("other") })).toMatchObject({ ok: true });
  });
});

describe("updateAlertAction and deleteAlertAction", () => {
  it("the owner renames, changes the frequency, pauses and deletes", async () => {
    const { alert } = await candidateAlert();
    expect(await updateAlertAction({ id: alert.id, name: "Renamed", frequency: "weekly" })).toMatchObject({
      ok: true,
      message: "Job alert updated",
      data: { name: "Renamed", frequency: "weekly", paused: false },
    });
    expect(await updateAlertAction({ id: alert.id, paused: true })).toMatchObject({ ok: true, data: { name: "Renamed", paused: true } });
    expect(await updateAlertAction({ id: alert.id, name: "  " })).toMatchObject({ ok: false, code: "VALIDATION", errors: { name: "Name is required" } });
    expect(await deleteAlertAction({ id: alert.id })).toMatchObject({ ok: true, message: "Job alert deleted" });
    expect(await db.jobAlert.count({ where: { id: alert.id } })).toBe(0);
  });

  it("another candidate's alert is 404 and unchanged; visitors are 401", async () => {
    const { alert } = await candidateAlert();
    session.user = (await createCandidate()).user;
    expect(await updateAlertAction({ id: alert.id, paused: true })).toMatchObject({ ok: false, status: 404, code: "NOT_FOUND" });
    expect(await deleteAlertAction({ id: alert.id })).toMatchObject({ ok: false, status: 404, code: "NOT_FOUND" });
    session.user = null;
    expect(await deleteAlertAction({ id: alert.id })).toMatchObject({ ok: false, status: 401, code: "UNAUTHENTICATED" });
    expect(await db.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({ paused: false });
  });
});

describe("unsubscribe", () => {
  it("the page loader names the alert; the button removes it once; the used link is no longer valid", async () => {
    const { alert } = await candidateAlert();
    session.user = null;
    const token = alertToken("unsubscribe", alert.id);
    expect(await loadUnsubscribeLink({ token })).toEqual({ token, alertName: "Developer in Pune" });
    expect(await db.jobAlert.count({ where: { id: alert.id } })).toBe(1); // opening the page changes nothing

    expect(await unsubscribeAlertAction({ token })).toMatchObject({ ok: true, data: { unsubscribed: true } });
    expect(await unsubscribeAlertAction({ token })).toMatchObject({ ok: true, data: { unsubscribed: false } });
    expect(await loadUnsubscribeLink({ token })).toBeNull();
  });

  it("a confirm token does not unsubscribe, a tampered one is refused, and neither page breaks", async () => {
    const { alert } = await candidateAlert();
    const wrongPurpose = alertToken("confirm", alert.id);
    expect(await loadUnsubscribeLink({ token: wrongPurpose })).toBeNull();
    expect(await unsubscribeAlertAction({ token: wrongPurpose })).toMatchObject({ ok: false, status: 400 });
    expect(await loadUnsubscribeLink({})).toBeNull();
    expect(await loadAlertConfirmation({ token: `${alert.id}.forged` })).toEqual({ ok: false, message: expect.any(String) });
    expect(await loadAlertConfirmation({})).toEqual({ ok: false, message: expect.any(String) });
    expect(await db.jobAlert.count({ where: { id: alert.id } })).toBe(1);
  });
});
