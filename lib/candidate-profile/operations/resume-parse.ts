import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { resumeParseResultSchema } from "@/lib/candidate-profile/contract";
import { MESSAGES, RESUME_MAX_BYTES } from "@/lib/candidate-profile/schemas/limits";

// Documents the multipart body; the route handler parses it with resumeParseInputSchema
// (lib/candidate-profile/schemas/resume-parse.ts).
const resumeParseBody = z
  .object({ resume: z.string().meta({ format: "binary", description: "pdf, doc or docx, at most 5 MB (the type is read from the bytes)" }) })
  .meta({ id: "ResumeParseUpload" });

// The resume pre-fill (decisions.md section 14): proposals only; nothing is saved, the file is not kept.
export const parseResume = defineOperation({
  id: "parseResume",
  method: "POST",
  path: "/candidate/resume-parse",
  summary:
    "Read a resume and propose profile fields (name, e-mail, mobile, catalogue skills, course, passing year, company, role, years); nothing is saved and the file is not stored",
  tag: "Candidate",
  auth: ["Candidate"],
  bodyType: "multipart",
  body: resumeParseBody,
  // One resume and the multipart framing.
  maxBodyBytes: RESUME_MAX_BYTES + 64 * 1024,
  tooLargeMessage: MESSAGES.resumeSize,
  response: resumeParseResultSchema,
  // 422 NO_TEXT: no text layer (a scan); UNREADABLE_FILE: encrypted, damaged, or too slow to read.
  // 429: too many reads by this candidate; 503: too many reads running on this server (Retry-After).
  errors: [400, 413, 415, "NO_TEXT", "UNREADABLE_FILE", 429, 503],
});
