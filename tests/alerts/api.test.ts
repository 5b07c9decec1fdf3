// Job alerts through their route handlers (decisions.md section 11): create (candidate active,
// visitor pending + confirmation mail, the limit of 10, roles, validation, visitor throttle), the
// owner's list/change/delete, confirm (wrong token, twice), GET alerts/unsubscribe answering the state
// and changing nothing (mail scanners follow links), and unsubscribing by RFC 8058 one-click POST
// (wrong token and reused token change nothing).
import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createUser, uniqueEmail } = await import("@/tests/factories");
const { callRoute } = await import("@/tests/helpers/call-route");
const { badRequestErrors } = await import("@/tests/helpers/api-failure");
const { mailsTo } = await import("@/tests/helpers/outbox");
const alertsRoute = await import("@/app/api/v1/alerts/route");
const alertRoute = await import("@/app/api/v1/alerts/[id]/route");
const confirmRoute = await import("@/app/api/v1/alerts/confirm/route");
const unsubscribeRoute = await import("@/app/api/v1/alerts/unsubscribe/route");
const { alertToken } = await import("@/lib/alerts/service/tokens");
const { describeToken, INVALID_LINK_MESSAGE } = await import("@/lib/alerts/service/subscription");
const { VISITOR_ALERTS_PER_EMAIL_PER_DAY } = await import("@/lib/alerts/service/manage");

type SessionUser = Awaited<ReturnType<typeof createCandidate>>["user"];
type AlertJson = { id: string; name: string; frequency: string; status: string; paused: boolean; query: Record<string, unknown>; lastSentAt: string | null };

let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function create(as: SessionUser | null, body: unknown, ip = freshIp()) {
  return callRoute(alertsRoute.POST as Handler, { as, method: "POST", path: "/api/v1/alerts", body, ip });
}

const list = (as: SessionUser | null) => callRoute(alertsRoute.GET as Handler, { as, path: "/api/v1/alerts" });
const patch = (as: SessionUser | null, id: string, body: unknown) =>
  callRoute(alertRoute.PATCH as Handler, { as, method: "PATCH", path: `/api/v1/alerts/${id}`, params: { id }, body });
const remove = (as: SessionUser | null, id: string) =>
  callRoute(alertRoute.DELETE as Handler, { as, method: "DELETE", path: `/api/v1/alerts/${id}`, params: { id } });
const confirm = (token: string) =>
  callRoute(confirmRoute.GET as Handler, { as: null, path: `/api/v1/alerts/confirm?token=${encodeURIComponent(token)}` });
const unsubscribeGet = (token: string) =>
  callRoute(unsubscribeRoute.GET as Handler, { as: null, path: `/api/v1/alerts/unsubscribe?token=${encodeURIComponent(token)}` });

/** What a mail provider sends for RFC 8058: form-encoded, no cookie; Origin absent or the provider's own. */
async function unsubscribeOneClick(token: string, origin?: string) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (origin) headers.origin = origin;
  const req = new NextRequest(new URL(`/api/v1/alerts/unsubscribe?token=${encodeURIComponent(token)}`, "http://localhost"), {
    method: "POST",
    headers,
    body: "List-Unsubscribe=One-Click",
  });
  const res = await (unsubscribeRoute.POST as Handler)(req, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; response?: { unsubscribed: boolean } } };
}

const tokenIn = (text: string) => /token=([^\s&]+)/.exec(text)?.[1];

