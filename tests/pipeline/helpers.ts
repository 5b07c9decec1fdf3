// Shared by the pipeline tests: a job of an approved employer with applications of fresh candidates,
// and calling the route handlers as a given user (tests/employer/helpers `call`, session mocked).
import { db } from "@/lib/db";
import type { ApplicationStatus } from "@/lib/generated/prisma/enums";
import { createCandidate, createEmployer, createJob, createUser } from "@/tests/factories";

export { call, type Envelope } from "@/tests/employer/helpers";

/** An application in `status`, with its first event, as createApplication leaves it (the status set directly). */
export async function createApplicationRow(jobId: string, status: ApplicationStatus = "applied", name = "Asha Rao") {
  const { user } = await createCandidate({ complete: true, name });
  const application = await db.application.create({ data: { jobId, candidateId: user.id, status } });
  await db.applicationEvent.create({
    data: { applicationId: application.id, from: null, to: "applied", actorRole: "Candidate", actorId: user.id },
  });
  return { candidate: user, application };
}

/** An approved employer with one job and one application in `status`. */
export async function pipelineFixture(status: ApplicationStatus = "applied", post = "Backend Developer") {
  const { user: employer, employer: company } = await createEmployer({ orgName: `Pipeline ${Math.random().toString(36).slice(2, 8)}` });
  const job = await createJob({ employerId: company.id, post });
  const { candidate, application } = await createApplicationRow(job.id, status);
  return { employer, company, job, candidate, application };
}

/** Accounts that must not reach someone else's application: another employer, another candidate, an admin, a university. */
export async function outsiders() {
  const { user: otherEmployer } = await createEmployer();
  const { user: otherCandidate } = await createCandidate({ complete: true });
  const admin = await createUser({ role: "Admin" });
  const university = await createUser({ role: "University" });
  return { otherEmployer, otherCandidate, admin, university };
}

/** An ISO instant `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
