// Shared by the placements and funnel tests: agency applications made directly with Prisma (the
// submittal flow is tested on its own): a submittal the candidate consented to and the company
// accepted, and the application it became (source agency), with stamps the tests choose; placements
// started some days ago.
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { addDays } from "@/lib/desk/rules/placements";
import { formatIndiaDay } from "@/lib/format/date";
import type { ApplicationStatus, SubmittalStatus } from "@/lib/generated/prisma/enums";
import { createCandidate, createEmployer, createJob, createUser } from "@/tests/factories";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type AgencyStamps = {
  /** When the recruiter submitted (the funnel's range is on it). */
  createdAt?: Date;
  /** Days after createdAt the candidate consented (null: not answered). */
  answeredAfterDays?: number | null;
  /** Days after the consent the company decided. */
  reviewedAfterDays?: number;
  status?: SubmittalStatus;
  /** For an accepted submittal: the application's stages after screening, each `days` after the previous one. */
  steps?: { to: ApplicationStatus; days: number }[];
};

/**
 * A submittal of `candidateName` to the job by `recruiterId`; accepted ones get their application
 * (source agency) at screening, then through `steps`. Returns the rows.
 */
export async function agencySubmittal(jobId: string, recruiterId: string | null, candidateName: string, stamps: AgencyStamps = {}) {
  const status = stamps.status ?? "accepted";
  const createdAt = stamps.createdAt ?? new Date();
  const answeredAt =
    stamps.answeredAfterDays === null || status === "awaiting_consent" ? null : new Date(createdAt.getTime() + (stamps.answeredAfterDays ?? 1) * DAY);
  const reviewedAt = answeredAt && (status === "accepted" || status === "rejected") ? new Date(answeredAt.getTime() + (stamps.reviewedAfterDays ?? 2) * DAY) : null;
  const { user: candidate } = await createCandidate({ complete: true, name: candidateName });
  let applicationId: string | null = null;
  if (status === "accepted") {
    const steps = stamps.steps ?? [];
    const application = await db.application.create({
      data: { jobId, candidateId: candidate.id, status: steps.at(-1)?.to ?? "screening", source: "agency", createdAt: reviewedAt! },
    });
    applicationId = application.id;
    let at = reviewedAt!;
    let from: ApplicationStatus | null = null;
    const events = [{ to: "screening" as ApplicationStatus, days: 0 }, ...steps];
    for (const step of events) {
      at = new Date(at.getTime() + step.days * DAY);
      await db.applicationEvent.create({ data: { applicationId, from, to: step.to, actorRole: "Employer", createdAt: at } });
      from = step.to;
    }
  }
  const submittal = await db.submittal.create({
    data: {
      jobId,
      candidateId: candidate.id,
      recruiterId,
      pitch: "A strong fit for the role.",
      status,
      answeredAt,
      reviewedAt,
      rejectReason: status === "rejected" ? "not_qualified" : null,
      applicationId,
      createdAt,
    },
  });
  return { candidate, submittal, applicationId };
}

/** A company's job with an agency application at `offered`, submitted by `recruiter`. */
export async function offeredAgencyApplication(recruiter: SessionUser, candidateName = "Asha Rao", post = "QA Engineer") {
  const { user: employer, employer: company } = await createEmployer({ orgName: `Globex ${Math.random().toString(36).slice(2, 7)}` });
  const job = await createJob({ employerId: company.id, post });
  const made = await agencySubmittal(job.id, recruiter.id, candidateName, { steps: [{ to: "interview", days: 1 }, { to: "offered", days: 1 }] });
  return { employer, company, job, ...made, applicationId: made.applicationId! };
}

/** A placement made directly (for the list, the changes and the reminders), started `daysAgo` days before today. */
export async function placementStarted(recruiter: SessionUser | null, daysAgo: number, name = "Kiran Das", status: "active" | "fell_through" = "active") {
  const made = await offeredAgencyApplication(recruiter ?? (await createUser({ role: "Recruiter" })), name);
  const startDate = new Date(`${addDays(formatIndiaDay(new Date()), -daysAgo)}T00:00:00Z`);
  const placement = await db.placement.create({
    data: {
      applicationId: made.applicationId,
      submittalId: made.submittal.id,
      recruiterId: recruiter?.id ?? null,
      startDate,
      status,
      fellThroughAt: status === "fell_through" ? new Date() : null,
    },
  });
  return { ...made, placement };
}