describe("POST alerts", () => {
  it("creates a candidate's alert active, named after its query, and mails nothing", async () => {
    const { user } = await createCandidate();
    const res = await create(user, { frequency: "daily", query: { search: "Developer", city: "Pune", employmentType: "full-time" } });
    expect(res.status).toBe(201);
    const alert = res.body.response as AlertJson;
    expect(alert).toMatchObject({ name: "Developer in Pune", frequency: "daily", status: "active", paused: false, lastSentAt: null });
    expect(alert.query).toEqual({ search: "Developer", city: "Pune", employmentType: "Full Time" });
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it("ignores a candidate's email: the alert goes to the account", async () => {
    const { user } = await createCandidate();
    const other = uniqueEmail("other");
    const res = await create(user, { name: "Mine", frequency: "weekly", query: {}, email: other });
    expect(res.status).toBe(201);
    const row = await db.jobAlert.findUniqueOrThrow({ where: { id: (res.body.response as AlertJson).id } });
    expect(row).toMatchObject({ userId: user.id, email: null, name: "Mine" });
    expect(mailsTo(other)).toHaveLength(0);
  });

  it("creates a visitor's alert pending and mails the confirmation link", async () => {
    const email = uniqueEmail("visitor");
    const res = await create(null, { frequency: "instant", query: { post: "Backend Developer" }, email: email.toUpperCase() });
    expect(res.status).toBe(201);
    const alert = res.body.response as AlertJson;
    expect(alert.status).toBe("pending");
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Confirm your job alert");
    expect(mails[0].text).toContain("/alerts/confirm?token=");
    expect(decodeURIComponent(tokenIn(mails[0].text)!)).toBe(alertToken("confirm", alert.id));
  });

  it("refuses a visitor without email, other roles, and bad input", async () => {
    const noEmail = await create(null, { frequency: "daily", query: {} });
    expect(badRequestErrors(noEmail)).toEqual({ email: "Email is required" });
    for (const role of ["Employer", "Admin", "University"] as const) {
      const user = role === "Employer" ? (await createEmployer()).user : await createUser({ role });
      const res = await create(user, { frequency: "daily", query: {} });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("FORBIDDEN");
    }
    const { user } = await createCandidate();
    const bad = await create(user, { frequency: "hourly", query: { employmentType: "Freelance", minSalary: -5, workplaceType: "moon" } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION");
    // Field errors are keyed by the top-level field (lib/api/errors.ts fieldErrors): the query's first problem.
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(["frequency", "query"]);
    expect(bad.body.errors?.query).toMatch(/^Employment type must be one of/);
    for (const query of [{ minSalary: -5 }, { minSalary: "ten" }, { workplaceType: "moon" }, { hiringProcess: "Carrier pigeon" }, { city: "x".repeat(101) }]) {
      expect((await create(user, { frequency: "daily", query })).status).toBe(400);
    }
    expect(await db.jobAlert.count({ where: { userId: user.id } })).toBe(0);
    const badEmail = await create(null, { frequency: "daily", query: {}, email: "not-an-email" });
    expect(badEmail.status).toBe(400);
  });

  it("allows at most 10 alerts per candidate: the 11th is 409 LIMIT_REACHED", async () => {
    const { user } = await createCandidate();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => create(user, { frequency: "daily", query: { search: `Role ${i}` } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0].body.code).toBe("LIMIT_REACHED");
    expect(await db.jobAlert.count({ where: { userId: user.id } })).toBe(10);
  });

  it("throttles a visitor's e-mail and IP, so nobody can mail-bomb an address", async () => {
    const email = uniqueEmail("bombed");
    for (let i = 0; i < VISITOR_ALERTS_PER_EMAIL_PER_DAY; i++) {
      expect((await create(null, { frequency: "daily", query: {}, email })).status).toBe(201);
    }
    const refused = await create(null, { frequency: "daily", query: {}, email });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("RATE_LIMITED");
    expect(mailsTo(email)).toHaveLength(VISITOR_ALERTS_PER_EMAIL_PER_DAY);

    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await create(null, { frequency: "daily", query: {}, email: uniqueEmail("ip") }, ip)).status);
    expect(answers.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it("limits a visitor's e-mail to 10 alerts", async () => {
    const email = uniqueEmail("many");
    await db.jobAlert.createMany({ data: Array.from({ length: 10 }, (_, i) => ({ email, name: `A${i}`, frequency: "daily" as const, status: "active" as const })) });
    const res = await create(null, { frequency: "daily", query: {}, email });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("LIMIT_REACHED");
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe("GET, PATCH and DELETE alerts", () => {
  it("lets the owner list, rename, pause and delete; another candidate gets 404", async () => {
    const { user } = await createCandidate();
    const { user: other } = await createCandidate();
    const first = (await create(user, { frequency: "daily", query: { city: "Pune" } })).body.response as AlertJson;
    const second = (await create(user, { frequency: "weekly", query: { post: "Designer" } })).body.response as AlertJson;
    const listed = await list(user);
    expect((listed.body.response as { alerts: AlertJson[] }).alerts.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(((await list(other)).body.response as { alerts: AlertJson[] }).alerts).toEqual([]);

    const changed = await patch(user, first.id, { name: "Pune jobs", frequency: "instant", paused: true });
    expect(changed.status).toBe(200);
    expect(changed.body.response).toMatchObject({ id: first.id, name: "Pune jobs", frequency: "instant", paused: true });
    expect((await patch(user, first.id, { name: "  " })).status).toBe(400);

    expect((await patch(other, first.id, { paused: false })).status).toBe(404);
    expect((await remove(other, first.id)).status).toBe(404);
    expect(await db.jobAlert.findUnique({ where: { id: first.id } })).toMatchObject({ paused: true });

    expect((await remove(user, first.id)).status).toBe(200);
    expect((await remove(user, first.id)).status).toBe(404);
    expect(await db.jobAlert.findUnique({ where: { id: first.id } })).toBeNull();
  });

  it("needs a logged-in candidate", async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list((await createEmployer()).user)).status).toBe(403);
  });
});

async function visitorAlert() {
  const email = uniqueEmail("visitor");
  const alert = (await create(null, { frequency: "daily", query: { city: "Nashik" }, email })).body.response as AlertJson;
  return { email, alert };
}

describe("GET alerts/confirm", () => {
  it("activates a pending alert once; a second click says it was already confirmed", async () => {
    const { alert } = await visitorAlert();
    const token = alertToken("confirm", alert.id);
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({ alreadyConfirmed: false, alert: { id: alert.id, status: "active" } });
    const again = await confirm(token);
    expect(again.body.response).toMatchObject({ alreadyConfirmed: true, alert: { status: "active" } });
  });

  it("refuses a wrong token and changes nothing", async () => {
    const { alert } = await visitorAlert();
    const forged = `${alert.id}.${"A".repeat(43)}`;
    for (const token of [forged, alertToken("unsubscribe", alert.id), "garbage", `${alert.id}.`]) {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
    }
    expect((await confirm("")).status).toBe(400);
    expect(await db.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({ status: "pending" });
    // A well-signed token of an alert that is gone: 404.
    await db.jobAlert.delete({ where: { id: alert.id } });
    expect((await confirm(alertToken("confirm", alert.id))).body.code).toBe("NOT_FOUND");
  });
});

describe("alerts/unsubscribe", () => {
  it("GET answers the alert's state and changes nothing, however often a scanner follows the link (issue 29)", async () => {
    const { user } = await createCandidate();
    const alert = (await create(user, { name: "Developers in Pune", frequency: "daily", query: { city: "Pune" } })).body.response as AlertJson;
    const token = alertToken("unsubscribe", alert.id);
    for (let i = 0; i < 2; i++) {
      const res = await unsubscribeGet(token);
      expect(res.status).toBe(200);
      expect(res.body.response).toEqual({ subscribed: true, name: "Developers in Pune" });
    }
    expect(await db.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({ status: "active", paused: false });
    expect(await describeToken(token)).toBe("Developers in Pune");
    // POST unsubscribes; GET then says so.
    expect((await unsubscribeOneClick(token)).body.response).toEqual({ unsubscribed: true });
    expect(await db.jobAlert.findUnique({ where: { id: alert.id } })).toBeNull();
    expect((await unsubscribeGet(token)).body.response).toEqual({ subscribed: false, name: null });
  });

  it("POST deletes the alert and its deliveries; the reused link changes nothing", async () => {
    const { alert } = await visitorAlert();
    const token = alertToken("unsubscribe", alert.id);
    expect(await describeToken(token)).toBe("All jobs in Nashik");
    expect((await unsubscribeGet(token)).body.response).toEqual({ subscribed: true, name: "All jobs in Nashik" });
    const first = await unsubscribeOneClick(token);
    expect(first.status).toBe(200);
    expect(first.body.response).toEqual({ unsubscribed: true });
    expect(await db.jobAlert.findUnique({ where: { id: alert.id } })).toBeNull();
    expect((await unsubscribeOneClick(token)).body.response).toEqual({ unsubscribed: false });
    expect(await describeToken(token)).toBeNull();
  });

  it("POST one-click works form-encoded without Origin, and from a provider's origin", async () => {
    const { user } = await createCandidate();
    const a = (await create(user, { frequency: "daily", query: {} })).body.response as AlertJson;
    const b = (await create(user, { frequency: "weekly", query: {} })).body.response as AlertJson;
    const res = await unsubscribeOneClick(alertToken("unsubscribe", a.id));
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ unsubscribed: true });
    const fromProvider = await unsubscribeOneClick(alertToken("unsubscribe", b.id), "https://mail.provider.example");
    expect(fromProvider.body.response).toEqual({ unsubscribed: true });
    expect(await db.jobAlert.count({ where: { userId: user.id } })).toBe(0);
    expect((await unsubscribeOneClick(alertToken("unsubscribe", a.id))).body.response).toEqual({ unsubscribed: false });
  });

  it("refuses a wrong token (GET and POST) and deletes nothing", async () => {
    const { alert } = await visitorAlert();
    for (const token of [alertToken("confirm", alert.id), `${alert.id}.x`, "nope"]) {
      const get = await unsubscribeGet(token);
      expect(get).toMatchObject({ status: 400, body: { success: false, code: "VALIDATION", message: INVALID_LINK_MESSAGE } });
      const post = await unsubscribeOneClick(token);
      expect(post.body).toMatchObject({ message: INVALID_LINK_MESSAGE });
      expect(post.status).toBe(400);
      expect(post.body.code).toBe("VALIDATION");
    }
    expect(await describeToken(`${alert.id}.x`)).toBeNull();
    expect(await db.jobAlert.findUnique({ where: { id: alert.id } })).not.toBeNull();
  });
});
