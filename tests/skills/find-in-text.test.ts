// Catalogue skills named in free text (lib/skills/service/find-in-text.ts): the pure matcher, and the
// look-up that reads the catalogue once per process.
import { describe, expect, it, vi } from "vitest";
import { type CatalogueSkill, findSkillsInText, forgetSkillCatalogue, matchSkills } from "@/lib/skills/service/find-in-text";

vi.mock("server-only", () => ({}));

const CATALOGUE: CatalogueSkill[] = [
  { id: "javascript", name: "JavaScript", aliases: ["JS", "ECMAScript"] },
  { id: "java", name: "Java", aliases: [] },
  { id: "node-js", name: "Node.js", aliases: ["NodeJS"] },
  { id: "c", name: "C", aliases: [] },
  { id: "c++", name: "C++", aliases: ["CPP"] },
  { id: "c#", name: "C#", aliases: ["C Sharp"] },
  { id: "go", name: "Go", aliases: ["Golang"] },
  { id: "net", name: ".NET", aliases: ["dotnet"] },
  { id: "power-bi", name: "Power BI", aliases: [] },
  { id: "ms-excel", name: "MS Excel", aliases: ["Microsoft Excel", "Excel"] },
];

const ids = (text: string) => matchSkills(text, CATALOGUE).map((s) => s.skillId);

describe("matchSkills", () => {
  it("finds names and aliases as whole words, any case, in the order they appear", () => {
    expect(ids("Worked with ECMAScript and microsoft EXCEL; some js")).toEqual(["javascript", "ms-excel"]);
    expect(matchSkills("PowerBI and node js", CATALOGUE)).toEqual([
      { skillId: "power-bi", name: "Power BI" },
      { skillId: "node-js", name: "Node.js" },
    ]);
  });

  it("does not find a name inside a longer one", () => {
    expect(ids("JavaScript developer")).toEqual(["javascript"]);
    expect(ids("C++ and C# but no plain one")).toEqual(["c++", "c#"]);
    expect(ids("Systems in C, C++")).toEqual(["c", "c++"]);
    expect(ids("the internet, a net salary")).toEqual([]);
  });

  it("matches names of one or two letters only as written (Go, not go)", () => {
    expect(ids("let's go live")).toEqual([]);
    expect(ids("Services in Go and golang")).toEqual(["go"]);
    expect(ids("apps on .NET 8")).toEqual(["net"]);
  });

  it("keeps at most the limit", () => {
    expect(matchSkills("Java, Go, C", CATALOGUE, 2).map((s) => s.skillId)).toEqual(["java", "go"]);
  });
});

describe("findSkillsInText", () => {
  it("reads the catalogue from the database once, until told to forget it", async () => {
    const { db } = await import("@/lib/db");
    const skill = await db.skill.upsert({
      where: { name: "Kubernetes Test Skill" },
      create: { id: "t-kubernetes-test-skill", name: "Kubernetes Test Skill", category: "test", aliases: ["K8s Test"] },
      update: {},
    });
    forgetSkillCatalogue();
    const read = vi.spyOn(db.skill, "findMany");
    expect(await findSkillsInText("Ran k8s test clusters")).toContainEqual({ skillId: skill.id, name: skill.name });
    expect(await findSkillsInText("Kubernetes test skill")).toContainEqual({ skillId: skill.id, name: skill.name });
    expect(read).toHaveBeenCalledTimes(1);
    forgetSkillCatalogue();
    await findSkillsInText("again");
    expect(read).toHaveBeenCalledTimes(2);
  });
});
