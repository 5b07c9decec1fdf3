// Everything one application's page shows a company member (decisions.md section 16), read for the
// page in one go: the application with its timeline (who acted), the candidate as the applicants list
// shows them, the interviewers (and, for owners and recruiters, whom they may pick), the scorecards.
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import type { Applicant, ApplicationDetail, InterviewerApplicant } from "@/lib/pipeline/contract";
import { applicantSelect, interviewerApplicantSelect, toApplicant, toInterviewerApplicant } from "@/lib/pipeline/service/applicants";
import { applicantSkills } from "@/lib/pipeline/service/applicant-skills";
import { APPLICATION_NOT_FOUND, companyApplicationWhere, loadApplicationDetail } from "@/lib/pipeline/service/detail";
import { notFound } from "@/lib/api/errors";
import type { InterviewersJson, ScorecardsJson } from "@/lib/teams/contract/common";
import { readableApplication } from "@/lib/teams/service/access";
import { assignableMembers, getInterviewers, type AssignableMember } from "@/lib/teams/service/interviewers";
import { listScorecards } from "@/lib/teams/service/scorecards";

export type ApplicationPage = {
  detail: ApplicationDetail;
  /** An interviewer's is the minimal view (decisions.md section 20), read with its own select. */
  applicant: { view: "full"; applicant: Applicant } | { view: "interviewer"; applicant: InterviewerApplicant };
  /** The acting member's role: owners and recruiters manage interviewers and move the application. */
  role: TeamRole;
  interviewers: InterviewersJson;
  /** The company's members to pick interviewers from (empty for an interviewer, who may not). */
  members: AssignableMember[];
  scorecards: ScorecardsJson;
};

export async function getApplicationPage(user: SessionUser, { id }: { id: string }): Promise<ApplicationPage> {
  const { employer } = await readableApplication(user, id);
  const manages = employer.role !== "interviewer";
  const [detail, interviewers, scorecards, members] = await Promise.all([
    loadApplicationDetail(companyApplicationWhere(user, employer, id), manages ? "employer" : "interviewer"),
    getInterviewers(user, { id }),
    listScorecards(user, { id }),
    manages ? assignableMembers(employer.id) : Promise.resolve([]),
  ]);
  const applicant = detail ? await readApplicant(id, manages, detail.job) : null;
  // Gone between the check and the reads (the job deleted meanwhile): as if it never was.
  if (!detail || !applicant) throw notFound(APPLICATION_NOT_FOUND);
  return { detail, applicant, role: employer.role, interviewers, members, scorecards };
}

/** The applicant as this member may see them, with their top skills and match against the job. */
async function readApplicant(id: string, manages: boolean, job: ApplicationDetail["job"]): Promise<ApplicationPage["applicant"] | null> {
  const skillsOf = async (candidateId: string) => (await applicantSkills(job.id, [candidateId], job.skills.length > 0)).get(candidateId);
  if (manages) {
    const row = await db.application.findUnique({ where: { id }, select: applicantSelect });
    return row ? { view: "full", applicant: toApplicant(row, row.candidate.deletedAt ? undefined : await skillsOf(row.candidate.id)) } : null;
  }
  const row = await db.application.findUnique({ where: { id }, select: interviewerApplicantSelect });
  return row ? { view: "interviewer", applicant: toInterviewerApplicant(row, await skillsOf(row.candidate.id)) } : null;
}
