// desk/saved-searches (decisions.md section 17): a recruiter's own list (newest first), saving (the
// query without the page; at most MAX_SAVED_SEARCHES, also under concurrent saves), deleting one's own
// (another's is 404), bad input, and recruiters only; the page's actions run the same services.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { session } from "@/tests/helpers/mock-guards";
import { db } from "@/lib/db";
import { createCandidate, createEmployer, createUser } from "@/tests/factories";
import { MAX_SAVED_SEARCHES } from "@/lib/desk/schemas/common";
import type { SessionUser } from "@/lib/auth/types";
import type { SavedSearchJson, SavedSearchList } from "@/lib/desk/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const listRoute = await import("@/app/api/v1/desk/saved-searches/route");
const oneRoute = await import("@/app/api/v1/desk/saved-searches/[id]/route");
const { saveDeskSearchAction, deleteDeskSearchAction } = await import("@/lib/desk/actions/saved-searches");

const list = (as: SessionUser | null) => callRoute(listRoute.GET, { as, path: "/api/v1/desk/saved-searches" });
const create = (as: SessionUser | null, body: unknown) => callRoute(listRoute.POST, { as, method: "POST", path: "/api/v1/desk/saved-searches", body });
const remove = (as: SessionUser | null, id: string) => callRoute(oneRoute.DELETE, { as, method: "DELETE", path: `/api/v1/desk/saved-searches/${id}`, params: { id } });
const saved = (res: Awaited<ReturnType<typeof list>>) => (res.body.response as SavedSearchList).savedSearches;

const recruiter = () => createUser({ role: "Recruiter" });

describe("desk/saved-searches", () => {
  it("saves a search (the filters set, without the page) and lists the recruiter's own, newest first", async () => {
    const me = await recruiter();
    expect(saved(await list(me))).toEqual([]);
    const first = await create(me, { name: "Rust in Pune", query: { search: " rust ", skills: "rust,elixir", city: "Pune", verifiedOnly: "true", minExperience: "2", page: "3" } });
    expect(first.status).toBe(201);
    const firstJson = first.body.response as SavedSearchJson;
    expect(firstJson).toEqual({
      id: expect.any(String),
      name: "Rust in Pune",
      query: { search: "rust", skills: ["rust", "elixir"], city: "Pune", verifiedOnly: true, minExperience: 2 },
      createdAt: expect.any(String),
    });
    const second = await create(me, { name: "Anyone", query: {} });
    expect((second.body.response as SavedSearchJson).query).toEqual({});
    expect(saved(await list(me)).map((s) => s.name)).toEqual(["Anyone", "Rust in Pune"]);
    // Another recruiter's list is their own.
    expect(saved(await list(await recruiter()))).toEqual([]);
  });

  it("refuses bad input with 400 and the field", async () => {
    const me = await recruiter();
    const noName = await create(me, { name: " ", query: {} });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toHaveProperty("name");
    const badQuery = await create(me, { name: "Bad", query: { minExperience: "lots" } });
    expect(badQuery.status).toBe(400);
    expect(await db.deskSavedSearch.count({ where: { recruiterId: me.id } })).toBe(0);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES}: 409 LIMIT_REACHED, also when two saves race at the limit`, async () => {
    const me = await recruiter();
    await db.deskSavedSearch.createMany({ data: Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, i) => ({ recruiterId: me.id, name: `Search ${i}`, query: {} })) });
    const results = await Promise.all([create(me, { name: "Last A", query: {} }), create(me, { name: "Last B", query: {} })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.code).toBe("LIMIT_REACHED");
    expect(await db.deskSavedSearch.count({ where: { recruiterId: me.id } })).toBe(MAX_SAVED_SEARCHES);
    expect(saved(await list(me))).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("deletes one's own; another recruiter's (or an unknown one) is 404 and stays", async () => {
    const me = await recruiter();
    const other = await recruiter();
    const mine = (await create(me, { name: "Mine", query: {} })).body.response as SavedSearchJson;
    const theirs = (await create(other, { name: "Theirs", query: {} })).body.response as SavedSearchJson;
    const refused = await remove(me, theirs.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: "NOT_FOUND", message: "Saved search not found" });
    expect(await db.deskSavedSearch.count({ where: { id: theirs.id } })).toBe(1);
    expect((await remove(me, "no-such-search")).status).toBe(404);
    expect((await remove(me, mine.id)).status).toBe(200);
    expect(saved(await list(me))).toEqual([]);
    expect((await remove(me, mine.id)).status).toBe(404);
  });

  it("is for recruiters only: candidates, employers and trainers 403, visitors 401", async () => {
    const { user: candidate } = await createCandidate();
    const { user: employer } = await createEmployer();
    const trainer = await createUser({ role: "Trainer" });
    const theirs = (await create(await recruiter(), { name: "Kept", query: {} })).body.response as SavedSearchJson;
    for (const as of [candidate, employer, trainer]) {
      expect((await list(as)).status).toBe(403);
      expect((await create(as, { name: "X", query: {} })).status).toBe(403);
      expect((await remove(as, theirs.id)).status).toBe(403);
    }
    expect((await list(null)).status).toBe(401);
  });

  it("the page's actions save and delete through the same rules", async () => {
    const me = await recruiter();
    session.user = me;
    const made = await saveDeskSearchAction({ name: "From the page", query: { city: "Pune", verifiedOnly: false } });
    expect(made).toMatchObject({ ok: true, message: "Search saved", data: { name: "From the page", query: { city: "Pune" } } });
    const id = made.ok ? made.data.id : "";
    session.user = await recruiter();
    expect(await deleteDeskSearchAction({ id })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    session.user = await createUser({ role: "Employer" });
    expect(await saveDeskSearchAction({ name: "Nope", query: { verifiedOnly: false } })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    session.user = me;
    expect(await deleteDeskSearchAction({ id })).toMatchObject({ ok: true, message: "Saved search deleted" });
  });
});
