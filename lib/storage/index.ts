import { randomBytes } from "node:crypto";
import path from "node:path";
import { localStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { uploadThingStorage } from "@/lib/storage/uploadthing";

export type { FileStorage };

let cached: { signature: string; storage: FileStorage } | undefined;

/**
 * The configured storage (decisions.md section 6): UploadThing when UPLOADTHING_TOKEN is set, else
 * the local disk under `${DATA_DIR}/uploads`. Read per call (cheap) so tests can point DATA_DIR at a
 * temporary folder.
 */
export function getStorage(): FileStorage {
  const token = process.env.UPLOADTHING_TOKEN?.trim();
  const root = path.resolve(process.env.DATA_DIR?.trim() || ".data", "uploads");
  const signature = token ? `ut:${token}` : `local:${root}`;
  if (cached?.signature !== signature) {
    cached = { signature, storage: token ? uploadThingStorage(token) : localStorage(root) };
  }
  return cached.storage;
}

/** A fresh random key (128 bits, hex). */
export function newStorageKey(): string {
  return randomBytes(16).toString("hex");
}
