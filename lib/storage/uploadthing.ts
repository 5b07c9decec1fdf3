import { UTApi, UTFile } from "uploadthing/server";
import type { FileStorage } from "@/lib/storage/types";

/**
 * SDK overrides, for tests only: production passes just the token (lib/storage/index.ts). They let a
 * test answer the SDK's real requests with an in-memory fake instead of UploadThing's servers.
 */
interface UploadThingStorageOptions {
  /** Used by the SDK and by our own download, so one fake sees every request. */
  fetch?: typeof fetch;
  apiUrl?: string;
  ingestUrl?: string;
  ufsHost?: string;
}

/**
 * UploadThing (when UPLOADTHING_TOKEN is set). Set the UploadThing app's default ACL to private: the
 * app fetches files through a signed URL and serves them itself (after its own access check), so
 * no UploadThing address ever reaches a browser. (Per-upload ACL/expiry overrides are not used,
 * since they fail unless the dashboard allows overrides.)
 */
export function uploadThingStorage(token: string, options: UploadThingStorageOptions = {}): FileStorage {
  // Production passes no options, so this is exactly `new UTApi({ token })`.
  const api = new UTApi({ ...options, token });
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
      // Global fetch looked up per call, as before; the injected one when a test gave it.
      const res = await (options.fetch ?? fetch)(ufsUrl, { cache: "no-store" });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`UploadThing download failed with ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      await api.deleteFiles(key);
    },
  };
}
