import { strToU8, zipSync, type Zippable } from "fflate";
import { tooManyRequests } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { formatIndiaDay } from "@/lib/format/date";
import { hit, release } from "@/lib/security/rate-limit";
import { type ExportFileRow, readCommon, readOwnFiles, readRecruiter, readAdmin, readUniversity } from "@/lib/registry/personal-data/common";
import { readCandidate } from "@/lib/registry/personal-data/candidate";
import { readEmployer } from "@/lib/registry/personal-data/company";
import { getStorage } from "@/lib/storage";

// GET account/export, "Download my data" (decisions.md section 12, docs/decisions/0019): a ZIP with
// account.json and the person's own uploaded files, at most 3 a day per account.

export const EXPORT_LIMIT = { limit: 3, windowMs: 24 * 60 * 60_000 } as const;
export const EXPORT_THROTTLED = "You can download your data 3 times a day. Please try again later.";

export type AccountExport = { bytes: Uint8Array; fileName: string };

/** talentbridge-data-YYYY-MM-DD.zip, the day in India time as every page shows dates. */
export function exportFileName(now: Date): string {
  return `talentbridge-data-${formatIndiaDay(now)}.zip`;
}

/**
 * files/<kind>-<name>, unique within the zip. Stored names were reduced to [A-Za-z0-9_.-] at upload;
 * they are reduced again so no entry can climb out of files/ when unpacked.
 */
function zipPaths(files: ExportFileRow[]): Map<string, string> {
  const taken = new Set<string>();
  const paths = new Map<string, string>();
  for (const file of files) {
    const safe = file.fileName.replace(/[^A-Za-z0-9_.-]/g, "_").replace(/^[.]+/, "") || "file";
    const dot = safe.lastIndexOf(".");
    const [base, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
    let candidate = `files/${file.kind}-${base}${ext}`;
    for (let n = 2; taken.has(candidate); n++) candidate = `files/${file.kind}-${base}-${n}${ext}`;
    taken.add(candidate);
    paths.set(file.id, candidate);
  }
  return paths;
}

async function buildArchive(user: SessionUser, now: Date): Promise<Uint8Array> {
  const files = await readOwnFiles(user.id);
  const paths = zipPaths(files);
  const entries: Zippable = {};
  const included = new Set<string>();
  const storage = getStorage();
  for (const file of files) {
    const bytes = await storage.get(file.storageKey);
    // Bytes gone from storage (a failed cleanup long ago): listed with path null, never a broken entry.
    if (!bytes) continue;
    const path = paths.get(file.id)!;
    // PDFs and images are compressed already: stored as they are (level 0) costs no CPU.
    entries[path] = [bytes, { level: 0, mtime: file.createdAt }];
    included.add(file.id);
  }
  const pathOf = (fileId: string | null) => (fileId && included.has(fileId) ? paths.get(fileId)! : null);

  const common = await readCommon(user.id);
  const byRole =
    user.role === "Candidate"
      ? await readCandidate(user.id, pathOf)
      : user.role === "Employer"
        ? await readEmployer(user.id)
        : user.role === "University"
          ? await readUniversity(user.id)
          : user.role === "Recruiter"
            ? await readRecruiter(user.id)
            : user.role === "Admin"
              ? await readAdmin(user.id)
              : {};
  const document = {
    exportedAt: now,
    account: common.account,
    consents: common.consents,
    ...byRole,
    files: files.map((f) => ({
      kind: f.kind,
      fileName: f.fileName,
      mimeType: f.mimeType,
      size: f.size,
      createdAt: f.createdAt,
      path: pathOf(f.id),
    })),
    notifications: common.notifications,
    jobReports: common.jobReports,
  };
  entries["account.json"] = [strToU8(`${JSON.stringify(document, null, 2)}\n`), { level: 6, mtime: now }];
  // zipSync: the archive is small (at most four uploads of a few MB, stored uncompressed), so the
  // synchronous call is brief and needs no worker thread (docs/decisions/0019).
  return zipSync(entries);
}

/**
 * account/export: the whole ZIP in memory. The request is counted before any work, so concurrent
 * downloads cannot all pass; an export that fails gives its count back.
 */
export async function exportAccount(user: SessionUser, opts: { now?: Date } = {}): Promise<AccountExport> {
  const now = opts.now ?? new Date();
  const counter = { key: `export:${user.id}`, windowMs: EXPORT_LIMIT.windowMs };
  const attempt = await hit({ ...counter, limit: EXPORT_LIMIT.limit, now });
  if (!attempt.ok) throw tooManyRequests(EXPORT_THROTTLED, attempt.retryAfterSeconds);
  try {
    return { bytes: await buildArchive(user, now), fileName: exportFileName(now) };
  } catch (error) {
    await release({ ...counter, now });
    throw error;
  }
}
