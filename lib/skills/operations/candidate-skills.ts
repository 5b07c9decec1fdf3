// A candidate's skills and "Let employers find me" (decisions.md section 14).
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { candidateSkillsInputSchema } from "@/lib/skills/schemas/candidate-skills";
import { candidateSkillsSchema } from "@/lib/skills/contract";

export const getCandidateSkills = defineOperation({
  id: "getCandidateSkills",
  method: "GET",
  path: "/candidate/skills",
  summary: "The candidate's skills (verified first, then by level, then name) and whether employers may find them",
  tag: "Candidate",
  auth: ["Candidate"],
  response: candidateSkillsSchema,
});

export const putCandidateSkills = defineOperation({
  id: "putCandidateSkills",
  method: "PUT",
  path: "/candidate/skills",
  summary:
    "Replace the candidate's self-declared skills (at most 50; verified skills are not the candidate's to change) and optionally set discoverable",
  tag: "Candidate",
  auth: ["Candidate"],
  body: candidateSkillsInputSchema,
  response: candidateSkillsSchema,
  // 400 VALIDATION on `skills`: more than 50, a level outside 1-5, a skill named twice; 400 UNKNOWN_SKILL: not in the catalogue.
  errors: [400, "UNKNOWN_SKILL"],
});
