// GET and PUT /api/v1/candidate/skills: the candidate's skills and "Let employers find me".
import { withApi } from "@/lib/api/handler";
import { getCandidateSkills, putCandidateSkills } from "@/lib/skills/operations/candidate-skills";
import { getOwnCandidateSkills, setCandidateSkills } from "@/lib/skills/service/candidate-skills";

export const GET = withApi(getCandidateSkills, ({ user }) => getOwnCandidateSkills(user));

export const PUT = withApi(putCandidateSkills, ({ user, body }) => setCandidateSkills(user, body));
