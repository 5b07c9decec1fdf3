// The verified skills a certificate gives and takes back (decisions.md section 15). Only the academy
// writes verified CandidateSkill rows; each points, by certificateCode, to a valid certificate that
// proves its level. Both writes run inside the certificate's own transaction.
import "server-only";
import { verifiedLevel } from "@/lib/certificates/rules";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/**
 * The same transaction-scoped lock as the candidate's own skill writes (lib/skills/service/
 * candidate-skills.ts, key `candidate-skills:<userId>`): a certificate and a profile save of the same
 * person run one after the other, so neither overwrites what the other just read.
 */
export async function lockSkillsOf(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`candidate-skills:${userId}`}))`;
}

/**
 * Writes the certificate's skills as verified. A skill the person declared (self, resume) becomes
 * verified at the certificate's level; one verified already by another certificate moves to this one
 * only when this one proves a higher level (so the row always names a certificate that proves it).
 */
export async function grantVerifiedSkills(tx: Tx, input: { userId: string; code: string; score: number; skillIds: readonly string[] }): Promise<void> {
  const { userId, code, skillIds } = input;
  if (skillIds.length === 0) return;
  const level = verifiedLevel(input.score);
  await lockSkillsOf(tx, userId);
  const profile = await tx.candidateProfile.findUnique({ where: { userId }, select: { discoverable: true } });
  const stored = await tx.candidateSkill.findMany({ where: { userId, skillId: { in: [...skillIds] } }, select: { skillId: true, source: true, level: true } });
  const byId = new Map(stored.map((row) => [row.skillId, row]));

  const fresh = skillIds.filter((id) => !byId.has(id));
  await tx.candidateSkill.createMany({
    // discoverable copies the profile's "Let employers find me" (the matching index reads only these rows).
    data: fresh.map((skillId) => ({ userId, skillId, level, source: "verified" as const, certificateCode: code, discoverable: profile?.discoverable ?? false })),
  });
  const upgraded = stored.filter((row) => row.source !== "verified" || row.level < level).map((row) => row.skillId);
  if (upgraded.length > 0) {
    await tx.candidateSkill.updateMany({ where: { userId, skillId: { in: upgraded } }, data: { source: "verified", level, certificateCode: code } });
  }
}

type OtherCertificate = { code: string; score: number; skillNames: readonly string[] };

/**
 * Takes back the verified skills a revoked certificate gave: each row pointing to `code` is deleted,
 * unless another valid certificate of the person verifies that skill too; the row then points to the
 * best of those (highest score, so the highest level) at its level. Skills are matched by their
 * catalogue name, as the certificates list them. The caller holds lockSkillsOf and read `others` after
 * taking it: a certificate issued meanwhile is then among them (else its skill could be deleted here).
 */
export async function takeBackVerifiedSkills(tx: Tx, input: { userId: string; code: string; others: readonly OtherCertificate[] }): Promise<void> {
  const { userId, code } = input;
  const rows = await tx.candidateSkill.findMany({ where: { userId, certificateCode: code }, select: { skillId: true, skill: { select: { name: true } } } });
  if (rows.length === 0) return;

  const best = [...input.others].sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  const keep = new Map<string, OtherCertificate>();
  for (const row of rows) {
    const other = best.find((certificate) => certificate.skillNames.includes(row.skill.name));
    if (other) keep.set(row.skillId, other);
  }

  const dropped = rows.map((row) => row.skillId).filter((id) => !keep.has(id));
  if (dropped.length > 0) await tx.candidateSkill.deleteMany({ where: { userId, certificateCode: code, skillId: { in: dropped } } });
  for (const [skillId, other] of keep) {
    await tx.candidateSkill.update({
      where: { userId_skillId: { userId, skillId } },
      data: { certificateCode: other.code, level: verifiedLevel(other.score) },
    });
  }
}
