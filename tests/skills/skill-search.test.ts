// GET skills and the catalogue service (decisions.md section 14): alias look-up ignoring case and
// spacing (js, K8s, node js), exact key hits first, then key prefixes, then names containing the
// text; the catalogue by category without a search; the limit's bounds; ids to skills and the
// UNKNOWN_SKILL check other writes use. The catalogue's own ids are used here (its own tests).
import { describe, expect, it, vi } from "vitest";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { callRoute } = await import("@/tests/helpers/call-route");
const { failure } = await import("@/tests/helpers/api-failure");
const route = await import("@/app/api/v1/skills/route");
const { assertKnownSkills, findSkillsByIds, searchSkills } = await import("@/lib/skills/service/catalogue");
const { SKILL_CATALOGUE } = await import("@/lib/skills/catalogue");

const ids = async (search: string | undefined, limit?: number) => (await searchSkills({ search, limit })).skills.map((s) => s.id);
const first = async (search: string) => (await ids(search))[0];

function get(query: string) {
  return callRoute(route.GET as Handler, { as: null, path: `/api/v1/skills${query}` });
}

describe("searchSkills", () => {
  it("finds a skill by an alias, ignoring case, spaces, dots and dashes", async () => {
    expect(await first("js")).toBe("javascript");
    expect(await first("JS")).toBe("javascript");
    expect(await first("ECMAScript")).toBe("javascript");
    expect(await first("k8s")).toBe("kubernetes");
    expect(await first("K8S")).toBe("kubernetes");
    for (const text of ["node js", "NodeJS", "node.js", "Node-JS", "node"]) expect(await first(text), text).toBe("node-js");
    expect(await first("golang")).toBe("go");
    expect(await first("ms excel")).toBe("microsoft-excel");
  });

  it("keeps C, C++ and C# apart", async () => {
    expect(await first("c")).toBe("c");
    expect(await first("c++")).toBe("c++");
    expect(await first("C#")).toBe("c#");
    expect(await first("cpp")).toBe("c++");
  });

  it("puts the exact key first, then key prefixes by name, then names containing the text", async () => {
    const java = await ids("java", 50);
    expect(java[0]).toBe("java");
    // Then key prefixes by name: Hibernate's alias "Java Persistence API" starts with "java" too.
    expect(java.slice(1, 4)).toEqual(["hibernate", "java-ee", "javascript"]);
    const script = await ids("script", 50);
    expect(script).toEqual(expect.arrayContaining(["javascript", "typescript"]));
    // "Shell scripting" is an alias of Bash: aliases match by prefix only, so it is not "script".
    expect(script).not.toContain("bash");
    const react = await ids("react", 50);
    expect(react[0]).toBe("react");
    expect(react).toContain("react-native");
  });

  it("lists the catalogue by category then name without a search, 10 by default, at most 50", async () => {
    const all = (await searchSkills({})).skills;
    expect(all).toHaveLength(10);
    const expected = [...SKILL_CATALOGUE]
      .sort((a, b) => (a.category < b.category ? -1 : a.category > b.category ? 1 : a.name.toLowerCase().localeCompare(b.name.toLowerCase())))
      .slice(0, 10);
    expect(all.map((s) => s.category)).toEqual(expected.map((s) => s.category));
    expect((await searchSkills({ limit: 50 })).skills).toHaveLength(50);
    expect((await searchSkills({ limit: 500 })).skills).toHaveLength(50);
    expect(await ids("a", 3)).toHaveLength(3);
    expect(all[0]).toEqual({ id: all[0].id, name: expect.any(String), category: expect.any(String), aliases: expect.any(Array) });
  });

  it("treats LIKE's own characters as text", async () => {
    expect(await ids("%")).toEqual([]);
    expect(await ids("_")).toEqual([]);
    expect(await ids("\\")).toEqual([]);
    // Nothing to fold: the name alone decides.
    expect(await ids("...")).toEqual([]);
    expect(await ids("&")).toEqual(expect.arrayContaining(["gd-t"]));
    expect(await ids("zzqx")).toEqual([]);
  });
});

describe("findSkillsByIds and assertKnownSkills", () => {
  it("returns the known skills in the order given, each once", async () => {
    const found = await findSkillsByIds(["python", "nope", "javascript", "python"]);
    expect(found.map((s) => s.name)).toEqual(["Python", "JavaScript"]);
    expect(found[1]).toEqual({ id: "javascript", name: "JavaScript", category: "Programming languages", aliases: ["JS", "ECMAScript", "ES6"] });
    expect(await findSkillsByIds([])).toEqual([]);
  });

  it("passes known ids and refuses an unknown one with a 400 UNKNOWN_SKILL on the field", async () => {
    await assertKnownSkills([], "skills");
    await assertKnownSkills(["docker", "kubernetes", "docker"], "skills");
    const error = await failure(assertKnownSkills(["docker", "no-such-skill"], "skills"));
    expect(error.status).toBe(400);
    expect(error.code).toBe("UNKNOWN_SKILL");
    expect(error.message).toBe("Unknown skill: no-such-skill");
    expect(error.errors).toEqual({ skills: "Unknown skill: no-such-skill" });
    expect((await failure(assertKnownSkills(["x"], "query"))).errors).toEqual({ query: "Unknown skill: x" });
  });
});

describe("GET /api/v1/skills", () => {
  it("answers anyone with { skills } in the envelope", async () => {
    const res = await get("?search=js");
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { skills } = res.body.response as { skills: { id: string; name: string; category: string; aliases: string[] }[] };
    expect(skills[0]).toEqual({ id: "javascript", name: "JavaScript", category: "Programming languages", aliases: ["JS", "ECMAScript", "ES6"] });
  });

  it("looks up aliases ignoring case and spacing", async () => {
    const names = async (q: string) => ((await get(q)).body.response as { skills: { name: string }[] }).skills.map((s) => s.name);
    expect((await names("?search=k8s"))[0]).toBe("Kubernetes");
    expect((await names("?search=node%20js"))[0]).toBe("Node.js");
    expect((await names("?search=%20NODE.JS%20"))[0]).toBe("Node.js");
    expect(await names("?search=java&limit=2")).toHaveLength(2);
    expect(await names("?search=")).toHaveLength(10);
  });

  it("refuses a bad limit or search with 400 and the field's message", async () => {
    for (const [query, field, message] of [
      ["?limit=0", "limit", "Limit must be at least 1"],
      ["?limit=51", "limit", "Limit must be at most 50"],
      ["?limit=abc", "limit", "Limit must be a whole number"],
      ["?limit=2.5", "limit", "Limit must be a whole number"],
      [`?search=${"a".repeat(61)}`, "search", "Please keep this under 60 characters"],
      ["?search=java%0Ascript", "search", "Please remove line breaks and other control characters"],
    ] as const) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors?.[field], query).toBe(message);
    }
  });
});
