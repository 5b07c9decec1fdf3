// The partial indexes that serve the public listing and its filters are partial on "open" (decisions
// 0007): each must carry every fixed condition of openJobSql in its predicate, or a condition added there
// (as hiddenAt was) silently sends each indexed row back to the table. validThrough compares with now(),
// which no index predicate may hold (the listing index INCLUDEs it, so the check needs no table read).
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { db } = await import("@/lib/db");
const { openJobSql } = await import("@/lib/job-search/service/lifecycle");

/** `"status" = 'approved'::"JobStatus"` and `(j."status" = 'approved')` alike become `status = 'approved'`. */
const normalize = (sql: string) =>
  sql
    .replace(/::"?[A-Za-z]+"?/g, "")
    .replace(/\bj\./g, "")
    .replace(/["()]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** openJobSql's conditions that hold no bound value (those can be an index predicate). */
const fixedConditions = openJobSql(new Date())
  .sql.split(/\s+AND\s+/)
  .filter((part) => !part.includes("?"))
  .map(normalize);

describe("indexes partial on open jobs", () => {
  it("carry every fixed condition of openJobSql", async () => {
    expect(fixedConditions).toEqual(expect.arrayContaining(["status = 'approved'", "hiddenAt IS NULL"]));
    const indexes = await db.$queryRaw<{ indexname: string; indexdef: string }[]>`
      SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename = 'Job' AND indexdef LIKE '%WHERE%' AND indexdef LIKE '%approved%'`;
    expect(indexes.map((index) => index.indexname).sort()).toEqual(["Job_open_city_createdAt_idx", "Job_open_post_tsv_idx", "Job_open_salary_order_idx", "Job_public_createdAt_idx"]);
    for (const index of indexes) {
      const predicate = normalize(index.indexdef.slice(index.indexdef.indexOf(" WHERE ") + 7));
      for (const condition of fixedConditions) expect(predicate, index.indexname).toContain(condition);
    }
  });
});
