import { z } from "zod";
import "zod-openapi";
import { DEFAULT_SKILL_LEVEL } from "@/lib/skills/rules/levels";
import { skillIdField } from "@/lib/skills/schemas/catalogue";

// A candidate's skills (decisions.md section 14): the body of PUT candidate/skills, shared by the
// API, the profile's skills editor (saveCandidateSkillsAction) and the resume pre-fill's accept.

/** The most skills a candidate declares (self or resume); verified ones come from certificates and are not counted. */
export const CANDIDATE_SKILLS_MAX = 50;
export const TOO_MANY_SKILLS_MESSAGE = `You can list at most ${CANDIDATE_SKILLS_MAX} skills`;
export const LEVEL_MESSAGE = "Level must be a whole number from 1 (Beginner) to 5 (Expert)";
export const DUPLICATE_SKILL_MESSAGE = "Each skill can be listed only once";

/** The level a skill accepted from the resume starts at (the candidate changes it afterwards). */
export const RESUME_SKILL_LEVEL = DEFAULT_SKILL_LEVEL;

const levelField = z
  .number({ error: LEVEL_MESSAGE })
  .int(LEVEL_MESSAGE)
  .min(1, LEVEL_MESSAGE)
  .max(5, LEVEL_MESSAGE)
  .meta({ description: "1 Beginner, 2 Elementary, 3 Intermediate, 4 Advanced, 5 Expert." });

// "verified" is not the candidate's to claim: only a certificate sets it.
const sourceField = z
  .enum(["self", "resume"], { error: "Source must be self or resume" })
  .optional()
  .meta({ description: "self (the default for a new skill) or resume (accepted from the resume pre-fill); absent keeps a stored skill's source." });

const itemSchema = z.object({ skillId: skillIdField(), level: levelField, source: sourceField });

/** Refuses a list naming a skill twice (the first repeat is reported on `skills`). */
function uniqueSkills(items: { skillId: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.skillId)) {
      ctx.addIssue({ code: "custom", message: DUPLICATE_SKILL_MESSAGE });
      return;
    }
    seen.add(item.skillId);
  }
}

/** Body of PUT candidate/skills and the argument of saveCandidateSkillsAction. */
export const candidateSkillsInputSchema = z
  .object({
    skills: z
      .array(itemSchema, { error: "Skills must be a list" })
      .max(CANDIDATE_SKILLS_MAX, TOO_MANY_SKILLS_MESSAGE)
      .superRefine(uniqueSkills)
      .meta({ description: `The candidate's self-declared skills, at most ${CANDIDATE_SKILLS_MAX}; they replace the stored self and resume skills. Verified skills stay as they are.` }),
    discoverable: z
      .boolean({ error: "Discoverable must be true or false" })
      .optional()
      .meta({ description: "Let employers find me: absent keeps the stored choice." }),
  })
  .meta({ id: "CandidateSkillsUpdate" });

export type CandidateSkillsInput = z.output<typeof candidateSkillsInputSchema>;
export type CandidateSkillItem = CandidateSkillsInput["skills"][number];

/** Argument of addResumeSkillsAction: the skills the candidate accepted from their resume. */
export const resumeSkillsInputSchema = z.object({
  skills: z
    .array(z.object({ skillId: skillIdField() }), { error: "Skills must be a list" })
    .min(1, "Choose at least one skill")
    .max(CANDIDATE_SKILLS_MAX, TOO_MANY_SKILLS_MESSAGE)
    .superRefine(uniqueSkills),
});

export type ResumeSkillsInput = z.output<typeof resumeSkillsInputSchema>;
