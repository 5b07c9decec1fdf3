// Issuing a certificate (decisions.md sections 15 and 20), inside the transaction that finishes the
// batch: the row copies the name, programme, batch, dates, skills and score, and the programme's skills
// become the person's verified skills (./skills.ts). The certificate's unique enrolment keeps it one
// per enrolment whatever races; the "Certificate issued" mail goes after the commit, once per
// certificate (sendOnce), never to an account leaving the site.
import "server-only";
import { verifyUrl } from "@/lib/certificates/rules";
import { certificateIssuedMail, certificateMailKey } from "@/lib/certificates/mails";
import { newCertificateCode } from "@/lib/certificates/service/code";
import { grantVerifiedSkills } from "@/lib/certificates/service/skills";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import type { Prisma } from "@/lib/generated/prisma/client";

/** What the mail after the commit needs. */
export type Issued = { code: string; to: string; name: string; programme: string; score: number; skills: string[]; candidateId: string };

/** The certificate of a passed enrolment and its verified skills (inside the caller's transaction). */
export async function issueCertificate(tx: Prisma.TransactionClient, enrollmentId: string, score: number, now: Date): Promise<Issued> {
  const { candidate, candidateId, batch } = await tx.enrollment.findUniqueOrThrow({
    where: { id: enrollmentId },
    select: {
      candidateId: true,
      candidate: { select: { name: true, email: true } },
      batch: {
        select: {
          title: true,
          startDate: true,
          endDate: true,
          programme: { select: { title: true, skills: { select: { skillId: true, skill: { select: { name: true } } } } } },
        },
      },
    },
  });
  const taught = [...batch.programme.skills].sort((a, b) => a.skill.name.localeCompare(b.skill.name, "en"));
  const skills = taught.map((s) => s.skill.name);
  // 80 random bits: a collision is not a case to handle (the primary key would refuse it: a 409).
  const code = newCertificateCode();
  await tx.certificate.create({
    data: {
      code,
      enrollmentId,
      candidateId,
      name: candidate.name,
      programmeTitle: batch.programme.title,
      batchTitle: batch.title,
      startDate: batch.startDate,
      endDate: batch.endDate,
      skills,
      score,
      issuedAt: now,
    },
  });
  await grantVerifiedSkills(tx, { userId: candidateId, code, score, skillIds: taught.map((s) => s.skillId) });
  return { code, to: candidate.email, name: candidate.name, programme: batch.programme.title, score, skills, candidateId };
}

/** After the commit: the person's mail, unless they asked meanwhile to delete their account. */
export async function mailCertificate(issued: Issued): Promise<void> {
  try {
    const staying = await db.user.count({ where: { id: issued.candidateId, deletionRequestedAt: null, deletedAt: null } });
    if (staying === 0) return;
    const mail = certificateIssuedMail({ ...issued, verifyUrl: verifyUrl(issued.code) });
    await sendOnce(certificateMailKey(issued.code), mail);
  } catch (error) {
    // The certificate stands; the code is not logged (it is the person's to share).
    console.error(`[certificates] could not e-mail a certificate to ${issued.candidateId}:`, error instanceof Error ? error.message : error);
  }
}
