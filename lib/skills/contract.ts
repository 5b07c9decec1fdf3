import { z } from "zod";
import "zod-openapi";

// The skills' response shapes (decisions.md section 14): the one definition of each (the API documents
// them, the services return z.infer of them, the pages render them).

export const skillSchema = z
  .object({
    id: z.string().meta({ description: "A stable slug, e.g. javascript, node-js." }),
    name: z.string(),
    category: z.string(),
    aliases: z.array(z.string()),
  })
  .meta({ id: "Skill" });

export type SkillJson = z.infer<typeof skillSchema>;

export const skillListSchema = z.object({ skills: z.array(skillSchema) }).meta({ id: "SkillList" });
export type SkillList = z.infer<typeof skillListSchema>;

export const SKILL_SOURCES = ["self", "resume", "verified"] as const;
export type SkillSourceName = (typeof SKILL_SOURCES)[number];

export const candidateSkillSchema = z
  .object({
    skillId: z.string(),
    name: z.string(),
    level: z.number().int().min(1).max(5),
    source: z.enum(SKILL_SOURCES).meta({ description: "self: said by the candidate; resume: accepted from their resume; verified: proved by a certificate." }),
    certificateCode: z.string().optional().meta({ description: "The certificate that verified the skill (verified skills only)." }),
  })
  .meta({ id: "CandidateSkill" });

export type CandidateSkillJson = z.infer<typeof candidateSkillSchema>;

export const jobSkillSchema = z
  .object({ id: z.string(), name: z.string(), required: z.boolean() })
  .meta({ id: "JobSkill", description: "A skill the job asks for: required (weight 2) or nice to have (weight 1)." });

export type JobSkillJson = z.infer<typeof jobSkillSchema>;

// A missing skill's way to learn it (decisions.md section 15): the next batch still open to enrolment
// (not cancelled, starting today or later in India time; a full one waitlists) of a programme teaching it.
export const missingTrainingSchema = z
  .object({
    skill: z.string().meta({ description: "The missing skill's name, as in `missing`." }),
    batchId: z.string(),
    programme: z.string().meta({ description: "The programme's title." }),
    programmeSlug: z.string().meta({ description: "Beyond the contract: the programme's slug; the batch is at /training/{programmeSlug}#batch-{batchId}." }),
    startDate: z.string().meta({ format: "date", description: "YYYY-MM-DD (India time)." }),
  })
  .meta({ id: "MissingTraining" });

export type MissingTrainingJson = z.infer<typeof missingTrainingSchema>;

export const matchSchema = z
  .object({
    score: z.number().int().min(0).max(100).meta({ description: "round(100 x the weights the candidate has / all weights); a required skill weighs 2, a nice-to-have 1." }),
    matched: z.array(z.string()).meta({ description: "Names of the job's skills the candidate has." }),
    missing: z.array(z.string()).meta({ description: "Names of the job's skills the candidate lacks, required first." }),
    verified: z.array(z.string()).meta({ description: "Names of the matched skills a certificate proves." }),
    missingTraining: z
      .array(missingTrainingSchema)
      .optional()
      .meta({
        description:
          "For a candidate's own match (recommended jobs, sort=match): for each missing skill that some programme teaches, its next batch open to enrolment (the earliest start), in the order of `missing`; absent when there is none, and on the employer's side.",
      }),
    fit: z
      .array(z.string())
      .optional()
      .meta({
        description:
          "For a candidate's own match (recommended jobs, a job's page): how the job fits them beside the skills, in words ('Fits your 4 years of experience', 'Pays within your expectation', 'In Pune, where you prefer to work'); only what holds.",
      }),
  })
  .meta({ id: "Match" });

export type MatchJson = z.infer<typeof matchSchema>;

// What PUT and GET candidate/skills answer: the candidate's skills (verified first, then by level, then
// name) and the "Let employers find me" choice.
export const candidateSkillsSchema = z
  .object({
    skills: z.array(candidateSkillSchema).meta({ description: "Verified first, then by level (highest first), then by name." }),
    discoverable: z.boolean().meta({
      description:
        "Let employers find me: when true, employers looking for people for a job may see the candidate's name, city, experience and skills " +
        "(never contact details or documents); TalentBridge's own recruiters also see the résumé, phone, e-mail, current and expected " +
        "salary and notice period (decisions.md section 20).",
    }),
  })
  .meta({ id: "CandidateSkills" });

export type CandidateSkillsJson = z.infer<typeof candidateSkillsSchema>;
