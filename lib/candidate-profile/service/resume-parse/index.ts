import "server-only";
import { ApiError, tooManyRequests } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { ResumeParseResult } from "@/lib/candidate-profile/contract";
import type { ResumeParseInput } from "@/lib/candidate-profile/schemas/resume-parse";
import { prepareUpload } from "@/lib/candidate-profile/service/files";
import { extractText, type ResumeKind } from "@/lib/candidate-profile/service/resume-parse/extract-text";
import { readResumeFields } from "@/lib/candidate-profile/service/resume-parse/fields";
import { hit } from "@/lib/security/rate-limit";
import { findSkillsInText } from "@/lib/skills/service/find-in-text";

// POST candidate/resume-parse (decisions.md section 14): the resume's proposals for the profile.
// Nothing is saved and the file is not stored: the bytes live for this call only.

export const NO_TEXT_MESSAGE = "We could not read any text in this file";
export const PARSE_THROTTLED = "You have read many resumes in a short time; please try again later";

// Each read starts a process: generous for a person trying a few files, a wall for a script.
const PARSE_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };

// A scanned page gives no text, or a page number and little else: fewer letters or digits than
// this is no text layer worth reading.
const MIN_TEXT_CHARACTERS = 10;

const KIND_OF_MIME: Record<string, ResumeKind> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/msword": "doc",
};

/**
 * The file checked as the profile checks a resume (5 MB, 413; PDF, DOC or DOCX from its bytes, 415),
 * with the errors under this call's part name, `resume`.
 */
async function checkedResume(file: File): Promise<{ kind: ResumeKind; bytes: Uint8Array }> {
  try {
    const prepared = await prepareUpload("resumeFile", file);
    return { kind: KIND_OF_MIME[prepared.mimeType], bytes: prepared.bytes };
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, error.message, { code: error.code, errors: { resume: error.message } });
    throw error;
  }
}

export type ParseOptions = { now?: Date; timeoutMs?: number };

export async function parseResume(user: SessionUser, input: ResumeParseInput, opts: ParseOptions = {}): Promise<ResumeParseResult> {
  const attempt = await hit({ key: `resume-parse:${user.id}`, ...PARSE_LIMIT });
  if (!attempt.ok) throw tooManyRequests(PARSE_THROTTLED, attempt.retryAfterSeconds);
  const { kind, bytes } = await checkedResume(input.resume);
  const text = await extractText(kind, bytes, { timeoutMs: opts.timeoutMs });
  if ((text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < MIN_TEXT_CHARACTERS) {
    throw new ApiError(422, NO_TEXT_MESSAGE, { code: "NO_TEXT", errors: { resume: NO_TEXT_MESSAGE } });
  }
  const skills = await findSkillsInText(text);
  return { fields: { ...readResumeFields(text, opts.now), skills } };
}
