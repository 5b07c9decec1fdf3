// Universities are reviewed like employers (issue 42, finding 1; decisions.md section 20): a new institute is
// pending; the admin lists, approves or rejects it (logged, mailed once), one at a time or in bulk; two
// admins deciding at once make one decision and one mail; until approved it answers no drive and is
// invited to none.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { Handler } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { db, createUser, call } = await import("@/tests/helpers/moderation-kit");
const listRoute = await import("@/app/api/v1/admin/universities/route");
const decideRoute = await import("@/app/api/v1/admin/universities/[id]/route");
const bulkRoute = await import("@/app/api/v1/admin/universities/bulk-approve/route");
const { searchUniversities } = await import("@/lib/campus/service/universities");

type AdminUniversity = { id: string; status: string; email: string; instituteName: string; decisions: { status: string; reason: string | null }[] };

async function institute(name: string, status: "pending" | "approved" | "rejected" = "pending") {
  const user = await createUser({ role: "University", name });
  const university = await db.university.create({ data: { userId: user.id, instituteName: name, city: "Pune", state: "Maharashtra", about: "A test institute.", status } });
  return { user: user as SessionUser, university };
}

const admin = () => createUser({ role: "Admin", name: "Review Admin" }) as Promise<SessionUser>;
const decide = (as: SessionUser, id: string, body: unknown) => call(decideRoute.PATCH as Handler, { as, method: "PATCH", params: { id }, body });

describe("reviewing universities", () => {
  it("lists them by status with the account e-mail; approving logs the decision and mails the institute once", async () => {
    const reviewer = await admin();
    const { user, university } = await institute("Pending Polytechnic");
    const list = await call(listRoute.GET as Handler, { as: reviewer, path: "/api/v1/admin/universities?status=pending&search=polytechnic" });
    expect(list.status).toBe(200);
    expect(list.body.response).toEqual([expect.objectContaining({ id: university.id, status: "pending", email: user.email, instituteName: "Pending Polytechnic" })]);

    const approved = await decide(reviewer, university.id, { status: "approved" });
    expect(approved.status).toBe(200);
    expect((approved.body.response as AdminUniversity).decisions).toEqual([expect.objectContaining({ status: "approved", reason: null })]);
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual(["Your institute has been approved"]);
    // Asking again changes nothing and mails nothing.
    expect((await decide(reviewer, university.id, { status: "approved" })).status).toBe(200);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("a rejection needs a reason; only admins decide", async () => {
    const reviewer = await admin();
    const { user, university } = await institute("Doubtful Institute");
    expect((await decide(reviewer, university.id, { status: "rejected" })).status).toBe(400);
    expect((await decide(user, university.id, { status: "approved" })).status).toBe(403);
    const rejected = await decide(reviewer, university.id, { status: "rejected", reason: "We could not confirm the institute." });
    expect(rejected.status).toBe(200);
    expect(mailsTo(user.email)[0].text).toContain("We could not confirm the institute.");
  });

  it("two admins deciding the same university at once: one decision, one mail", async () => {
    const [first, second] = await Promise.all([admin(), admin()]);
    const { user, university } = await institute("Raced Institute");
    const answers = await Promise.all([decide(first, university.id, { status: "approved" }), decide(second, university.id, { status: "rejected", reason: "No." })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await db.adminDecision.count({ where: { universityId: university.id } })).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("bulk approval decides each pending one once and reports the rest", async () => {
    const reviewer = await admin();
    const a = await institute("Bulk One");
    const b = await institute("Bulk Two");
    const done = await institute("Already Approved", "approved");
    const res = await call(bulkRoute.POST as Handler, { as: reviewer, method: "POST", body: { ids: [a.university.id, b.university.id, done.university.id] } });
    expect(res.body.response).toEqual({
      decided: 2,
      results: [
        { id: a.university.id, outcome: "decided", status: "approved" },
        { id: b.university.id, outcome: "decided", status: "approved" },
        { id: done.university.id, outcome: "alreadyDecided", status: "approved" },
      ],
    });
  });

  it("a pending institute answers no drive and is offered to no company", async () => {
    const { user, university } = await institute("Hidden Pending Institute");
    const { respondToDrive } = await import("@/lib/campus/service/drives");
    await expect(respondToDrive(user, { id: "any-drive" }, { accept: true })).rejects.toMatchObject({ status: 403, code: "NOT_APPROVED" });
    const found = await searchUniversities(user, { search: "Hidden Pending" });
    expect(found.universities).toEqual([]);
    await db.university.update({ where: { id: university.id }, data: { status: "approved" } });
    expect((await searchUniversities(user, { search: "Hidden Pending" })).universities.map((u) => u.id)).toEqual([university.id]);
  });
});
