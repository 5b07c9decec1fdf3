// The skill catalogue (decisions.md section 14, decision 0030): the data files are sound (ids, names
// and look-up keys unique, every category filled, >= 300 skills, the training topics covered), the
// newest catalogue migration is exactly what the script generates from them, and the migrated
// database holds exactly the catalogue.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from "@/lib/db/migrate";
import { CATALOGUE_CATEGORIES, catalogueProblems, SKILL_CATALOGUE } from "@/lib/skills/catalogue";
import { CATALOGUE_MIGRATION_SUFFIX, catalogueMigrationSql } from "@/lib/skills/catalogue/migration-sql";
import type { CatalogueEntry } from "@/lib/skills/catalogue/types";

const skill = (name: string, ...aliases: string[]): CatalogueEntry => ({ name, aliases });
import { skillIdOf, skillKey } from "@/lib/skills/rules/keys";

const { db } = await import("@/lib/db");

const byKey = new Map(SKILL_CATALOGUE.flatMap((s) => s.keys.map((key) => [key, s] as const)));
const nameOf = (text: string) => byKey.get(skillKey(text))?.name;

describe("the catalogue's data", () => {
  it("has at least 300 skills in non-empty categories, with no problems", () => {
    expect(SKILL_CATALOGUE.length).toBeGreaterThanOrEqual(300);
    expect(catalogueProblems()).toEqual([]);
    for (const { category, skills } of CATALOGUE_CATEGORIES) {
      expect(category.trim(), "a category name").not.toBe("");
      expect(skills.length, category).toBeGreaterThan(0);
    }
    expect(new Set(CATALOGUE_CATEGORIES.map((c) => c.category)).size).toBe(CATALOGUE_CATEGORIES.length);
  });

  it("has unique ids (slugs of the names), unique names and keys that name one skill each", () => {
    const ids = SKILL_CATALOGUE.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of SKILL_CATALOGUE) expect(s.id).toBe(skillIdOf(s.name));
    const names = SKILL_CATALOGUE.map((s) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const keys = SKILL_CATALOGUE.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(byKey.size).toBe(keys.length);
    // Most skills have aliases: that is what the look-up is for.
    expect(SKILL_CATALOGUE.filter((s) => s.aliases.length > 0).length).toBeGreaterThanOrEqual(320);
  });

  it("resolves the usual aliases to one skill", () => {
    expect(nameOf("JS")).toBe("JavaScript");
    expect(nameOf("ecmascript")).toBe("JavaScript");
    expect(nameOf("Node")).toBe("Node.js");
    expect(nameOf("NodeJS")).toBe("Node.js");
    expect(nameOf("node js")).toBe("Node.js");
    expect(nameOf("K8s")).toBe("Kubernetes");
    expect(nameOf("Golang")).toBe("Go");
    expect(nameOf("CPP")).toBe("C++");
    expect(nameOf("C#")).toBe("C#");
    expect(nameOf("C")).toBe("C");
    expect(nameOf("MS Excel")).toBe("Microsoft Excel");
    expect(nameOf("Tally ERP 9")).toBe("Tally Prime");
  });

  it("covers the training page's twelve topics and the IT sector page's stacks", () => {
    const named = [
      // IT Sectors, Web Technologies, Mobile App, Web Design
      "Java", "Python", "SQL", "Agile delivery", "React", "Next.js", "Node.js", "AWS", "Kotlin", "Flutter", "React Native",
      "Figma", "HTML", "CSS", "Accessibility",
      // Industries Design, Digital Marketing, 3D Printing, Automation
      "AutoCAD", "SolidWorks", "GD&T", "SEO", "SEM", "Social media ads", "Google Analytics", "FDM", "Stereolithography",
      "Slicing", "Rapid prototyping", "PLC", "SCADA", "Selenium", "RPA",
      // Robotics, Automobile Sector, Sales Marketing, HR
      "Arduino", "ROS", "Sensors", "Motion control", "EV technology", "Vehicle diagnostics", "IATF 16949", "Lead generation",
      "Negotiation", "CRM tools", "Talent acquisition", "Payroll", "HR analytics",
      // IT sectors page: languages, BFSI, healthcare, manufacturing, retail, infrastructure
      ".NET", "SAP", "Core banking", "HL7", "FHIR", "MES", "Azure", "GCP", "DevOps", "Cyber security", "Data analysis",
      // non-IT work the company places for
      "Tally", "GST", "Customer service", "Excel", "Communication", "Inventory management", "Logistics", "Medical coding",
    ];
    const missing = named.filter((text) => nameOf(text) === undefined && !SKILL_CATALOGUE.some((s) => s.category === text));
    // "DevOps" is a category, the rest are skills or aliases.
    expect(missing).toEqual([]);
  });
});

