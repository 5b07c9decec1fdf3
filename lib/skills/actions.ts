"use server";

import { defineAction } from "@/lib/actions/define-action";
import { candidateSkillsInputSchema, RESUME_SKILL_LEVEL, resumeSkillsInputSchema } from "@/lib/skills/schemas/candidate-skills";
import { addCandidateSkills, setCandidateSkills } from "@/lib/skills/service/candidate-skills";

// The profile's skills editor saves on each change through the same service as PUT candidate/skills;
// the editor shows the change itself, so no success message is toasted.
export const saveCandidateSkillsAction = defineAction({ access: "Candidate", input: candidateSkillsInputSchema }, (input, user) =>
  setCandidateSkills(user, input),
);

// The resume pre-fill's accept (decisions.md section 14): the chosen skills join the profile as
// "From your resume" at a middle level the candidate then adjusts; skills already listed stay as they are.
export const addResumeSkillsAction = defineAction({ access: "Candidate", input: resumeSkillsInputSchema }, (input, user) =>
  addCandidateSkills(
    user,
    input.skills.map(({ skillId }) => ({ skillId, level: RESUME_SKILL_LEVEL, source: "resume" as const })),
  ),
);
