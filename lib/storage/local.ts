import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "@/lib/storage/types";

// Random hex keys only: a key can never name a path outside the folder.
const KEY_PATTERN = /^[a-f0-9]{32,64}$/;

function assertKey(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
}

/** Files on the local disk, under `${DATA_DIR}/uploads/<first two key chars>/<key>`. */
export function localStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    assertKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    name: "local",
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // "wx": never overwrite; a clash of random keys would be a bug worth failing on.
      await writeFile(file, bytes, { flag: "wx", mode: 0o600 });
      return key;
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
