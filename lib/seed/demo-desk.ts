import { db } from "@/lib/db";

// The staffing desk's demo (decisions.md section 17): the demo recruiter has put two people forward.
// Sneha consented and waits for InfoSphere's review (the applicants page shows "Submitted by
// TalentBridge"); Rahul was accepted by DeccanByte and hired a month ago (an active placement, its
// 30-day check-in due). Idempotent: a (job, candidate) pair that exists is left as it is.
const DAY = 86_400_000;

type DemoPeople = { recruiterId: string; sneha: string; rahul: string; infosphereId: string; deccanbyteId: string };

/** The newest approved job of a company whose post contains `word` (falls back to its newest). */
async function jobOf(employerId: string, word: string) {
  return (
    (await db.job.findFirst({ where: { employerId, status: "approved", post: { contains: word, mode: "insensitive" } }, orderBy: { createdAt: "desc" } })) ??
    db.job.findFirst({ where: { employerId, status: "approved", closedAt: null }, orderBy: { createdAt: "desc" } })
  );
}

export async function seedDemoDesk(people: DemoPeople, now: Date = new Date()): Promise<void> {
  const analystJob = await jobOf(people.infosphereId, "Analyst");
  if (analystJob && !(await db.submittal.findUnique({ where: { jobId_candidateId: { jobId: analystJob.id, candidateId: people.sneha } } }))) {
    await db.submittal.create({
      data: {
        jobId: analystJob.id,
        candidateId: people.sneha,
        recruiterId: people.recruiterId,
        status: "submitted",
        answeredAt: new Date(now.getTime() - DAY),
        createdAt: new Date(now.getTime() - 2 * DAY),
        pitch: "Sneha knows SQL, Python and Power BI well, and built the placement dashboards for her college. She can join in two weeks.",
      },
    });
  }

  const backendJob = await jobOf(people.deccanbyteId, "Backend");
  if (!backendJob || (await db.submittal.findUnique({ where: { jobId_candidateId: { jobId: backendJob.id, candidateId: people.rahul } } }))) return;
  const hiredAt = new Date(now.getTime() - 30 * DAY);
  await db.$transaction(async (tx) => {
    const application = await tx.application.upsert({
      where: { candidateId_jobId: { candidateId: people.rahul, jobId: backendJob.id } },
      update: {},
      create: { candidateId: people.rahul, jobId: backendJob.id, source: "agency", status: "hired", statusChangedAt: hiredAt, createdAt: new Date(hiredAt.getTime() - 20 * DAY) },
    });
    const submittal = await tx.submittal.create({
      data: {
        jobId: backendJob.id,
        candidateId: people.rahul,
        recruiterId: people.recruiterId,
        status: "accepted",
        answeredAt: new Date(hiredAt.getTime() - 22 * DAY),
        reviewedAt: new Date(hiredAt.getTime() - 20 * DAY),
        applicationId: application.id,
        createdAt: new Date(hiredAt.getTime() - 23 * DAY),
        pitch: "Rahul has five years of Node.js and Go, holds our IT Sectors certificate (SQL verified), and ran PostgreSQL in production at his last company.",
      },
    });
    const steps = [
      { from: null, to: "screening", at: 20 },
      { from: "screening", to: "interview", at: 12 },
      { from: "interview", to: "offered", at: 5 },
      { from: "offered", to: "hired", at: 0 },
    ] as const;
    for (const step of steps) {
      await tx.applicationEvent.create({
        data: { applicationId: application.id, from: step.from, to: step.to, actorRole: "Employer", createdAt: new Date(hiredAt.getTime() - step.at * DAY) },
      });
    }
    await tx.placement.create({
      data: { applicationId: application.id, submittalId: submittal.id, recruiterId: people.recruiterId, startDate: new Date(hiredAt.toISOString().slice(0, 10)), createdAt: hiredAt },
    });
  });
}
