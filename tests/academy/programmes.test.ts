// The academy's programmes (decisions.md sections 15 and 20): the data file is sound (the Training
// page's 12 titles in order, slugs, 6-10 syllabus lines, 4-8 catalogue skills, minHours), the newest programmes migration
// is exactly what the script writes, and the migrated database holds exactly the data file.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from "@/lib/db/migrate";
import { PROGRAMMES, programmeOfSlug, programmeOfTitle } from "@/lib/academy/rules/programmes";
import { programmeProblems, PROGRAMMES_MIGRATION_SUFFIX, programmesMigrationSql } from "@/lib/academy/service/programmes-migration-sql";
import { TRAINING_PROGRAMMES } from "@/lib/site/training-programmes";

const { db } = await import("@/lib/db");

describe("the programmes' data", () => {
  it("is the Training page's 12 topics in order, with no problems", () => {
    expect(PROGRAMMES.map((p) => p.title)).toEqual([...TRAINING_PROGRAMMES]);
    expect(programmeProblems()).toEqual([]);
    expect(PROGRAMMES.map((p) => p.slug)).toContain("web-technologies");
    expect(programmeOfSlug("3d-printing")?.title).toBe("3D Printing");
    expect(programmeOfTitle("HR")?.slug).toBe("hr");
    expect(programmeOfSlug("nope")).toBeUndefined();
  });

  it("names what is wrong: titles, slugs, syllabus and skill counts, unknown skills", () => {
    const [first, second] = PROGRAMMES;
    const problems = programmeProblems([
      { ...first, slug: "Bad Slug", syllabus: ["one"], skills: ["java", "java", "no-such-skill"] },
      { ...second, slug: "Bad Slug", durationWeeks: 0, minHours: 0 },
    ]);
    expect(problems.some((p) => p.startsWith("The titles are not the Training page's 12"))).toBe(true);
    expect(problems).toContain('"Bad Slug" is not a slug');
    expect(problems).toContain('Slug "Bad Slug" is repeated');
    expect(problems).toContain("IT Sectors has 1 syllabus lines (6-10)");
    expect(problems).toContain("IT Sectors teaches 3 skills (4-8)");
    expect(problems).toContain("IT Sectors repeats a skill");
    expect(problems).toContain('IT Sectors: "no-such-skill" is not a catalogue skill');
    expect(problems).toContain("Web Technologies: durationWeeks must be 1-52");
    expect(problems).toContain("Web Technologies: minHours must be 1-200");
  });
});

describe("the programmes migration", () => {
  it("the newest one is exactly what npm run db:programmes-migration writes from the data file", async () => {
    const migrations = (await readMigrations(DEFAULT_MIGRATIONS_DIR)).filter((m) => m.name.endsWith(PROGRAMMES_MIGRATION_SUFFIX));
    const newest = migrations.at(-1);
    expect(newest?.name).toBeDefined();
    const sql = await readFile(path.join(DEFAULT_MIGRATIONS_DIR, newest!.name, "migration.sql"), "utf8");
    // If this fails, the data file changed without a migration: run npm run db:programmes-migration.
    expect(sql).toBe(programmesMigrationSql());
  });

  it("leaves the migrated database holding exactly the data file", async () => {
    const rows = await db.programme.findMany({ orderBy: { position: "asc" }, include: { skills: { select: { skillId: true } } } });
    expect(
      rows.map(({ id, slug, title, summary, syllabus, durationWeeks, minHours, position }) => ({ id, slug, title, summary, syllabus, durationWeeks, minHours, position })),
    ).toEqual(
      PROGRAMMES.map((p, position) => ({
        id: p.slug,
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        syllabus: p.syllabus,
        durationWeeks: p.durationWeeks,
        minHours: p.minHours,
        position,
      })),
    );
    for (const [i, row] of rows.entries()) expect(row.skills.map((s) => s.skillId).sort()).toEqual([...PROGRAMMES[i].skills].sort());
    expect(await db.programmeSkill.count()).toBe(PROGRAMMES.reduce((sum, p) => sum + p.skills.length, 0));
  });

  it("is re-runnable: a second run changes nothing, and a link the file dropped is deleted", async () => {
    await db.programmeSkill.create({ data: { programmeId: "hr", skillId: "java" } });
    await db.programme.update({ where: { id: "hr" }, data: { summary: "Changed by hand" } });
    // One statement at a time: a prepared statement takes one command.
    for (const statement of programmesMigrationSql().split(/;\n/).filter((part) => part.replace(/--.*$/gm, "").trim())) {
      await db.$executeRawUnsafe(statement);
    }
    expect(await db.programmeSkill.findUnique({ where: { programmeId_skillId: { programmeId: "hr", skillId: "java" } } })).toBeNull();
    expect((await db.programme.findUniqueOrThrow({ where: { id: "hr" } })).summary).toBe(programmeOfSlug("hr")!.summary);
    expect(await db.programmeSkill.count()).toBe(PROGRAMMES.reduce((sum, p) => sum + p.skills.length, 0));
  });
});
