// Every upcoming interview of the company (decisions.md section 20): owners and recruiters see them all
// on /employer/interviews, not only those assigned to them; interviewers keep their own list
// (assigned.ts) and are refused this one (403, approvedEmployer). An interview is upcoming while its
// application is at `interview` and it has not ended (its start plus its duration is still ahead), so
// one under way stays listed. Its details are the latest event into `interview` (the same rule as
// currentInterview). Soonest first, 20 a page, paged in SQL; a deleted job's applications are out of reach.
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { InterviewMode } from "@/lib/generated/prisma/enums";
import { LEGACY_INTERVIEW_MINUTES } from "@/lib/job-search/service/application-json";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";
import { DELETED_CANDIDATE_NAME } from "@/lib/privacy/service/account-deletion";
import type { CompanyInterviewsPage } from "@/lib/teams/contract/interviews";
import { ASSIGNED_INTERVIEWS_PAGE_SIZE, type AssignedInterviewsQuery } from "@/lib/teams/schemas/interviews";

type Row = {
  applicationId: string;
  candidateName: string;
  erased: boolean;
  jobId: string;
  post: string;
  at: Date;
  mode: InterviewMode;
  location: string | null;
  durationMinutes: number | null;
};

const PAGE_SIZE = ASSIGNED_INTERVIEWS_PAGE_SIZE;

export async function listCompanyInterviews(user: SessionUser, { page }: AssignedInterviewsQuery, opts: { now?: Date } = {}): Promise<CompanyInterviewsPage> {
  const employer = await approvedEmployer(user);
  const now = opts.now ?? new Date();
  const rows = await db.$queryRaw<Row[]>`
    SELECT a."id" AS "applicationId", u."name" AS "candidateName", (u."deletedAt" IS NOT NULL) AS "erased",
      j."id" AS "jobId", j."post", e."interviewAt" AS "at", e."interviewMode"::text AS "mode",
      e."interviewLocation" AS "location", e."interviewDurationMinutes" AS "durationMinutes"
    FROM "Application" a
    JOIN "Job" j ON j."id" = a."jobId"
    JOIN "User" u ON u."id" = a."candidateId"
    JOIN LATERAL (
      SELECT ev."interviewAt", ev."interviewMode", ev."interviewLocation", ev."interviewDurationMinutes"
      FROM "ApplicationEvent" ev
      WHERE ev."applicationId" = a."id" AND ev."to" = 'interview'
      ORDER BY ev."createdAt" DESC, ev."id" DESC
      LIMIT 1
    ) e ON TRUE
    WHERE j."employerId" = ${employer.id} AND j."deletedAt" IS NULL AND a."status" = 'interview'
      AND e."interviewAt" IS NOT NULL AND e."interviewMode" IS NOT NULL
      AND e."interviewAt" + make_interval(mins => COALESCE(e."interviewDurationMinutes", ${LEGACY_INTERVIEW_MINUTES}::int)) > ${now}
    ORDER BY e."interviewAt" ASC, a."id" ASC
    LIMIT ${PAGE_SIZE + 1} OFFSET ${(page - 1) * PAGE_SIZE}`;
  const shown = rows.slice(0, PAGE_SIZE);
  const ids = shown.map((row) => row.applicationId);
  const [panels, cards] = await Promise.all([
    db.applicationInterviewer.findMany({
      // Only members still in the company (as the application's page lists them).
      where: { applicationId: { in: ids }, user: { membership: { is: { employerId: employer.id } } } },
      orderBy: [{ assignedAt: "asc" }, { userId: "asc" }],
      select: { applicationId: true, user: { select: { name: true } } },
    }),
    db.scorecard.groupBy({ by: ["applicationId"], where: { applicationId: { in: ids } }, _count: { _all: true } }),
  ]);
  const cardCount = new Map(cards.map((group) => [group.applicationId, group._count._all]));
  return {
    items: shown.map((row) => ({
      applicationId: row.applicationId,
      candidateName: row.erased ? DELETED_CANDIDATE_NAME : row.candidateName,
      jobId: row.jobId,
      post: row.post,
      interview: {
        at: row.at.toISOString(),
        durationMinutes: row.durationMinutes ?? LEGACY_INTERVIEW_MINUTES,
        mode: row.mode,
        location: row.location,
      },
      interviewers: panels.filter((panel) => panel.applicationId === row.applicationId).map((panel) => panel.user.name),
      scorecards: cardCount.get(row.applicationId) ?? 0,
    })),
    page,
    hasNextPage: rows.length > PAGE_SIZE,
  };
}
