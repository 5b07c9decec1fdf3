// What the candidate profile accepts as files (decisions.md section 6), shared by the wizard's
// browser checks, the upload service and the update-profile operation's body cap.

export const MB = 1024 * 1024;
export const RESUME_MAX_BYTES = 5 * MB;
export const IMAGE_MAX_BYTES = 2 * MB;

/**
 * The most pixels an ID image may have. A PNG of 49 megapixels compresses to under 200 KB but takes
 * most of a second (and ~150 MB) to decode, so the header's dimensions are checked before decoding.
 * 25 MP is well above any phone photo of a card (12 MP is common).
 */
export const IMAGE_MAX_PIXELS = 25_000_000;

/** Every file at its limit plus room for the text fields and multipart framing (the operation's maxBodyBytes). */
export const UPLOAD_MAX_BODY_BYTES = RESUME_MAX_BYTES + 3 * IMAGE_MAX_BYTES + 512 * 1024;

export const RESUME_EXTENSIONS = ["pdf", "doc", "docx"] as const;
export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "webp"] as const;
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const IMAGE_ACCEPT = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";

export const MESSAGES = {
  resumeType: "Please choose a PDF, DOC or DOCX file",
  resumeSize: "The resume must be 5 MB or smaller",
  imageType: "Please choose a PNG, JPG or WEBP image",
  imageSize: "The image must be 2 MB or smaller",
  imagePixels: "The image is too large: please use one of at most 25 megapixels",
  uploadTooLarge: "The upload is too large. Resumes may be up to 5 MB and images up to 2 MB.",
  atLeastOneDocument: "At least one complete document set is required (PAN/License/Passport)",
} as const;

/** Links the app hands out for stored files (decisions.md section 6); the spec's "stored file" test. */
export const STORED_FILE_PREFIX = "/api/v1/files/";

export const FILE_FIELDS = ["panCardFile", "drivingLicenseFile", "passPortFile", "resumeFile"] as const;
export type FileField = (typeof FILE_FIELDS)[number];
