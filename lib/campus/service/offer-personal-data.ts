// Offers, round results and personal data (docs/decisions/0019, 0020). A student's export lists their
// offers (company, drive, salary, joining date, status, joining and its dates; a revocation's reason)
// and their round results (drive, round, result, when). The purge needs nothing of its own: both hang
// on the Student row (offers directly, results through the registrations), which the purge deletes
// (purgeStudent), so they cascade with it.
import "server-only";
import { db } from "@/lib/db";

const day = (value: Date) => value.toISOString().slice(0, 10);

/** The "campusOffers" and "roundResults" sections of a candidate's account.json. */
export async function readStudentOffers(userId: string) {
  const [offers, results] = await Promise.all([
    db.offer.findMany({
      where: { student: { userId } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        salary: true,
        joiningDate: true,
        status: true,
        respondedAt: true,
        joiningStatus: true,
        joinedAt: true,
        revokedAt: true,
        revokeReason: true,
        createdAt: true,
        drive: { select: { title: true, companyName: true } },
      },
    }),
    db.driveResult.findMany({
      where: { registration: { student: { userId } } },
      orderBy: [{ recordedAt: "asc" }, { roundId: "asc" }],
      select: { result: true, recordedAt: true, round: { select: { name: true, position: true, drive: { select: { title: true, companyName: true } } } } },
    }),
  ]);
  return {
    campusOffers: offers.map(({ drive, joiningDate, ...offer }) => ({ company: drive.companyName, drive: drive.title, ...offer, joiningDate: day(joiningDate) })),
    roundResults: results.map(({ round, ...result }) => ({ company: round.drive.companyName, drive: round.drive.title, round: round.name, position: round.position, ...result })),
  };
}
