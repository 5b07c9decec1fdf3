import { z } from "zod";
import "zod-openapi";
import { defineOperation, type Operation } from "@/lib/api/operation";
import { candidateWithProfileSchema, documentViewSchema } from "@/lib/candidate-profile/contract";
import { TEXT_FIELDS } from "@/lib/candidate-profile/schemas/fields";
import { MESSAGES, UPLOAD_MAX_BODY_BYTES } from "@/lib/candidate-profile/schemas/limits";
import { documentViewsQuerySchema } from "@/lib/candidate-profile/schemas/document-views";
import { PROFILE_STEPS } from "@/lib/candidate-profile/schemas/steps";

const IMAGE_FILE = "png, jpg/jpeg or webp, at most 2 MB and 25 megapixels (more: 400 VALIDATION)";
const binaryFile = (description: string) => z.string().meta({ format: "binary", description }).optional();

// Documents the multipart body; the route handler parses it with profileUpdateInputSchema
// (lib/candidate-profile/schemas/update.ts).
const updateProfileBody = z
  .object({
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, z.string().optional()])),
    language: z.string().optional().meta({ description: "Comma-separated, e.g. 'English, Hindi' (or repeat the part, or a JSON array)." }),
    isFresher: z.enum(["true", "false"]).optional().meta({ description: "'true': no work yet (workExperience 0, no current company or salary)." }),
    currentSalary: z.string().optional().meta({ description: "Yearly, whole rupees (commas and spaces ignored), up to 1000000000." }),
    expectedSalary: z.string().optional().meta({ description: "Yearly, whole rupees (commas and spaces ignored), up to 1000000000." }),
    noticePeriodDays: z.string().optional().meta({ description: "Whole days, 0 to 180." }),
    panCardFile: binaryFile(IMAGE_FILE),
    drivingLicenseFile: binaryFile(IMAGE_FILE),
    passPortFile: binaryFile(IMAGE_FILE),
    resumeFile: binaryFile("pdf, doc or docx, at most 5 MB"),
  })
  .meta({
    id: "CandidateProfileUpdate",
    description: "Send only the fields to change; a blank text field clears it. A file part replaces the stored file.",
  });

const saveProfileStepBody = updateProfileBody
  .extend({
    step: z.enum(PROFILE_STEPS).meta({
      description: "personal, kyc, job-profile or education (the wizard's four steps); fields of other steps are ignored.",
    }),
  })
  .meta({
    id: "CandidateProfileStep",
    description:
      "One wizard step: its fields (absent ones keep the stored value, blank clears) and new files. The step as stored must pass the step's rules (spec section 5).",
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

/** What the two multipart profile writes share: the candidate, the upload cap and the answer. */
const PROFILE_UPLOAD = {
  tag: "Candidate",
  auth: ["Candidate"],
  bodyType: "multipart",
  maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
  tooLargeMessage: MESSAGES.uploadTooLarge,
  response: candidateWithProfileSchema,
} as const;

export const updateCandidateProfile = {
  id: "updateCandidateProfile",
  method: "POST",
  path: "/candidate/update-profile",
  summary: "Save (part of) the candidate profile; files are checked from their bytes",
  ...PROFILE_UPLOAD,
  body: updateProfileBody,
  // 400 VALIDATION also for an ID image over 25 megapixels (checked from its header, before decoding).
  errors: [400, 413, 415],
} as const satisfies Operation;

// "Who viewed my documents" (decisions.md section 12): each item is exactly the pinned shape.
export const documentViews = defineOperation({
  id: "documentViews",
  method: "GET",
  path: "/candidate/document-views",
  summary:
    "Who opened the candidate's resume or ID documents (employers, admins), newest first: the asked page (page, limit, default 20); fewer than limit items means the last page",
  tag: "Candidate",
  auth: ["Candidate"],
  query: documentViewsQuerySchema,
  // A bare array as decisions.md section 12 pins it; the profile page reads the service's page object.
  response: z.array(documentViewSchema),
});

// The wizard's Next (decisions.md section 19, docs/decisions/0029): the step is kept on the server.
export const saveCandidateProfileStep = {
  id: "saveCandidateProfileStep",
  method: "POST",
  path: "/candidate/save-profile-step",
  summary: "Keep one wizard step on the server (a draft that resumes on any device); never completes the profile, the submit does",
  ...PROFILE_UPLOAD,
  body: saveProfileStepBody,
  // 400 VALIDATION: a field's rule, or the step's rules as stored (e.g. 'Resume is required'); errors per field.
  errors: [400, 413, 415],
} as const satisfies Operation;
