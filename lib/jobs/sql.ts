// What the raw-SQL job lists (public search, employer dashboard) share: the columns they select
// for a job and its employer, the row type those give, and the row's Job JSON.
import { Prisma } from "@/lib/generated/prisma/client";
import { serializeJob, type JobJson, type JobRow } from "@/lib/jobs/serialize";

/** The columns of a job row, with `j` = "Job" and `e` = its "Employer". */
export const jobColumns = Prisma.sql`
  j."id", j."post", j."payroll", j."qualifications", j."openings", j."minExperience", j."description",
  j."employmentType"::text AS "employmentType", j."hiringProcess"::text AS "hiringProcess",
  j."status"::text AS "status", j."createdAt", j."city", j."state", j."country",
  e."orgName", e."city" AS "employerCity", e."state" AS "employerState"`;

/** A job row as the columns above give it: the employer's fields flattened beside the job's. */
export type JobSqlRow = Omit<JobRow, "employer"> & { orgName: string; employerCity: string; employerState: string };

export function serializeJobRow(row: JobSqlRow, applied?: boolean): JobJson {
  return serializeJob({ ...row, employer: { orgName: row.orgName, city: row.employerCity, state: row.employerState } }, applied);
}

/** `%`, `_` and `\` in user text are literal characters, not LIKE wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
