"use client";

import type { importStudentsOp } from "@/lib/campus/operations/rosters";
import { ROSTER_HEADER } from "@/lib/campus/schemas/common";
import { apiUpload } from "@/lib/client/api";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { plural, UploadReport, uploadBusyLabel, useCsvUpload } from "@/components/campus/csv-upload";

// The roster import (decisions.md sections 18 and 20): an upload, so it goes to the API (decision 0008). The
// answer is shown in place: what was created and updated, or every refused line (then nothing was imported).

const HEADER = ROSTER_HEADER.join(",");
const CHOOSE_FILE = "Please choose the roster file (CSV).";

/** "2 new students, 1 updated, 3 asked to confirm" (the last only when there are some). */
function importedText(report: { created: number; updated: number; awaitingConfirmation: number }): string {
  const parts = [plural(report.created, "new student", "new students"), plural(report.updated, "updated", "updated")];
  if (report.awaitingConfirmation > 0) parts.push(plural(report.awaitingConfirmation, "asked to confirm", "asked to confirm"));
  return parts.join(", ");
}

export function RosterImportForm() {
  const { fileRef, busy, progress, error, fileError, report, submit } = useCsvUpload({
    upload: (form, onProgress) => apiUpload<typeof importStudentsOp>("/university/students/import", form, onProgress),
    chooseFile: CHOOSE_FILE,
    successToast: (imported) => `Roster imported: ${importedText(imported)}.`,
  });

  return (
    <div className="space-y-5">
      <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="roster-import-title">
        <h2 id="roster-import-title" className="text-xl font-semibold text-slate-900">
          Import students
        </h2>
        <p className="text-sm text-slate-600">
          One student a line, under a first line naming the columns: <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{HEADER}</code>{" "}
          in any order, written as your spreadsheet has them (&ldquo;Roll No&rdquo; or &ldquo;roll_no&rdquo; is rollNo). Marks are a
          percentage (0 to 100); a <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">cgpa</code> column (0 to 10) may
          stand instead. A roll number you already have (whatever its case) updates that student. Any refused line imports nothing, so fix the
          lines listed and import the whole file again (at most 5,000 students a file). New students get an e-mail to choose their
          password; someone who already has an account is asked by e-mail to confirm they study here, and nothing of theirs changes
          until they do.{" "}
          <a href="/samples/roster.csv" download className="font-semibold text-brand-700 underline">
            Download a sample CSV
          </a>
        </p>
        <Field id="roster-file" label="Roster (CSV)" plainLabel error={fileError} hint="A CSV file of at most 5 MB.">
          <input ref={fileRef} type="file" name="file" accept=".csv,text/csv" className="py-2" />
        </Field>
        <FormError message={error} />
        <SubmitButton label="Import" busyLabel={uploadBusyLabel(progress, "Importing...")} busy={busy} />
      </form>
      {report ? (
        <UploadReport
          errors={report.errors}
          done={`Imported: ${importedText(report)}.`}
          refused={(lines) => `Nothing was imported: ${lines} refused. Fix them and import the file again.`}
          caption="Refused lines of the roster"
        />
      ) : null}
    </div>
  );
}
