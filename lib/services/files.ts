import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { notFound, payloadTooLarge, unsupportedType } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { FileKind } from "@/lib/generated/prisma/enums";
import { getStorage, newStorageKey } from "@/lib/storage";
import {
  type FileField,
  IMAGE_MAX_BYTES,
  MESSAGES,
  RESUME_MAX_BYTES,
  STORED_FILE_PREFIX,
} from "@/lib/validations/candidate-profile";

// Uploads and downloads of private files (decisions.md section 6): the type comes from the bytes,
// ID images are re-encoded (which drops EXIF and anything hidden after the image data), and bytes
// are only ever served through GET /api/v1/files/{id} after an access check.

export const FILE_KIND: Record<FileField, FileKind> = {
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

export const DOC_MIME = "application/msword";
export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** An upload that passed every check, ready to be written. */
export type PreparedFile = {
  field: FileField;
  kind: FileKind;
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
};

export function fileLink(id: string): string {
  return `${STORED_FILE_PREFIX}${id}`;
}

function tooLarge(field: FileField, message: string) {
  return payloadTooLarge(message, { [field]: message });
}

function wrongType(field: FileField, message: string) {
  return unsupportedType(message, { [field]: message });
}

/** The size limit of a field, checked before the bytes are read. */
export function checkUploadSize(field: FileField, size: number): void {
  if (field === "resumeFile") {
    if (size > RESUME_MAX_BYTES) throw tooLarge(field, MESSAGES.resumeSize);
  } else if (size > IMAGE_MAX_BYTES) {
    throw tooLarge(field, MESSAGES.imageSize);
  }
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
export function safeFileName(original: string, kind: FileKind, ext: string): string {
  const base = original.replace(/\.[^.]*$/, "");
  const cleaned = base
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, 60);
  return `${cleaned || KIND_BASENAME[kind]}.${ext}`;
}

async function reencodeImage(field: FileField, bytes: Uint8Array, format: "png" | "jpeg" | "webp"): Promise<Uint8Array> {
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped; sharp writes no
    // metadata unless asked to, so the output carries no EXIF/GPS/ICC comments.
    const pipeline = sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" }).rotate();
    const out =
      format === "png"
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
        : format === "jpeg"
          ? await pipeline.jpeg({ quality: 88 }).toBuffer()
          : await pipeline.webp({ quality: 88 }).toBuffer();
    return new Uint8Array(out);
  } catch {
    throw wrongType(field, MESSAGES.imageType);
  }
}

/**
 * Checks one upload: size (413), type from the bytes (415), and for ID images a re-encode. Nothing
 * is written here, so a request with several files can be refused as a whole.
 */
export async function prepareUpload(field: FileField, file: Blob & { name?: string }): Promise<PreparedFile> {
  checkUploadSize(field, file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  checkUploadSize(field, bytes.byteLength);
  const kind = FILE_KIND[field];
  const detected = await fileTypeFromBuffer(bytes);
  const name = typeof file.name === "string" ? file.name : "";

  if (field === "resumeFile") {
    if (detected?.mime === "application/pdf") {
      return { field, kind, bytes, mimeType: "application/pdf", fileName: safeFileName(name, kind, "pdf") };
    }
    if (detected?.ext === "docx") {
      return { field, kind, bytes, mimeType: DOCX_MIME, fileName: safeFileName(name, kind, "docx") };
    }
    if (detected?.mime === "application/x-cfb" && containsBytes(bytes, WORD_STREAM)) {
      return { field, kind, bytes, mimeType: DOC_MIME, fileName: safeFileName(name, kind, "doc") };
    }
    throw wrongType(field, MESSAGES.resumeType);
  }

  const format =
    detected?.mime === "image/png" ? "png" : detected?.mime === "image/jpeg" ? "jpeg" : detected?.mime === "image/webp" ? "webp" : null;
  if (!format) throw wrongType(field, MESSAGES.imageType);
  const clean = await reencodeImage(field, bytes, format);
  return {
    field,
    kind,
    bytes: clean,
    mimeType: `image/${format}`,
    fileName: safeFileName(name, kind, format === "jpeg" ? "jpg" : format),
  };
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
 * Stores one file for an owner outside the profile form (the demo seed uses it): checked like an
 * upload, written, and recorded. Returns the StoredFile id; attach it to the profile yourself.
 */
export async function storeOwnedFile(ownerId: string, field: FileField, file: Blob & { name?: string }): Promise<string> {
  const [written] = await writePrepared([await prepareUpload(field, file)]);
  try {
    const row = await db.storedFile.create({
      data: {
        ownerId,
        kind: written.kind,
        mimeType: written.mimeType,
        size: written.bytes.byteLength,
        fileName: written.fileName,
        storageKey: written.storageKey,
      },
      select: { id: true },
    });
    return row.id;
  } catch (error) {
    await deleteStoredBytes([written.storageKey]);
    throw error;
  }
}

/**
 * May this user read this file? The owner and admins always; an approved employer only a resume,
 * and only of a candidate who applied to one of its (not deleted) jobs. Everyone else gets a 404.
 */
async function mayRead(user: SessionUser, file: { ownerId: string; kind: FileKind }): Promise<boolean> {
  if (user.role === "Admin" || user.id === file.ownerId) return true;
  if (user.role !== "Employer" || file.kind !== "resume") return false;
  const application = await db.application.findFirst({
    where: { candidateId: file.ownerId, job: { deletedAt: null, employer: { userId: user.id, status: "approved" } } },
    select: { id: true },
  });
  return application !== null;
}

function contentDisposition(mimeType: string, fileName: string): string {
  const inline = mimeType === "application/pdf" || mimeType.startsWith("image/");
  // fileName was reduced to [A-Za-z0-9_.-] when stored; quote-safe by construction.
  const safe = fileName.replace(/[^A-Za-z0-9_.-]/g, "_") || "file";
  return `${inline ? "inline" : "attachment"}; filename="${safe}"`;
}

/** GET /api/v1/files/{id}: the bytes with safe headers, or 404 for anyone not allowed. */
export async function readFileResponse(user: SessionUser, id: string): Promise<Response> {
  const file = await db.storedFile.findUnique({
    where: { id },
    select: { ownerId: true, kind: true, mimeType: true, fileName: true, storageKey: true },
  });
  if (!file || !(await mayRead(user, file))) throw notFound("File not found.");
  const bytes = await getStorage().get(file.storageKey);
  if (!bytes) throw notFound("File not found.");
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDisposition(file.mimeType, file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
