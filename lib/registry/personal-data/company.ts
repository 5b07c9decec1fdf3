import { db } from "@/lib/db";
import { companyFieldsSelect } from "@/lib/employers/service/company-fields";
import { readMemberMessages } from "@/lib/messages/service/personal-data";
import { readDrivesCreated } from "@/lib/campus/service/drive-personal-data";
import { readCompanyInvoices } from "@/lib/billing/service/personal-data";

// A company member's part of "Download my data" (decisions.md sections 12 and 16); what is left out and why: ./common.ts.

/** Their place in a company's team and the team invitations they sent (decisions.md section 16). */
async function readTeam(userId: string) {
  const [membership, sent] = await Promise.all([
    db.employerMember.findUnique({ where: { userId }, select: { role: true, createdAt: true, employer: { select: { orgName: true } } } }),
    db.teamInvitation.findMany({ where: { invitedById: userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { email: true, role: true, createdAt: true } }),
  ]);
  const team = membership ? { company: membership.employer.orgName, role: membership.role, since: membership.createdAt } : null;
  return { team, teamInvitationsSent: sent };
}

/**
 * Scorecards they wrote as a company member: the post, their recommendation and when. The cards are
 * the company's record (kept when they leave or are erased); candidates never see them, so they are
 * in no candidate's export.
 */
async function readScorecardsWritten(userId: string) {
  const rows = await db.scorecard.findMany({
    where: { authorId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { recommendation: true, createdAt: true, application: { select: { job: { select: { post: true } } } } },
  });
  return rows.map((row) => ({ post: row.application.job.post, recommendation: row.recommendation, createdAt: row.createdAt }));
}

/** An employer's company, its jobs with their lifecycle and applicant counts, and decisions about them. */
export async function readEmployer(userId: string) {
  // With the messages they wrote as a member (the company keeps them; its name stands for them to candidates).
  // With how many campus drives they created (the drives are the company's).
  const teamData = { ...(await readTeam(userId)), ...(await readMemberMessages(userId)), ...(await readDrivesCreated(userId)) };
  const scorecards = await readScorecardsWritten(userId);
  const company = await db.employer.findUnique({
    where: { userId },
    select: {
      id: true,
      ...companyFieldsSelect,
      verified: true,
      status: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  if (!company) return { company: null, jobs: [], decisions: [], ...teamData, scorecards, invoices: [] };

  const [jobs, decisions] = await Promise.all([
    db.job.findMany({
      where: { employerId: company.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      // Derived columns (qualificationKeys, salaryYearlyMax, the search vector) and the duplicate
      // signal (another job's id) are the site's bookkeeping, not what the employer entered.
      omit: { employerId: true, qualificationKeys: true, salaryYearlyMax: true, duplicateOfId: true },
      include: { _count: { select: { applications: true } } },
    }),
    db.adminDecision.findMany({
      where: { OR: [{ employerId: company.id }, { job: { employerId: company.id } }] },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { jobId: true, status: true, reason: true, createdAt: true },
    }),
  ]);
  return {
    company,
    ...teamData,
    scorecards,
    // Invoices issued to the company, with payments and credit notes (decisions.md section 21).
    ...(await readCompanyInvoices(company.id)),
    jobs: jobs.map(({ _count, ...job }) => ({ ...job, applicantCount: _count.applications })),
    // Which object a decision was about; who decided stays with the site.
    decisions: decisions.map((d) => ({
      subject: d.jobId ? "job" : "company",
      jobId: d.jobId,
      status: d.status,
      reason: d.reason,
      createdAt: d.createdAt,
    })),
  };
}
