// The Finance role (decisions.md section 21): an admin creates the account with POST admin/staff
// `role: "Finance"`, the welcome mail says what Finance does, and after choosing a password the person
// logs in with POST finance/login. The staff list filters by it; a Finance login is refused elsewhere.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("@/lib/auth", async () => (await import("@/tests/helpers/mock-auth")).mockAuth());
vi.mock("@/lib/auth/session-hint", () => ({ setSessionHint: async () => undefined, clearSessionHint: async () => undefined }));

const { createUser, uniqueEmail } = await import("@/tests/factories");
const { resetPassword } = await import("@/lib/accounts/service/password-reset");
const staffRoute = await import("@/app/api/v1/admin/staff/route");
const { POST: financeLogin } = await import("@/app/api/v1/finance/login/route");
const { POST: recruiterLogin } = await import("@/app/api/v1/recruiter/login/route");

const PASSWORD = "Ledger@2026";
const login = (handler: typeof financeLogin, email: string) => callRoute(handler, { as: null, method: "POST", path: "/api/v1/x/login", body: { email, password: PASSWORD } });

describe("a Finance account", () => {
  it("is created by an admin, mailed a link saying what Finance does, and logs in at finance/login only", async () => {
    const admin = await createUser({ role: "Admin" });
    const email = uniqueEmail("finance");
    const res = await callRoute(staffRoute.POST, { as: admin, method: "POST", path: "/api/v1/admin/staff", body: { name: "Meera Iyer", email, role: "Finance" } });
    expect(res.status).toBe(201);
    expect(res.body.response).toMatchObject({ name: "Meera Iyer", email, role: "Finance" });

    const [mail] = mailsTo(email);
    expect(mail.subject).toContain("finance account");
    expect(mail.text).toMatch(/created a Finance account for you\. As a member of our finance team, you look after billing/);
    expect(mail.text).toMatch(/\/login\?type=finance with the account type Finance/);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await resetPassword({ token, password: PASSWORD });

    const ok = await login(financeLogin, email);
    expect(ok.status).toBe(200);
    expect(ok.body.response).toMatchObject({ email, role: "Finance" });
    // One account per (email, role): the same address is no recruiter.
    expect((await login(recruiterLogin, email)).status).toBe(401);

    const listed = await callRoute(staffRoute.GET, { as: admin, path: "/api/v1/admin/staff?role=Finance" });
    expect((listed.body.response as { email: string }[]).map((m) => m.email)).toContain(email);
  });
});
