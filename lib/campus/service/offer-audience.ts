// Who hears about an offer (decisions.md section 18): the student, the company side (the company's
// owners and recruiters, or the admin who set up a drive without a company) and the university's
// account (its placement officer). Accounts scheduled for deletion or erased get no mail
// (docs/architecture.md), but may still be notified in the app.
import "server-only";
import type { db } from "@/lib/db";
import { companyDrivePath, universityDrivePath } from "@/lib/campus/rules/offers";
import { companyContacts } from "@/lib/teams/service/contacts";
import type { Tx } from "@/lib/transitions/transition";

type Client = Tx | typeof db;

export type Contact = { userId: string; email: string; name: string; mailable: boolean; link: string };

const mailable = (user: { deletionRequestedAt: Date | null; deletedAt: Date | null }) => user.deletionRequestedAt === null && user.deletedAt === null;
const userFields = { id: true, email: true, name: true, deletionRequestedAt: true, deletedAt: true } as const;

/** The company side of a drive, each with the drive's page on their side. */
export async function companySide(client: Client, drive: { id: string; employerId: string | null; createdById: string | null }): Promise<Contact[]> {
  if (drive.employerId) {
    const link = companyDrivePath(drive.id);
    return (await companyContacts(client, drive.employerId)).map((c) => ({ ...c, mailable: true, link }));
  }
  if (!drive.createdById) return [];
  const admin = await client.user.findUnique({ where: { id: drive.createdById }, select: userFields });
  return admin ? [{ userId: admin.id, email: admin.email, name: admin.name, mailable: mailable(admin), link: companyDrivePath(drive.id, true) }] : [];
}

/** The university's account (its placement officer), with the drive's page on its side. */
export async function universityAccount(client: Client, universityId: string, driveId: string): Promise<Contact & { instituteName: string }> {
  const row = await client.university.findUniqueOrThrow({ where: { id: universityId }, select: { instituteName: true, user: { select: userFields } } });
  return { userId: row.user.id, email: row.user.email, name: row.user.name, mailable: mailable(row.user), link: universityDrivePath(driveId), instituteName: row.instituteName };
}

/** The student's account. */
export async function studentAccount(client: Client, studentId: string): Promise<Omit<Contact, "link">> {
  const row = await client.student.findUniqueOrThrow({ where: { id: studentId }, select: { user: { select: userFields } } });
  return { userId: row.user.id, email: row.user.email, name: row.user.name, mailable: mailable(row.user) };
}
