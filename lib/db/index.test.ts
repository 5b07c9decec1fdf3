import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { databaseTarget, db, ensureDatabase } from "./index";
import { createJob } from "@/tests/factories";

// Runs against the per-file database that tests/setup/integration.ts prepared.
describe("db (Prisma client)", () => {
  it("is pointed at a test database, never the developer's .data/db", () => {
    const target = databaseTarget();
    if (target.kind === "embedded") expect(target.dir).toBe("memory://");
    else expect(target.url).toBe(process.env.DATABASE_URL);
  });

  it.runIf(databaseTarget().kind === "postgres")("plans each execution with its values on every pooled connection (Postgres)", async () => {
    // Several at once, so more than one connection of the pool answers.
    const modes = await Promise.all(
      Array.from({ length: 4 }, () => db.$queryRaw<{ plan_cache_mode: string }[]>`SHOW plan_cache_mode`),
    );
    expect(modes.map(([row]) => row!.plan_cache_mode)).toEqual(Array(4).fill("force_custom_plan"));
  });

  it("is migrated, and ensureDatabase() is idempotent", async () => {
    await ensureDatabase();
    await ensureDatabase();
    const [row] = await db.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count FROM "_prisma_migrations"`;
    expect(Number(row!.count)).toBeGreaterThan(0);
  });

  it("reports a duplicate (email, role) as P2002", async () => {
    const email = `dup-${randomUUID()}@test.example`;
    const data = { email, role: "Candidate" as const, name: "Dup", passwordHash: "x" };
    await db.user.create({ data });
    const error = await db.user.create({ data }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((error as Prisma.PrismaClientKnownRequestError).code).toBe("P2002");
  });

  it("fills searchVector for jobs written through Prisma", async () => {
    // createJob writes through db.job.create, like the services.
    const job = await createJob({ post: "Forklift Operator", description: "Warehouse loading" });
    const hits = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Job" WHERE "searchVector" @@ websearch_to_tsquery('english', 'forklift warehouse')`;
    expect(hits.map((hit) => hit.id)).toContain(job.id);
  });
});
