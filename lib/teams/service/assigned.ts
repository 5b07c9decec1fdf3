// "Your interviews" (decisions.md section 16): the applications of the member's company assigned to
// them, whatever their role, latest assignment first, 20 a page (paged in SQL). A deleted job's
// applications are out of reach here as everywhere in the company's views.
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";
import type { AssignedInterviewsPage } from "@/lib/teams/contract/interviews";
import { ASSIGNED_INTERVIEWS_PAGE_SIZE, type AssignedInterviewsQuery } from "@/lib/teams/schemas/interviews";

export async function listAssignedInterviews(user: SessionUser, { page }: AssignedInterviewsQuery): Promise<AssignedInterviewsPage> {
  const employer = await approvedEmployer(user, { interviewer: true });
  const rows = await db.applicationInterviewer.findMany({
    where: { userId: user.id, application: { job: { employerId: employer.id, deletedAt: null } } },
    orderBy: [{ assignedAt: "desc" }, { applicationId: "desc" }],
    skip: (page - 1) * ASSIGNED_INTERVIEWS_PAGE_SIZE,
    // One more row than the page only tells whether another page exists.
    take: ASSIGNED_INTERVIEWS_PAGE_SIZE + 1,
    select: {
      assignedAt: true,
      application: {
        select: {
          id: true,
          status: true,
          candidate: { select: { name: true } },
          job: { select: { post: true } },
          // The latest move to interview carries the time (the same rule as currentInterview).
          events: { where: { to: "interview" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { interviewAt: true } },
          scorecards: { where: { authorId: user.id }, select: { id: true } },
        },
      },
    },
  });
  return {
    items: rows.slice(0, ASSIGNED_INTERVIEWS_PAGE_SIZE).map(({ assignedAt, application }) => ({
      applicationId: application.id,
      candidateName: application.candidate.name,
      post: application.job.post,
      status: application.status,
      interviewAt: application.status === "interview" ? (application.events[0]?.interviewAt?.toISOString() ?? null) : null,
      submitted: application.scorecards.length > 0,
      assignedAt: assignedAt.toISOString(),
    })),
    page,
    hasNextPage: rows.length > ASSIGNED_INTERVIEWS_PAGE_SIZE,
  };
}
