import { UTApi, UTFile } from "uploadthing/server";
import type { FileStorage } from "@/lib/storage/types";

/**
 * UploadThing (when UPLOADTHING_TOKEN is set). Set the UploadThing app's default ACL to private: the
 * app fetches files through a signed URL and serves them itself (after its own access check), so
 * no UploadThing address ever reaches a browser. (Per-upload ACL/expiry overrides are not used,
 * since they fail unless the dashboard allows overrides.)
 */
export function uploadThingStorage(token: string): FileStorage {
  const api = new UTApi({ token });
  return {
    name: "uploadthing",
    async put(key, bytes, contentType) {
      const file = new UTFile([bytes as Uint8Array<ArrayBuffer>], key, { type: contentType, customId: key });
      const result = await api.uploadFiles(file);
      if (result.error) throw new Error(`UploadThing upload failed: ${result.error.message}`);
      return result.data.key;
    },
    async get(key) {
      const { ufsUrl } = await api.generateSignedURL(key);
      const res = await fetch(ufsUrl, { cache: "no-store" });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`UploadThing download failed with ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      await api.deleteFiles(key);
    },
  };
}
