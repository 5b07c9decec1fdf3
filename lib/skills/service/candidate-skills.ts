// A candidate's skills (decisions.md section 14): what the profile shows, PUT candidate/skills (the
// candidate's own list replaces their self and resume rows) and the resume pre-fill's accept (merges).
// Verified rows come from certificates: nothing here ever changes or removes one.
import "server-only";
import { forbidden, invalidInput } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CANDIDATE_SKILLS_MAX, type CandidateSkillsInput, TOO_MANY_SKILLS_MESSAGE } from "@/lib/skills/schemas/candidate-skills";
import type { CandidateSkillJson, CandidateSkillsJson } from "@/lib/skills/contract";
import { assertKnownSkills } from "@/lib/skills/service/catalogue";

type Client = Prisma.TransactionClient | typeof db;
type OwnSource = "self" | "resume";

function assertCandidate(user: SessionUser) {
  if (user.role !== "Candidate") throw forbidden();
}

/** The required order: verified first, then by level (highest first), then by name. */
function compareSkills(a: CandidateSkillJson, b: CandidateSkillJson): number {
  const verified = Number(b.source === "verified") - Number(a.source === "verified");
  return verified || b.level - a.level || a.name.localeCompare(b.name, "en");
}

/** A candidate's skills in the required order (a bounded list: at most 50 declared plus the verified ones). */
export async function getCandidateSkills(userId: string, client: Client = db): Promise<CandidateSkillJson[]> {
  const rows = await client.candidateSkill.findMany({
    where: { userId },
    select: { skillId: true, level: true, source: true, certificateCode: true, skill: { select: { name: true } } },
  });
  return rows
    .map(({ skillId, level, source, certificateCode, skill }) => ({
      skillId,
      name: skill.name,
      level,
      source,
      ...(certificateCode ? { certificateCode } : {}),
    }))
    .sort(compareSkills);
}

async function discoverableOf(client: Client, userId: string): Promise<boolean> {
  const profile = await client.candidateProfile.findUnique({ where: { userId }, select: { discoverable: true } });
  return profile?.discoverable ?? false;
}

/** GET candidate/skills. */
export async function getOwnCandidateSkills(user: SessionUser): Promise<CandidateSkillsJson> {
  assertCandidate(user);
  const [skills, discoverable] = await Promise.all([getCandidateSkills(user.id), discoverableOf(db, user.id)]);
  return { skills, discoverable };
}

/**
 * One candidate's skill writes run one after the other (a transaction-scoped lock), so two tabs saving
 * at once cannot interleave a replace with a merge or push the declared skills past the cap.
 */
async function lockSkillsOf(tx: Prisma.TransactionClient, userId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`candidate-skills:${userId}`}))`;
}

/**
 * PUT candidate/skills: the listed skills replace the candidate's self and resume rows in one
 * transaction (the ones not listed are removed, the listed ones are written). A new skill's source is
 * the item's (self by default); a stored one keeps its source unless the item names another.
 */
export async function setCandidateSkills(user: SessionUser, input: CandidateSkillsInput): Promise<CandidateSkillsJson> {
  assertCandidate(user);
  const listedIds = input.skills.map((item) => item.skillId);
  await assertKnownSkills(listedIds, "skills");

  return db.$transaction(async (tx) => {
    await lockSkillsOf(tx, user.id);
    const stored = await tx.candidateSkill.findMany({ where: { userId: user.id }, select: { skillId: true, source: true } });
    const storedIds = new Set(stored.map((row) => row.skillId));
    // A verified skill listed in the request keeps its source and level: a certificate proved that
    // level, and the candidate may not change it (decisions.md section 14); such items are ignored.
    const verified = new Set(stored.filter((row) => row.source === "verified").map((row) => row.skillId));
    const own = input.skills.filter((item) => !verified.has(item.skillId));

    await tx.candidateSkill.deleteMany({
      where: { userId: user.id, source: { in: ["self", "resume"] }, skillId: { notIn: listedIds } },
    });

    const added = own.filter((item) => !storedIds.has(item.skillId));
    // skipDuplicates: a row written meanwhile by a certificate stays as it is.
    await tx.candidateSkill.createMany({
      data: added.map((item) => ({ userId: user.id, skillId: item.skillId, level: item.level, source: item.source ?? "self" })),
      skipDuplicates: true,
    });

    // The stored ones, grouped by what they become (at most 5 levels x 3 source choices): few updates.
    const groups = new Map<string, { level: number; source?: OwnSource; ids: string[] }>();
    for (const item of own.filter((i) => storedIds.has(i.skillId))) {
      const key = `${item.level}:${item.source ?? ""}`;
      const group = groups.get(key) ?? { level: item.level, source: item.source, ids: [] };
      group.ids.push(item.skillId);
      groups.set(key, group);
    }
    for (const { level, source, ids } of groups.values()) {
      await tx.candidateSkill.updateMany({
        where: { userId: user.id, skillId: { in: ids }, source: { not: "verified" } },
        data: source ? { level, source } : { level },
      });
    }

    const discoverable = input.discoverable === undefined ? await discoverableOf(tx, user.id) : await setDiscoverable(tx, user.id, input.discoverable);
    return { skills: await getCandidateSkills(user.id, tx), discoverable };
  });
}

/**
 * Saves "Let employers find me". A candidate without a profile row gets one, as every profile save
 * does (lib/candidate-profile/service/profile.ts upserts; sign-up creates it, so this is rare).
 */
async function setDiscoverable(tx: Prisma.TransactionClient, userId: string, discoverable: boolean): Promise<boolean> {
  const row = await tx.candidateProfile.upsert({
    where: { userId },
    update: { discoverable },
    create: { userId, discoverable },
    select: { discoverable: true },
  });
  return row.discoverable;
}

export type NewCandidateSkill = { skillId: string; level: number; source: OwnSource };

/**
 * Adds skills without touching the stored ones (the resume pre-fill's accept): a skill already on the
 * profile, whatever its source and level, stays as it is. The declared (self and resume) skills may
 * not pass the cap: 400 on `skills`.
 */
export async function addCandidateSkills(user: SessionUser, items: readonly NewCandidateSkill[]): Promise<CandidateSkillsJson> {
  assertCandidate(user);
  await assertKnownSkills(
    items.map((item) => item.skillId),
    "skills",
  );

  return db.$transaction(async (tx) => {
    await lockSkillsOf(tx, user.id);
    const stored = await tx.candidateSkill.findMany({ where: { userId: user.id }, select: { skillId: true, source: true } });
    const storedIds = new Set(stored.map((row) => row.skillId));
    const fresh = [...new Map(items.filter((item) => !storedIds.has(item.skillId)).map((item) => [item.skillId, item])).values()];
    const declared = stored.filter((row) => row.source !== "verified").length;
    if (declared + fresh.length > CANDIDATE_SKILLS_MAX) throw invalidInput({ skills: TOO_MANY_SKILLS_MESSAGE });

    await tx.candidateSkill.createMany({
      data: fresh.map((item) => ({ userId: user.id, skillId: item.skillId, level: item.level, source: item.source })),
      skipDuplicates: true,
    });
    return { skills: await getCandidateSkills(user.id, tx), discoverable: await discoverableOf(tx, user.id) };
  });
}
