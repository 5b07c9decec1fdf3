// Issue 12: an approved employer changed its name, website and login e-mail without review. A new
// name or website sends it back to review; a new login e-mail waits for the code mailed to it; a
// taken e-mail answers exactly like a free one (no account probe). docs/decisions/0010.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.21" }) }));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const { createEmployer, createJob, createUser, uniqueEmail } = await import("@/tests/factories");
const { lastCode, mailsTo, wrongCode } = await import("@/tests/helpers/outbox");
const { call, profileFields } = await import("@/tests/employer/helpers");
const updateProfileRoute = await import("@/app/api/v1/employer/update-profile/route");
const confirmRoute = await import("@/app/api/v1/employer/confirm-email/route");
const getJobsRoute = await import("@/app/api/v1/jobs/get-jobs/route");
const actions = await import("@/lib/employers/actions");

type Profile = { orgName: string; email: string; pendingEmail: string | null; website: string; status: string };

async function save(user: SessionUser, changes: Record<string, string>, ip?: string) {
  const current = await db.employer.findUniqueOrThrow({ where: { userId: user.id }, include: { user: true } });
  const body = { ...profileFields, orgName: current.orgName, website: current.website ?? "", email: current.user.email, ...changes };
  return call(updateProfileRoute.POST, { as: user, method: "POST", body, ip });
}

const confirm = (user: SessionUser, otp: string) => call(confirmRoute.POST, { as: user, method: "POST", body: { otp } });

async function publicJobIds(): Promise<string[]> {
  const res = await call(getJobsRoute.GET, { as: null, path: "/api/v1/jobs/get-jobs?limit=50" });
  return (res.body.response as { jobs: { id: string }[] }).jobs.map((j) => j.id);
}

