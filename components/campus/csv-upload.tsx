"use client";

import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { Result } from "@/lib/client/api";
import { toastSuccess } from "@/lib/client/toast";
import { DataTable } from "@/components/ui/data-table";

// What the campus CSV uploads (the roster, a round's results) share: an upload goes to the API (decision
// 0008) with its progress, and the answer is a per-line report shown in place; any refused line means
// nothing was written, so the report lists every one to fix.

type LineError = { line: number; message: string };
type LineReport = { errors: readonly LineError[] };

export const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;

/** `SubmitButton`'s busy label: `working` until the upload reports progress. */
export const uploadBusyLabel = (progress: number | null, working: string) => (progress === null ? working : `Uploading ${progress}%...`);

/**
 * The upload's state and submit handler: refuses a missing file with `chooseFile`, uploads it, keeps the
 * report; a report without refused lines toasts `successToast(report)`, clears the file and refreshes.
 */
export function useCsvUpload<R extends LineReport>({
  upload,
  chooseFile,
  successToast,
}: {
  upload: (form: FormData, onProgress: (percent: number) => void) => Promise<Result<R>>;
  chooseFile: string;
  successToast: (report: R) => string;
}) {
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [report, setReport] = useState<R | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    setError(undefined);
    setReport(null);
    if (!file) {
      setFileError(chooseFile);
      fileRef.current?.focus();
      return;
    }
    setFileError(undefined);
    setBusy(true);
    const form = new FormData();
    form.append("file", file);
    const result = await upload(form, setProgress);
    setBusy(false);
    setProgress(null);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setReport(result.data);
    if (result.data.errors.length === 0) {
      toastSuccess(successToast(result.data));
      if (fileRef.current) fileRef.current.value = "";
      router.refresh(); // the page shows what was written
    }
  }

  return { fileRef, busy, progress, error, fileError, report, submit };
}

/** The report: `done` when every line was taken, else `refused(lines)` and a table of the refused lines. */
export function UploadReport({
  errors,
  done,
  refused,
  caption,
}: {
  errors: readonly LineError[];
  done: ReactNode;
  refused: (lines: string) => ReactNode;
  caption: string;
}) {
  if (errors.length === 0) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-900">
        {done}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        {refused(plural(errors.length, "line was", "lines were"))}
      </p>
      <DataTable caption={caption} columns={["Line", "Problem"]}>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {errors.map((error, index) => (
            <tr key={`${error.line}-${index}`}>
              <th scope="row" className="px-4 py-2 font-medium">
                {error.line}
              </th>
              <td className="px-4 py-2 break-words">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}
