import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_SCHEMA_PATH, diffSchema } from "./schema-engine";

describe("prisma/schema.prisma and prisma/migrations", () => {
  it("agree: the migrations produce exactly the schema", async () => {
    const sql = await diffSchema({ from: "migrations" });
    // If this fails, schema.prisma was changed without a migration. Run
    // `npm run db:migration -- <name>` and commit the folder it writes.
    expect(sql, `Pending schema changes not in any migration:\n${sql}`).toBe("");
  });

  describe("the check itself", () => {
    let tmp: string | undefined;
    afterAll(async () => {
      if (tmp) await rm(tmp, { recursive: true, force: true });
    });

    it("notices a schema change that has no migration", async () => {
      tmp = await mkdtemp(path.join(os.tmpdir(), "schema-drift-"));
      const schema = await readFile(DEFAULT_SCHEMA_PATH, "utf8");
      const edited = schema.replace(/^model ContactMessage \{$/m, "model ContactMessage {\n  driftProbe Int?");
      expect(edited).not.toBe(schema);
      const schemaPath = path.join(tmp, "schema.prisma");
      await writeFile(schemaPath, edited);

      const sql = await diffSchema({ from: "migrations", schemaPath });
      expect(sql).toMatch(/ALTER TABLE "ContactMessage" ADD COLUMN\s+"driftProbe" INTEGER/);
    });
  });
});
