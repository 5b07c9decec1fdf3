// The employer posts and deletes its jobs.
import { ApiError, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { yearlyAmount } from "@/lib/job-search/service/lifecycle";
import { jobRowSelect, serializeJob, type JobJson } from "@/lib/job-search/service/serialize";
import type { PostJobData } from "@/lib/job-posting/schemas/post-job";
import { lockApprovedEmployer, managedBy } from "@/lib/job-posting/service/approved-employer";
import { findNearDuplicate } from "@/lib/job-posting/service/near-duplicate";
import { totalSkillWeight } from "@/lib/skills/rules/score";
import { assertKnownSkills } from "@/lib/skills/service/catalogue";

export const JOB_NOT_FOUND = "Job not found.";
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
export const DUPLICATE_POST_MESSAGE = "You posted this job a few minutes ago. It is already waiting for review.";

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");

/**
 * Posts a job (spec section 2 'Post a Job'). Only approved employers may post, whatever the page
 * shows. New jobs wait for an admin (pending); their location is the one given, else the company's
 * (decisions.md sections 5 and 19).
 * `validForDays` is kept until approval, which sets validThrough from it (decisions.md section 10); a
 * salary also stores its top as a yearly amount, the figure the job search's minSalary compares.
 *
 * The same post again within 10 minutes (a double click, a retried request) is refused with 409
 * DUPLICATE_POST and the existing job's id in `errors.jobId` (docs/decisions/0010). Race-safe: the
 * employer's row is locked for the transaction, so identical concurrent posts queue and each one
 * after the first sees the job the first created.
 *
 * A near-copy of any job of the last 90 days is posted, with that job's id in duplicateOfId for the
 * admin (docs/decisions/0022): found before the insert, so the new job cannot find itself.
 *
 * Its skills (decisions.md section 14) are written with the job, and Job.skillWeight (the match
 * score's denominator, copied on each JobSkill row) with them, in the one insert: they can never
 * disagree. Unknown ids are a 400 on `skills` before anything is locked.
 */
export async function postJob(user: SessionUser, data: PostJobData): Promise<JobJson> {
  const since = new Date(Date.now() - DUPLICATE_WINDOW_MS);
  await assertKnownSkills(data.skills.map((s) => s.skillId), "skills");
  const row = await db.$transaction(
    async (tx) => {
      const employer = await lockApprovedEmployer(tx, user);
      const city = data.city ?? employer.city;
      const state = data.state ?? employer.state;
      const candidates = await tx.job.findMany({
        where: {
          employerId: employer.id,
          deletedAt: null,
          createdAt: { gt: since },
          post: data.post,
          description: data.description,
          payroll: data.payroll,
          employmentType: data.employmentType,
          hiringProcess: data.hiringProcess,
          openings: data.openings,
          minExperience: data.minExperience,
          // The same post for another city is another job, not a double click.
          city,
          state,
        },
        orderBy: { createdAt: "desc" },
        select: { id: true, qualifications: true },
      });
      // The same qualifications in another order are the same post.
      const duplicate = candidates.find((job) => sameSet(job.qualifications, data.qualifications));
      if (duplicate) {
        throw new ApiError(409, DUPLICATE_POST_MESSAGE, { code: "DUPLICATE_POST", errors: { jobId: duplicate.id } });
      }
      const duplicateOfId = await findNearDuplicate(tx, data);
      const skillWeight = totalSkillWeight(data.skills);
      return tx.job.create({
        data: {
          employerId: employer.id,
          duplicateOfId,
          post: data.post,
          payroll: data.payroll,
          qualifications: data.qualifications,
          openings: data.openings,
          minExperience: data.minExperience,
          description: data.description,
          employmentType: data.employmentType,
          hiringProcess: data.hiringProcess,
          city,
          state,
          country: "India",
          status: "pending",
          validForDays: data.validForDays,
          skillWeight,
          // Each link carries the job's total too (JobSkill.jobWeight), so matching reads the index alone.
          skills: { create: data.skills.map((s) => ({ skillId: s.skillId, required: s.required, jobWeight: skillWeight })) },
          workplaceType: data.workplaceType,
          ...(data.salary
            ? {
                salaryMin: data.salary.min,
                salaryMax: data.salary.max,
                salaryCurrency: data.salary.currency,
                salaryUnit: data.salary.unit,
                salaryYearlyMax: yearlyAmount(data.salary.max, data.salary.unit),
              }
            : {}),
        },
        select: jobRowSelect,
      });
    },
    // Identical posts wait for each other's lock by design: give the queue time (defaults 2 s / 5 s).
    { maxWait: 15_000, timeout: 15_000 },
  );
  return serializeJob(row);
}

/** The post-job form's location defaults: the company's city and state (null for a non-employer). */
export async function postJobDefaults(user: SessionUser): Promise<{ city: string; state: string } | null> {
  return db.employer.findFirst({ where: managedBy(user.id), select: { city: true, state: true } });
}

/**
 * Deletes one of the employer's jobs. Always a soft delete: the job leaves every list, while
 * candidates who applied still read their application (as 'Job removed') and admins keep the record.
 * Another employer's job, or one already deleted, is a 404.
 */
export async function deleteJob(user: SessionUser, jobId: string): Promise<null> {
  const { count } = await db.job.updateMany({
    where: { id: jobId, deletedAt: null, employer: managedBy(user.id) },
    data: { deletedAt: new Date() },
  });
  if (count === 0) throw notFound(JOB_NOT_FOUND);
  return null;
}
