// Demo training fees (decisions.md section 21; decision 0057 "Training fees"): Robotics charges ₹25,000
// + GST and may be paid after placement at ₹4,00,000 a year or more; Arjun Nair is enrolled in its next
// batch on that plan (an `active` agreement: billed only if he is placed within a year of its end).
// Idempotent: the fee is set only while the programme is free (Finance's later change stands), the batch
// and the agreement only once.
import { db } from "@/lib/db";

const TITLE = "Robotics — pay after placement";
const FEE_PAISE = 2_500_000n;
const MIN_ANNUAL_CTC = 400_000;

const dayFrom = (now: Date, days: number) => new Date(`${new Date(now.getTime() + days * 86_400_000 + 5.5 * 3600_000).toISOString().slice(0, 10)}T00:00:00Z`);

/** Weekly 3-hour sessions from the start day (India 10:00-13:00), enough for Robotics' minimum hours. */
function weekly(start: Date, weeks: number) {
  return Array.from({ length: weeks }, (_, i) => ({
    startsAt: new Date(start.getTime() + i * 7 * 86_400_000 + 4.5 * 3600_000),
    endsAt: new Date(start.getTime() + i * 7 * 86_400_000 + 7.5 * 3600_000),
    topic: `Robotics week ${i + 1}`,
  }));
}

export async function seedDemoTrainingFees({ trainerId, traineeEmail }: { trainerId: string; traineeEmail: string }, now = new Date()): Promise<void> {
  await db.programme.updateMany({ where: { id: "robotics", fee: 0n }, data: { fee: FEE_PAISE, payAfterPlacementAvailable: true, minAnnualCtc: MIN_ANNUAL_CTC } });
  const trainee = await db.user.findUnique({ where: { email_role: { email: traineeEmail, role: "Candidate" } }, select: { id: true } });
  if (!trainee || (await db.batch.findFirst({ where: { title: TITLE }, select: { id: true } }))) return;
  const start = dayFrom(now, 10);
  const batch = await db.batch.create({
    data: {
      programmeId: "robotics",
      title: TITLE,
      startDate: start,
      endDate: dayFrom(now, 10 + 7 * 9),
      mode: "classroom",
      location: "TalentBridge Training Centre, Baner, Pune",
      seats: 15,
      seatsTaken: 1,
      trainerId,
      sessions: { create: weekly(start, 10) },
    },
    select: { id: true },
  });
  const enrollment = await db.enrollment.create({ data: { batchId: batch.id, candidateId: trainee.id, status: "enrolled", createdAt: now }, select: { id: true } });
  await db.trainingFeeAgreement.create({
    data: { enrollmentId: enrollment.id, candidateId: trainee.id, plan: "pay_after_placement", billingState: "Kerala", fee: FEE_PAISE, minAnnualCtc: MIN_ANNUAL_CTC, createdAt: now },
  });
}
