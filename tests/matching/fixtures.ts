// Test data for matching: skills (ids "t-…", never the catalogue's), jobs with skills (Job.skillWeight
// written with the rows, as the posting service does) and candidates with skills and a discoverable switch.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { SkillSource } from "@/lib/generated/prisma/enums";
import { totalSkillWeight } from "@/lib/skills/rules/score";
import { createCandidate, createJob, type CreateJobInput } from "@/tests/factories";

/** Skill rows named as given; ids are "t-<name>-<random>" so files and tests never collide. */
export async function createSkills<N extends string>(...names: N[]): Promise<Record<N, { id: string; name: string }>> {
  const suffix = randomUUID().slice(0, 6);
  const rows = names.map((name) => ({ id: `t-${name.toLowerCase().replace(/[^a-z0-9+#]+/g, "-")}-${suffix}`, name: `${name} ${suffix}`, category: "Test" }));
  await db.skill.createMany({ data: rows });
  return Object.fromEntries(names.map((name, i) => [name, { id: rows[i].id, name: rows[i].name }])) as Record<N, { id: string; name: string }>;
}

/** A job asking for `skills` (required unless said), its skillWeight set in the same transaction. */
export async function createJobWithSkills(skills: { id: string; required?: boolean }[], input: CreateJobInput = {}) {
  const job = await createJob(input);
  const rows = skills.map((s) => ({ jobId: job.id, skillId: s.id, required: s.required ?? true }));
  await db.$transaction([
    db.jobSkill.createMany({ data: rows }),
    db.job.update({ where: { id: job.id }, data: { skillWeight: totalSkillWeight(rows) } }),
  ]);
  return job;
}

export type CandidateSkillInput = { id: string; level?: number; verified?: boolean };

/** A complete candidate profile with these skills; discoverable unless told otherwise. */
export async function createMatchCandidate(
  opts: { name?: string; discoverable?: boolean; skills?: CandidateSkillInput[]; city?: string | null; workExperience?: number | null } = {},
) {
  const { user } = await createCandidate({ complete: true, name: opts.name ?? "Match Candidate" });
  await db.candidateProfile.update({
    where: { userId: user.id },
    data: {
      discoverable: opts.discoverable ?? true,
      ...(opts.city !== undefined ? { prefferedLocation: opts.city } : {}),
      ...(opts.workExperience !== undefined ? { workExperience: opts.workExperience } : {}),
    },
  });
  await addSkills(user.id, opts.skills ?? []);
  return user;
}

export async function addSkills(userId: string, skills: CandidateSkillInput[]) {
  if (skills.length === 0) return;
  await db.candidateSkill.createMany({
    data: skills.map((s) => ({
      userId,
      skillId: s.id,
      level: s.level ?? 3,
      source: (s.verified ? "verified" : "self") as SkillSource,
      certificateCode: s.verified ? `CERT-${randomUUID().slice(0, 8)}` : null,
    })),
  });
}
