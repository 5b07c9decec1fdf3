// stale-applicants (weekly, Monday 09:00 India time): one mail to each owner and recruiter of each
// approved employer whose applicants have waited in Applied for more than STALE_DAYS days on its jobs
// (not deleted; closed jobs too, their applicants still wait), listing the jobs with the most waiting
// first. Keyed by the employer, the member and the ISO week, so reruns within the week mail nobody
// again and next week's run mails anew.
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { isoWeek } from "@/lib/format/iso-week";
import { staleApplicantsMail } from "@/lib/job-posting/mails";
import { addDays } from "@/lib/job-search/service/lifecycle";
import { companiesContacts } from "@/lib/teams/service/contacts";
import type { TaskDefinition } from "@/lib/tasks/types";

export const STALE_DAYS = 7;
/** Jobs listed in one mail; the rest are counted ("and N more jobs"). */
export const STALE_JOBS_LISTED = 10;
/** Employers read per query (keyset pages by employer id). */
const EMPLOYER_BATCH = 100;

type Row = {
  employerId: string;
  orgName: string;
  post: string;
  waiting: number;
  jobCount: number;
  total: number;
};

/** One mail per company member and week (decisions.md section 16: the owners and recruiters are told). */
export function staleApplicantsKey(employerId: string, now: Date, userId: string): string {
  return `stale-applicants:${employerId}:${isoWeek(now)}:${userId}`;
}

/**
 * One batch of employers after `afterId`: per employer, its first STALE_JOBS_LISTED jobs by waiting
 * applicants, each row also carrying the employer's number of such jobs and of waiting applicants.
 */
function staleBatch(now: Date, afterId: string): Promise<Row[]> {
  const cutoff = addDays(now, -STALE_DAYS);
  return db.$queryRaw<Row[]>`
    WITH per_job AS (
      SELECT j."employerId", j."id" AS "jobId", j."post", COUNT(*)::int AS "waiting"
      FROM "Application" a
      JOIN "Job" j ON j."id" = a."jobId"
      JOIN "Employer" e ON e."id" = j."employerId"
      WHERE a."status" = 'applied' AND a."statusChangedAt" < ${cutoff} AND j."deletedAt" IS NULL
        AND e."status" = 'approved' AND j."employerId" > ${afterId}
      GROUP BY j."employerId", j."id", j."post"
    ),
    batch AS (
      SELECT DISTINCT "employerId" FROM per_job ORDER BY "employerId" LIMIT ${EMPLOYER_BATCH}
    ),
    ranked AS (
      SELECT p.*,
        ROW_NUMBER() OVER (PARTITION BY p."employerId" ORDER BY p."waiting" DESC, p."post", p."jobId") AS "rank",
        COUNT(*) OVER (PARTITION BY p."employerId")::int AS "jobCount",
        SUM(p."waiting") OVER (PARTITION BY p."employerId")::int AS "total"
      FROM per_job p JOIN batch b ON b."employerId" = p."employerId"
    )
    SELECT r."employerId", e."orgName", r."post", r."waiting", r."jobCount", r."total"
    FROM ranked r
    JOIN "Employer" e ON e."id" = r."employerId"
    WHERE r."rank" <= ${STALE_JOBS_LISTED}
    ORDER BY r."employerId", r."rank"`;
}

/** The rows of one batch, one group per employer (they arrive ordered by employer). */
function byEmployer(rows: Row[]): Row[][] {
  const groups: Row[][] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last[0].employerId === row.employerId) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

export const staleApplicantsTask: TaskDefinition = {
  name: "stale-applicants",
  cron: "0 9 * * 1",
  description: `Once a week, e-mails the owners and recruiters of each employer whose applicants have waited in Applied for more than ${STALE_DAYS} days, listing the jobs and counts.`,
  async run({ now }) {
    let sent = 0;
    let afterId = "";
    for (;;) {
      const groups = byEmployer(await staleBatch(now, afterId));
      const contacts = await companiesContacts(db, groups.map((jobs) => jobs[0].employerId));
      for (const jobs of groups) {
        const [first] = jobs;
        let mailed = false;
        for (const contact of contacts.get(first.employerId) ?? []) {
          const mail = staleApplicantsMail({
            to: contact.email,
            orgName: first.orgName,
            jobs: jobs.map(({ post, waiting }) => ({ post, waiting })),
            moreJobs: first.jobCount - jobs.length,
            total: first.total,
            days: STALE_DAYS,
          });
          if (await sendOnce(staleApplicantsKey(first.employerId, now, contact.userId), mail)) mailed = true;
        }
        if (mailed) sent += 1;
      }
      if (groups.length < EMPLOYER_BATCH) break;
      afterId = groups[groups.length - 1][0].employerId;
    }
    return { summary: `Mailed ${sent} ${sent === 1 ? "employer" : "employers"}` };
  },
};
