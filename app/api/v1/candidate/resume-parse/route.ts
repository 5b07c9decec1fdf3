// POST /api/v1/candidate/resume-parse: a resume's proposals for the profile (multipart `resume`).
import { withApi } from "@/lib/api/handler";
import { parseResume as operation } from "@/lib/candidate-profile/operations/resume-parse";
import { readResumeForm, resumeParseInputSchema } from "@/lib/candidate-profile/schemas/resume-parse";
import { parseResume } from "@/lib/candidate-profile/service/resume-parse";
import { parseInput } from "@/lib/validations/parse";

// The body cap (the operation's maxBodyBytes) is enforced by withApi; the form becomes typed input here.
export const POST = withApi(operation, async ({ user, form }) => parseResume(user, parseInput(resumeParseInputSchema, readResumeForm(form))));
