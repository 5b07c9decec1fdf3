import {
  type FileField,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  MESSAGES,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  STORED_FILE_PREFIX,
} from "@/lib/candidate-profile/schemas/limits";

// File values as the wizard holds them, and the browser's quick check of a chosen file (name and
// size). The server checks the bytes again (lib/candidate-profile/service/files.ts).

/** A file field: a newly chosen file, the link of the stored one, or nothing. */
export type FileValue = File | string | null;

export function isStoredLink(value: unknown): value is string {
  return typeof value === "string" && value.startsWith(STORED_FILE_PREFIX) && value.length > STORED_FILE_PREFIX.length;
}

/** A newly chosen file (a browser File, or a Blob with a name from FormData on the server). */
export function isChosenFile(value: unknown): value is File {
  return typeof Blob !== "undefined" && value instanceof Blob && typeof (value as File).name === "string";
}

/** A stored link or a non-empty chosen file. */
export function hasFile(value: unknown): boolean {
  return isStoredLink(value) || (isChosenFile(value) && value.size > 0);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The browser-side check of a chosen file; null when it may be uploaded. */
export function checkChosenFile(field: FileField, file: File): string | null {
  const isResume = field === "resumeFile";
  const allowed: readonly string[] = isResume ? RESUME_EXTENSIONS : IMAGE_EXTENSIONS;
  if (!allowed.includes(extensionOf(file.name))) return isResume ? MESSAGES.resumeType : MESSAGES.imageType;
  if (file.size > (isResume ? RESUME_MAX_BYTES : IMAGE_MAX_BYTES)) return isResume ? MESSAGES.resumeSize : MESSAGES.imageSize;
  return null;
}
