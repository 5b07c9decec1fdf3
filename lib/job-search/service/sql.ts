// What the raw-SQL job lists (public search, employer dashboard) share: the columns they select
// for a job and its employer, the row type those give, and the row's Job JSON.
import { Prisma } from "@/lib/generated/prisma/client";
import { serializeJob, type JobJson, type JobRow, type JobViewerFlags } from "@/lib/job-search/service/serialize";

/** The columns of a job row, with `j` = "Job" and `e` = its "Employer". */
export const jobColumns = Prisma.sql`
  j."id", j."post", j."payroll", j."qualifications", j."openings", j."minExperience", j."description",
  j."employmentType"::text AS "employmentType", j."hiringProcess"::text AS "hiringProcess",
  j."status"::text AS "status", j."createdAt", j."city", j."state", j."country",
  j."workplaceType"::text AS "workplaceType", j."validThrough", j."closedAt", j."closeReason"::text AS "closeReason",
  j."salaryMin", j."salaryMax", j."salaryCurrency", j."salaryUnit"::text AS "salaryUnit", j."hiddenAt",
  e."orgName", e."city" AS "employerCity", e."state" AS "employerState", e."website" AS "employerWebsite",
  e."verified" AS "employerVerified",
  COALESCE((
    SELECT json_agg(json_build_object('id', x."skillId", 'name', x."name", 'required', x."required") ORDER BY x."required" DESC, x."name")
    FROM (
      -- Each name read by key: joined, the planner hashes the whole catalogue once per job (0.23 ms a
      -- job against 0.05). OFFSET 0 keeps the subquery whole, so the look-up runs once a skill.
      SELECT js."skillId", js."required", (SELECT s."name" FROM "Skill" s WHERE s."id" = js."skillId") AS "name"
      FROM "JobSkill" js WHERE js."jobId" = j."id" OFFSET 0
    ) x
  ), '[]'::json) AS "skills"`;

/** A job row as the columns above give it: the employer's fields flattened beside the job's. */
export type JobSqlRow = Omit<JobRow, "employer"> & {
  orgName: string;
  employerCity: string;
  employerState: string;
  employerWebsite: string | null;
  employerVerified: boolean;
};

export function serializeJobRow(row: JobSqlRow, viewer?: JobViewerFlags): JobJson {
  const employer = { orgName: row.orgName, city: row.employerCity, state: row.employerState, website: row.employerWebsite, verified: row.employerVerified };
  return serializeJob({ ...row, employer }, viewer);
}

/** `%`, `_` and `\` in user text are literal characters, not LIKE wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
