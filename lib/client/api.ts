// The browser's one client of /api/v1 (docs/architecture.md): pages mutate through server actions,
// and read pages of lists (infinite scroll, filters) through these calls. Types come from the
// operations' response schemas (type-only imports: no zod reaches the browser bundle).
import type { z } from "zod";
import type { ErrorCode } from "@/lib/api/errors";
import type { Operation } from "@/lib/api/operation";
import type { Result } from "@/lib/api/result";

export type { Result };

type Query = Record<string, string | number | boolean | null | undefined>;
type ResponseOf<O extends Operation> = z.output<O["response"]>;

type Envelope = { success?: boolean; code?: ErrorCode; message?: string; errors?: Record<string, string>; response?: unknown };

const NETWORK_FAILURE = "Could not reach the server. Please check your connection and try again.";

function toResult<T>(status: number, body: Envelope | null): Result<T> {
  if (status >= 200 && status < 300 && body?.success) return { ok: true, data: body.response as T, message: body.message };
  return {
    ok: false,
    status,
    code: body?.code ?? (status >= 500 ? "INTERNAL" : "VALIDATION"),
    message: body?.message ?? NETWORK_FAILURE,
    errors: body?.errors,
  };
}

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api/v1${path}${qs ? `?${qs}` : ""}`;
}

/** One call: `apiRequest<typeof getJobs>("GET", "/jobs/get-jobs", { query })`. Never throws. */
export async function apiRequest<O extends Operation>(
  method: O["method"],
  path: string,
  init: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<Result<ResponseOf<O>>> {
  try {
    const res = await fetch(url(path, init.query), {
      method,
      credentials: "same-origin",
      cache: "no-store",
      signal: init.signal,
      headers: init.body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await res.json().catch(() => null)) as Envelope | null;
    return toResult(res.status, body);
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    return { ok: false, status: 0, code: "UNAVAILABLE", message: NETWORK_FAILURE };
  }
}

/**
 * A multipart POST with upload progress (fetch cannot report upload progress, XMLHttpRequest can).
 * File uploads are the one mutation that goes to the API from a page: see docs/decisions/0008.
 */
export function apiUpload<O extends Operation>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<Result<ResponseOf<O>>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener("load", () => {
      let body: Envelope | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        body = null;
      }
      resolve(toResult(xhr.status, body));
    });
    const fail = () => resolve({ ok: false, status: 0, code: "UNAVAILABLE", message: NETWORK_FAILURE });
    xhr.addEventListener("error", fail);
    xhr.addEventListener("abort", fail);
    xhr.send(form);
  });
}

/**
 * A file from a GET call (e.g. account/export) as a Blob with its download name, so a page can show
 * the API's message (a 429) in a toast instead of the browser saving the error envelope as a file.
 */
export async function apiDownload(path: string): Promise<Result<{ blob: Blob; fileName: string | null }>> {
  try {
    const res = await fetch(url(path), { credentials: "same-origin", cache: "no-store" });
    if (!res.ok) return toResult(res.status, (await res.json().catch(() => null)) as Envelope | null);
    const fileName = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? null;
    return { ok: true, data: { blob: await res.blob(), fileName } };
  } catch {
    return { ok: false, status: 0, code: "UNAVAILABLE", message: NETWORK_FAILURE };
  }
}
