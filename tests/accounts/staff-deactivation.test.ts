// Staff accounts can be deactivated and re-invited (issue 44): PATCH admin/staff/{id} { active } ends
// every session at once and refuses logins with 403 DEACTIVATED (only after the right password) and
// forgot-password links; reactivating lets them in again; POST admin/staff/{id}/link mails a new
// 7-day link (not while deactivated). Admin only; any other account's id is a 404.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import type { Role } from "@/lib/auth/types";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createUser, TEST_PASSWORD } = await import("@/tests/factories");
const { authenticate } = await import("@/lib/auth/credentials");
const { createSessionRow, liveSessionUser } = await import("@/lib/auth/session-rows");
const { requestPasswordReset } = await import("@/lib/accounts/service/password-reset");
const memberRoute = await import("@/app/api/v1/admin/staff/[id]/route");
const linkRoute = await import("@/app/api/v1/admin/staff/[id]/link/route");

const admin = await createUser({ role: "Admin" });
type Actor = typeof admin;

const patch = (id: string, body: unknown, as: Actor = admin) =>
  callRoute(memberRoute.PATCH, { as, method: "PATCH", path: `/api/v1/admin/staff/${id}`, params: { id }, body });
const link = (id: string, as: Actor = admin) => callRoute(linkRoute.POST, { as, method: "POST", path: `/api/v1/admin/staff/${id}/link`, params: { id } });
const login = (user: { email: string; role: Role }, password = TEST_PASSWORD) =>
  authenticate({ email: user.email, password, role: user.role, ip: "10.1.2.3" });

describe("deactivating staff", () => {
  it("ends every session at once and refuses logins with 403 DEACTIVATED until reactivated", async () => {
    const trainer = await createUser({ role: "Trainer" });
    const sid = await createSessionRow(trainer.id);
    expect(await liveSessionUser(sid, trainer.id)).not.toBeNull();

    const off = await patch(trainer.id, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.response).toMatchObject({ id: trainer.id, role: "Trainer", active: false });
    expect(await liveSessionUser(sid, trainer.id)).toBeNull();
    await expect(login(trainer)).rejects.toMatchObject({ status: 403, code: "DEACTIVATED" });
    // A wrong password is the plain 401: nothing is told without the password.
    await expect(login(trainer, "Wrong@Pass1")).rejects.toMatchObject({ status: 401 });
    // A session row written by a login that passed just before is dead all the same.
    const late = await createSessionRow(trainer.id);
    expect(await liveSessionUser(late, trainer.id)).toBeNull();

    // Repeating it changes nothing (the first date stays).
    const before = await db.user.findUniqueOrThrow({ where: { id: trainer.id }, select: { deactivatedAt: true } });
    expect((await patch(trainer.id, { active: false })).status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: trainer.id }, select: { deactivatedAt: true } })).toEqual(before);

    const on = await patch(trainer.id, { active: true });
    expect(on.body.response).toMatchObject({ active: true });
    await expect(login(trainer)).resolves.toMatchObject({ id: trainer.id });
  });

  it("sends no forgot-password link to a deactivated account, and no new link until reactivated", async () => {
    const recruiter = await createUser({ role: "Recruiter" });
    await patch(recruiter.id, { active: false });
    await requestPasswordReset({ email: recruiter.email, accountType: "Recruiter" }, { ip: "10.1.2.4" });
    expect(mailsTo(recruiter.email)).toHaveLength(0);
    const refused = await link(recruiter.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Reactivate this account before sending a new link.");

    await patch(recruiter.id, { active: true });
    const sent = await link(recruiter.id);
    expect(sent.status).toBe(200);
    expect(mailsTo(recruiter.email)).toHaveLength(1);
    expect(mailsTo(recruiter.email)[0]!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]+/);
    // A second link is a second mail (each link its own).
    await link(recruiter.id);
    expect(mailsTo(recruiter.email)).toHaveLength(2);
  });

  it("is the admin's alone, for staff accounts only (others 404), with a clear 400 for bad input", async () => {
    const trainer = await createUser({ role: "Trainer" });
    const candidate = await createUser({ role: "Candidate" });
    expect((await patch(trainer.id, { active: false }, trainer)).status).toBe(403);
    expect((await patch(candidate.id, { active: false })).status).toBe(404);
    expect((await link(candidate.id)).status).toBe(404);
    expect((await patch("no-such-id", { active: false })).status).toBe(404);
    const bad = await patch(trainer.id, { active: "no" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION");
    expect(await db.user.count({ where: { id: { in: [trainer.id, candidate.id] }, deactivatedAt: { not: null } } })).toBe(0);
  });
});