describe("an approved company's name and website", () => {
  it("other edits (city, about, mobile) keep it approved", async () => {
    const { user, employer } = await createEmployer({ status: "approved" });
    const res = await save(user, { city: "Nagpur", about: "Still the same company.", mobile: "9000000001", website: "HTTPS://ACME.example/" });
    expect(res.status).toBe(200);
    expect((res.body.response as Profile).status).toBe("approved");
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("approved");
  });

  it("a new name sends it back to review and its jobs leave the public lists", async () => {
    const { user, employer } = await createEmployer({ status: "approved", orgName: "Tiny Startup" });
    const job = await createJob({ employerId: employer.id, status: "approved" });
    expect(await publicJobIds()).toContain(job.id);

    const res = await save(user, { orgName: "Google LLC" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile updated successfully");
    expect(res.body.response).toMatchObject({ orgName: "Google LLC", status: "pending" });
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("pending");
    expect(await publicJobIds()).not.toContain(job.id);
  });

  it("a new website sends it back to review too", async () => {
    const { user } = await createEmployer({ status: "approved" });
    const res = await save(user, { website: "google.example" });
    expect(res.body.response).toMatchObject({ website: "google.example", status: "pending" });
  });
});

describe("a new login e-mail", () => {
  it("is not applied: it waits as pendingEmail and a code is mailed to it (nothing to the old address)", async () => {
    const { user, employer } = await createEmployer({ status: "approved" });
    const newEmail = uniqueEmail("new-login");
    const res = await save(user, { email: newEmail.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ email: user.email, pendingEmail: newEmail, status: "approved" });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(mailsTo(newEmail)).toHaveLength(1);
    expect(lastCode(newEmail)).toMatch(/^[0-9A-Z]{4}$/);
    expect(mailsTo(user.email)).toHaveLength(0);

    // A wrong code changes nothing.
    const wrong = await confirm(user, wrongCode(lastCode(newEmail)));
    expect(wrong).toMatchObject({ status: 400, body: { code: "VALIDATION", errors: { otp: "Invalid OTP" } } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);

    // The right code applies it; a new identity goes back to review; the old address is told.
    const ok = await confirm(user, lastCode(newEmail).toLowerCase());
    expect(ok.status).toBe(200);
    expect(ok.body.response).toMatchObject({ email: newEmail, pendingEmail: null, status: "pending" });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("pending");
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual([expect.stringContaining("login e-mail was changed")]);
    expect(mailsTo(user.email)[0].text).toContain(newEmail);

    // The code is spent.
    expect((await confirm(user, lastCode(newEmail))).status).toBe(400);
  });

  it("without a pending e-mail, any code is refused the same way", async () => {
    const { user } = await createEmployer();
    expect(await confirm(user, "2222")).toMatchObject({ status: 400, body: { errors: { otp: "Invalid OTP" } } });
    const candidate = await createUser({ role: "Candidate" });
    expect((await confirm(candidate, "2222")).status).toBe(403);
  });

  it("another employer's e-mail answers exactly like a free one, and the code cannot take it over", async () => {
    const { user: a } = await createEmployer({ status: "approved" });
    const { user: b } = await createEmployer({ status: "approved" });
    const free = uniqueEmail("free");
    const freeAnswer = await save(a, { email: free }, "203.0.113.31");
    const { user: c } = await createEmployer({ status: "approved" });
    const takenAnswer = await save(c, { email: b.email }, "203.0.113.32");

    // Same status, same message, same shape: only the address itself differs.
    expect(takenAnswer.status).toBe(200);
    expect(takenAnswer.status).toBe(freeAnswer.status);
    expect(takenAnswer.body.message).toBe(freeAnswer.body.message);
    expect(Object.keys(takenAnswer.body.response as object).sort()).toEqual(Object.keys(freeAnswer.body.response as object).sort());
    expect(takenAnswer.body.response).toMatchObject({ email: c.email, pendingEmail: b.email, status: "approved" });
    // The requester gets no mail; the code goes to the address's owner.
    expect(mailsTo(c.email)).toHaveLength(0);

    // Even holding that code, confirming answers like a wrong code and changes nothing.
    const res = await confirm(c, lastCode(b.email));
    expect(res).toMatchObject({ status: 400, body: { code: "VALIDATION", message: "Invalid OTP", errors: { otp: "Invalid OTP" } } });
    expect((await db.user.findUniqueOrThrow({ where: { id: c.id } })).email).toBe(c.email);
    expect((await db.user.findUniqueOrThrow({ where: { id: b.id } })).email).toBe(b.email);
  });

  it("an address that became taken after the request cannot be confirmed", async () => {
    const { user } = await createEmployer();
    const wanted = uniqueEmail("wanted");
    await save(user, { email: wanted });
    await createEmployer({ email: wanted }); // someone signs up with it meanwhile
    const res = await confirm(user, lastCode(wanted));
    expect(res).toMatchObject({ status: 400, body: { errors: { otp: "Invalid OTP" } } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("a candidate's e-mail is free for an employer login", async () => {
    const { user } = await createEmployer();
    const candidate = await createUser({ role: "Candidate" });
    await save(user, { email: candidate.email });
    const res = await confirm(user, lastCode(candidate.email));
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ email: candidate.email, pendingEmail: null });
  });

  it("codes asked for too often: 429 and nothing saved", async () => {
    const { user } = await createEmployer();
    const email = uniqueEmail("often");
    expect((await save(user, { email })).status).toBe(200);
    const again = await save(user, { email, city: "Thane" });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("RATE_LIMITED");
    expect((await db.employer.findUniqueOrThrow({ where: { userId: user.id } })).city).not.toBe("Thane");
  });

  it("works through the server actions: the session copy keeps the login e-mail until confirmed", async () => {
    const { user } = await createEmployer();
    const current = await db.employer.findUniqueOrThrow({ where: { userId: user.id } });
    const newEmail = uniqueEmail("action");
    session.user = user;
    const saved = await actions.updateEmployerProfileAction({
      ...profileFields,
      orgName: current.orgName,
      website: current.website ?? "",
      email: newEmail,
    });
    expect(saved.ok && saved.data.user.email).toBe(user.email);
    expect(saved.ok && saved.data.profile.pendingEmail).toBe(newEmail);
    const bad = await actions.confirmEmployerEmailAction({ otp: "" });
    expect(bad).toMatchObject({ ok: false, code: "VALIDATION", errors: { otp: "Please enter the OTP" } });
    const done = await actions.confirmEmployerEmailAction({ otp: lastCode(newEmail) });
    expect(done.ok && done.data.user).toEqual({ ...user, name: current.orgName, email: newEmail });
  });
});