describe("catalogueProblems", () => {
  it("names an alias that folds to another skill's key, and repeated ids and names", () => {
    const problems = catalogueProblems([
      { category: "A", skills: [skill("JavaScript", "JS"), skill("Java Script", "jsx")] },
      { category: "B", skills: [skill("Jest", "J-S"), skill("javascript")] },
    ]);
    expect(problems).toContain('Key "js" names both "JavaScript" and "Jest"');
    expect(problems).toContain('Key "javascript" names both "JavaScript" and "Java Script"');
    expect(problems.some((p) => p.startsWith('Id "javascript" of "javascript"'))).toBe(true);
    expect(problems).toContain('Name "javascript" is repeated');
  });

  it("names an empty category, a repeated alias, an id that is no slug and text that folds to nothing", () => {
    const problems = catalogueProblems([
      { category: "Empty", skills: [] },
      { category: "C", skills: [skill("Rust", "rs", "rs"), skill("...", "dots"), { name: "Odd", aliases: [], id: "Odd Id" }] },
    ]);
    expect(problems).toContain('Category "Empty" has no skills');
    expect(problems).toContain('"Rust" repeats an alias');
    expect(problems.some((p) => p.startsWith('Id "" of "..."'))).toBe(true);
    expect(problems).toContain('"..." has a name or alias that folds to nothing');
    expect(problems.some((p) => p.startsWith('Id "Odd Id"'))).toBe(true);
  });
});

describe("the catalogue migration", () => {
  it("the newest one is exactly what npm run db:skills-migration writes from the data files", async () => {
    const catalogueMigrations = (await readMigrations(DEFAULT_MIGRATIONS_DIR)).filter((m) => m.name.endsWith(CATALOGUE_MIGRATION_SUFFIX));
    const newest = catalogueMigrations.at(-1);
    expect(newest?.name).toBeDefined();
    const sql = await readFile(path.join(DEFAULT_MIGRATIONS_DIR, newest!.name, "migration.sql"), "utf8");
    // If this fails, the data files changed without a migration: run npm run db:skills-migration.
    expect(sql).toBe(catalogueMigrationSql());
  });

  it("leaves the migrated database holding exactly the catalogue", async () => {
    const rows = await db.skill.findMany({ orderBy: { id: "asc" } });
    expect(rows.length).toBe(SKILL_CATALOGUE.length);
    const expected = [...SKILL_CATALOGUE].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    expect(rows).toEqual(expected.map(({ id, name, category, aliases, keys }) => ({ id, name, category, aliases, keys })));

    const javascript = await db.skill.findUnique({ where: { id: "javascript" } });
    expect(javascript).toMatchObject({ name: "JavaScript", category: "Programming languages", aliases: ["JS", "ECMAScript", "ES6"] });
    expect(javascript?.keys).toEqual(expect.arrayContaining(["javascript", "js", "ecmascript"]));
    expect((await db.skill.findUnique({ where: { id: "node-js" } }))?.keys).toEqual(["nodejs", "node"]);
    expect((await db.skill.findUnique({ where: { id: "c++" } }))?.name).toBe("C++");
    expect(await db.skill.findFirst({ where: { keys: { has: "k8s" } }, select: { id: true } })).toEqual({ id: "kubernetes" });

    const categories = await db.skill.groupBy({ by: ["category"], _count: { _all: true } });
    expect(categories.length).toBe(CATALOGUE_CATEGORIES.length);
    for (const c of categories) expect(c._count._all).toBeGreaterThan(0);
  });
});
