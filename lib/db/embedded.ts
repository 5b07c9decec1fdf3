import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import lockfile from "proper-lockfile";

export const MEMORY_DATABASE = "memory://";

const LOCK_FILE_NAME = ".portal.lock";
// proper-lockfile refreshes the lock's mtime every `update` ms; a lock older than `stale` is
// considered abandoned (e.g. the owner was SIGKILLed), so a restart after a crash waits ~10 s at most.
const LOCK_STALE_MS = 10_000;
const LOCK_UPDATE_MS = 4_000;

export class EmbeddedDatabaseInUseError extends Error {
  constructor(readonly dir: string) {
    super(
      `The embedded database in ${dir} is in use by another process. Stop it, or set DATABASE_URL to use a real Postgres.`,
    );
    this.name = "EmbeddedDatabaseInUseError";
  }
}

/**
 * A PGlite instance whose data folder is locked for as long as it is open.
 * PGlite itself does not lock its folder, and two processes writing to one folder silently lose writes.
 */
class LockedPGlite extends PGlite {
  private releaseLock: (() => Promise<void>) | undefined;

  constructor(dir: string, releaseLock: (() => Promise<void>) | undefined) {
    super(dir, { extensions: { pg_trgm } });
    this.releaseLock = releaseLock;
  }

  override async close(): Promise<void> {
    try {
      if (!this.closed) await super.close();
    } finally {
      const release = this.releaseLock;
      this.releaseLock = undefined;
      // The lock may already be gone if it was compromised (see onCompromised); closing must still succeed.
      if (release) await release().catch(() => undefined);
    }
  }
}

/**
 * Opens the embedded Postgres (PGlite, with pg_trgm) stored in `dir`, or an in-memory one for "memory://".
 * Throws EmbeddedDatabaseInUseError when another process holds the folder.
 * The lock is released by `close()`, and by proper-lockfile's own exit hook if the process ends first.
 */
export async function openEmbeddedDatabase(dir: string): Promise<PGlite> {
  if (dir === MEMORY_DATABASE || dir.startsWith(MEMORY_DATABASE)) {
    const db = new LockedPGlite(dir, undefined);
    await db.waitReady;
    return db;
  }

  const absolute = path.resolve(dir);
  mkdirSync(absolute, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(absolute, {
      lockfilePath: path.join(absolute, LOCK_FILE_NAME),
      stale: LOCK_STALE_MS,
      update: LOCK_UPDATE_MS,
      retries: 0,
      // The default throws from a timer and kills the process, e.g. when a long synchronous
      // wasm start blocks the refresh; a warning is enough since we still own the folder.
      onCompromised: (error) => {
        console.warn(`[db] lost the lock on ${absolute}: ${error.message}`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new EmbeddedDatabaseInUseError(absolute);
    throw error;
  }

  try {
    const db = new LockedPGlite(absolute, release);
    await db.waitReady;
    return db;
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}
