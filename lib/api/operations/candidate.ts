import { z } from "zod";
import "zod-openapi";
import type { Operation } from "@/lib/api/operation";
import { candidateWithProfileSchema } from "@/lib/api/schemas/candidate-profile";
import { TEXT_FIELDS } from "@/lib/validations/candidate-profile/fields";
import { MESSAGES, UPLOAD_MAX_BODY_BYTES } from "@/lib/validations/candidate-profile/limits";

const IMAGE_FILE = "png, jpg/jpeg or webp, at most 2 MB and 25 megapixels (more: 400 VALIDATION)";
const binaryFile = (description: string) => z.string().meta({ format: "binary", description }).optional();

// Documents the multipart body; the route handler parses it with profileUpdateInputSchema
// (lib/validations/candidate-profile/update.ts).
const updateProfileBody = z
  .object({
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, z.string().optional()])),
    language: z.string().optional().meta({ description: "Comma-separated, e.g. 'English, Hindi' (or repeat the part, or a JSON array)." }),
    panCardFile: binaryFile(IMAGE_FILE),
    drivingLicenseFile: binaryFile(IMAGE_FILE),
    passPortFile: binaryFile(IMAGE_FILE),
    resumeFile: binaryFile("pdf, doc or docx, at most 5 MB"),
  })
  .meta({
    id: "CandidateProfileUpdate",
    description: "Send only the fields to change; a blank text field clears it. A file part replaces the stored file.",
  });

export const getCandidateProfile = {
  id: "getCandidateProfile",
  method: "GET",
  path: "/candidate/get-profile",
  summary: "The logged-in candidate with the nested profile",
  tag: "Candidate",
  auth: ["Candidate"],
  response: candidateWithProfileSchema,
} as const satisfies Operation;

export const updateCandidateProfile = {
  id: "updateCandidateProfile",
  method: "POST",
  path: "/candidate/update-profile",
  summary: "Save (part of) the candidate profile; files are checked from their bytes",
  tag: "Candidate",
  auth: ["Candidate"],
  body: updateProfileBody,
  bodyType: "multipart",
  maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
  tooLargeMessage: MESSAGES.uploadTooLarge,
  response: candidateWithProfileSchema,
  // 400 VALIDATION also for an ID image over 25 megapixels (checked from its header, before decoding).
  errors: [400, 413, 415],
} as const satisfies Operation;
