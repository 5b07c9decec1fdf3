import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { badRequest, notFound, payloadTooLarge, unsupportedType } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { managedBy, memberOf } from "@/lib/job-posting/service/approved-employer";
import { recordFileView } from "@/lib/candidate-profile/service/document-views";
import { isScreenableResume } from "@/lib/desk/service/pool";
import type { FileKind } from "@/lib/generated/prisma/enums";
import { getStorage, newStorageKey } from "@/lib/storage";
import {
  type FileField,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  MESSAGES,
  RESUME_MAX_BYTES,
  STORED_FILE_PREFIX,
} from "@/lib/candidate-profile/schemas/limits";

// Uploads and downloads of private files (decisions.md section 6): the type comes from the bytes,
// ID images are re-encoded (which drops EXIF and anything hidden after the image data), and bytes
// are only ever handed out through GET /api/v1/files/{id} after an access check.

const FILE_KIND: Record<FileField, FileKind> = {
  panCardFile: "panCard",
  drivingLicenseFile: "drivingLicense",
  passPortFile: "passport",
  resumeFile: "resume",
};

const KIND_BASENAME: Record<FileKind, string> = {
  panCard: "pan-card",
  drivingLicense: "driving-license",
  passport: "passport",
  resume: "resume",
};

const DOC_MIME = "application/msword";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** An upload that passed every check, ready to be written. */
export type PreparedFile = {
  field: FileField;
  kind: FileKind;
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
};

/** A stored file as GET files/{id} hands it out (the route handler builds the response). */
export type StoredFileContent = { bytes: Uint8Array; mimeType: string; fileName: string };

export function fileLink(id: string): string {
  return `${STORED_FILE_PREFIX}${id}`;
}

const fieldError = (field: FileField, message: string) => ({ [field]: message });

/** The size limit of a field, checked before the bytes are read. */
export function checkUploadSize(field: FileField, size: number): void {
  const [max, message] = field === "resumeFile" ? [RESUME_MAX_BYTES, MESSAGES.resumeSize] : [IMAGE_MAX_BYTES, MESSAGES.imageSize];
  if (size > max) throw payloadTooLarge(message, fieldError(field, message));
}

// "WordDocument" in UTF-16LE: the main stream every Word 97-2003 file has in its CFB directory, so an
// Excel sheet or an installer (also CFB containers) is not taken for a .doc.
const WORD_STREAM = new Uint8Array([..."WordDocument"].flatMap((c) => [c.charCodeAt(0), 0]));

function containsBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** A safe download name: the upload's base name reduced to [A-Za-z0-9_-], with the real extension. */
function safeFileName(original: string, kind: FileKind, ext: string): string {
  const base = original.replace(/\.[^.]*$/, "");
  const cleaned = base
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, 60);
  return `${cleaned || KIND_BASENAME[kind]}.${ext}`;
}

/**
 * Refuses an image with more than IMAGE_MAX_PIXELS before anything decodes it: metadata() reads the
 * header only, while a decode of a tiny, highly compressed 49 MP PNG costs most of a second of CPU.
 * A 400 (VALIDATION) with the field's message: the type is right, the content is not acceptable.
 */
async function checkPixels(field: FileField, bytes: Uint8Array): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw unsupportedType(MESSAGES.imageType, fieldError(field, MESSAGES.imageType));
  }
  if (!width || !height || width * height > IMAGE_MAX_PIXELS) {
    throw badRequest(MESSAGES.imagePixels, fieldError(field, MESSAGES.imagePixels));
  }
}

async function reencodeImage(field: FileField, bytes: Uint8Array, format: "png" | "jpeg" | "webp"): Promise<Uint8Array> {
  await checkPixels(field, bytes);
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped; sharp writes no
    // metadata unless asked to, so the output carries no EXIF/GPS/ICC comments. limitInputPixels
    // repeats the header check for the decoder itself.
    const pipeline = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" }).rotate();
    const out =
      format === "png"
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
        : format === "jpeg"
          ? await pipeline.jpeg({ quality: 88 }).toBuffer()
          : await pipeline.webp({ quality: 88 }).toBuffer();
    return new Uint8Array(out);
  } catch {
    throw unsupportedType(MESSAGES.imageType, fieldError(field, MESSAGES.imageType));
  }
}

