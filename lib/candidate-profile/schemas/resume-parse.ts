import { z } from "zod";
import { isChosenFile } from "@/lib/candidate-profile/schemas/files";

// POST candidate/resume-parse (decisions.md section 14): one multipart part, `resume`, a chosen file.
// Its size and type are checked from its bytes by the service, as for the profile's resume.

export const RESUME_PART = "resume";
export const CHOOSE_RESUME_MESSAGE = "Please choose a resume file (PDF, DOC or DOCX)";

export const resumeParseInputSchema = z.object({
  resume: z.custom<File>((value) => isChosenFile(value) && value.size > 0, { message: CHOOSE_RESUME_MESSAGE }),
});
export type ResumeParseInput = z.output<typeof resumeParseInputSchema>;

/** The multipart body as the schema reads it: the first `resume` part (a text part is refused by the schema). */
export function readResumeForm(form: FormData): { resume: FormDataEntryValue | undefined } {
  return { resume: form.get(RESUME_PART) ?? undefined };
}