/**
 * Checks one upload: size (413), type from the bytes (415), and for ID images the pixel count (400)
 * and a re-encode. Nothing is written here, so a request with several files can be refused as a whole.
 */
export async function prepareUpload(field: FileField, file: File): Promise<PreparedFile> {
  checkUploadSize(field, file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  checkUploadSize(field, bytes.byteLength);
  const kind = FILE_KIND[field];
  const detected = await fileTypeFromBuffer(bytes);
  const named = (mimeType: string, ext: string): PreparedFile => ({ field, kind, bytes, mimeType, fileName: safeFileName(file.name, kind, ext) });

  if (field === "resumeFile") {
    if (detected?.mime === "application/pdf") return named("application/pdf", "pdf");
    if (detected?.ext === "docx") return named(DOCX_MIME, "docx");
    if (detected?.mime === "application/x-cfb" && containsBytes(bytes, WORD_STREAM)) return named(DOC_MIME, "doc");
    throw unsupportedType(MESSAGES.resumeType, fieldError(field, MESSAGES.resumeType));
  }

  const format =
    detected?.mime === "image/png" ? "png" : detected?.mime === "image/jpeg" ? "jpeg" : detected?.mime === "image/webp" ? "webp" : null;
  if (!format) throw unsupportedType(MESSAGES.imageType, fieldError(field, MESSAGES.imageType));
  const clean = await reencodeImage(field, bytes, format);
  return { ...named(`image/${format}`, format === "jpeg" ? "jpg" : format), bytes: clean };
}

/** Writes prepared files; if one write fails, the ones already written are removed again. */
export async function writePrepared(files: PreparedFile[]): Promise<(PreparedFile & { storageKey: string })[]> {
  const storage = getStorage();
  const written: (PreparedFile & { storageKey: string })[] = [];
  try {
    for (const file of files) {
      const storageKey = await storage.put(newStorageKey(), file.bytes, file.mimeType);
      written.push({ ...file, storageKey });
    }
    return written;
  } catch (error) {
    await deleteStoredBytes(written.map((f) => f.storageKey));
    throw error;
  }
}

/** Best effort: bytes no row points to any more. A failure leaves an orphan, never a broken link. */
export async function deleteStoredBytes(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const storage = getStorage();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === "rejected") {
      console.warn("[files] could not delete stored bytes:", result.reason instanceof Error ? result.reason.message : result.reason);
    }
  }
}

/**
 * May this user read this file? The owner and admins always; an approved employer only a resume,
 * and only of a candidate who applied to one of its (not deleted) jobs; a recruiter of the staffing
 * desk only the current resume of a candidate who lets employers find them (decisions.md section 20).
 * Everyone else gets a 404.
 */
async function mayRead(user: SessionUser, file: { id: string; ownerId: string; kind: FileKind }): Promise<boolean> {
  if (user.role === "Admin" || user.id === file.ownerId) return true;
  if (user.role === "Recruiter") return file.kind === "resume" && (await isScreenableResume(file.id, file.ownerId));
  if (user.role !== "Employer" || file.kind !== "resume") return false;
  const application = await db.application.findFirst({
    // A member of the company: owners and recruiters any applicant's, an interviewer an assigned one's.
    where: {
      candidateId: file.ownerId,
      job: { deletedAt: null, employer: { status: "approved", ...memberOf(user.id) } },
      OR: [{ job: { employer: managedBy(user.id) } }, { interviewers: { some: { userId: user.id } } }],
    },
    select: { id: true },
  });
  return application !== null;
}

/** GET files/{id}: the bytes, type and download name, or 404 for anyone not allowed. */
export async function readStoredFile(user: SessionUser, id: string): Promise<StoredFileContent> {
  const file = await db.storedFile.findUnique({
    where: { id },
    select: { id: true, ownerId: true, kind: true, mimeType: true, fileName: true, storageKey: true },
  });
  if (!file || !(await mayRead(user, file))) throw notFound("File not found.");
  const bytes = await getStorage().get(file.storageKey);
  if (!bytes) throw notFound("File not found.");
  // Logged before the bytes go out, and a failure fails the read: the candidate's "who viewed my
  // documents" list must not miss a read that happened.
  await recordFileView(user, file);
  return { bytes, mimeType: file.mimeType, fileName: file.fileName };
}
