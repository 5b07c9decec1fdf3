"use client";

import { useCallback, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Check, Sparkles } from "lucide-react";
import type { parseResume } from "@/lib/candidate-profile/operations/resume-parse";
import type { ResumeFields } from "@/lib/candidate-profile/contract";
import type { TextField } from "@/lib/candidate-profile/schemas/fields";
import { STEP_TITLES } from "@/lib/candidate-profile/schemas/steps";
import { apiUpload, type Result } from "@/lib/client/api";
import { addResumeSkillsAction } from "@/lib/skills/actions";

// The resume pre-fill (decisions.md section 14): once a resume is chosen, the server reads it and
// proposes values; the candidate takes each one ("Use") or all of them. A value goes into the
// wizard's form only (saved with the step, as if typed); skills join the profile at once, marked
// "From your resume". Reading is a convenience: when it fails the resume upload is unaffected.

export type ResumeReading = { id: number } & (
  | { status: "idle" }
  | { status: "reading" }
  | { status: "found"; fields: ResumeFields }
  | { status: "failed"; message: string }
);

const KEEP_GOING = "Your resume is still attached; please fill in the fields yourself.";

/** The calm words for a reading that failed (the answer of another shape counts as a failure). */
function failureText(result: Result<unknown>): string {
  if (result.ok) return `We could not read suggestions from this resume. ${KEEP_GOING}`;
  if (result.code === "NO_TEXT") return `We could not read any text in this file (it may be a scan), so there is nothing to suggest. ${KEEP_GOING}`;
  if (result.code === "RATE_LIMITED" || result.code === "UNAVAILABLE" || result.status === 0) {
    return `Suggestions from your resume are not available right now. ${KEEP_GOING}`;
  }
  return `We could not read suggestions from this resume. ${KEEP_GOING}`;
}

/** Reads a chosen resume for suggestions; a newer file's answer replaces an older one's. */
export function useResumeSuggestions() {
  const [reading, setReading] = useState<ResumeReading>({ id: 0, status: "idle" });
  const latest = useRef(0);

  const read = useCallback(async (file: File) => {
    const id = ++latest.current;
    setReading({ id, status: "reading" });
    const form = new FormData();
    form.append("resume", file, file.name);
    const result = await apiUpload<typeof parseResume>("/candidate/resume-parse", form, () => undefined);
    if (id !== latest.current) return;
    if (result.ok && result.data?.fields) setReading({ id, status: "found", fields: result.data.fields });
    else setReading({ id, status: "failed", message: failureText(result) });
  }, []);

  const dismiss = useCallback(() => setReading({ id: ++latest.current, status: "idle" }), []);
  return { reading, read, dismiss };
}

type SuggestedField = Extract<TextField, "fullName" | "mobile" | "currentCompany" | "role" | "workExperience" | "course" | "passingYear">;

/** The rows, as the wizard labels its fields, with the step each field is on. */
const ROWS: { field: SuggestedField; label: string; step: number; shown?: (value: string) => string }[] = [
  { field: "fullName", label: "Full Name", step: 0 },
  { field: "mobile", label: "Mobile", step: 0 },
  { field: "currentCompany", label: "Current Company", step: 2 },
  { field: "role", label: "Role", step: 2 },
  { field: "workExperience", label: "Work Experience (years)", step: 2, shown: (v) => `${v} ${v === "1" ? "year" : "years"}` },
  { field: "course", label: "Course", step: 3 },
  { field: "passingYear", label: "Passing Year", step: 3 },
];

type Props = {
  reading: ResumeReading;
  /** Puts a value in the wizard's field (nothing is saved until the step is). */
  onUse: (field: SuggestedField, value: string) => void;
  onDismiss: () => void;
};

export function ResumeSuggestions(props: Props) {
  // A new reading starts with nothing used.
  return <SuggestionsPanel key={props.reading.id} {...props} />;
}

function SuggestionsPanel({ reading, onUse, onDismiss }: Props) {
  const router = useRouter();
  const headingId = useId();
  const [used, setUsed] = useState<ReadonlySet<string>>(new Set());
  const [skillNote, setSkillNote] = useState<string | null>(null);
  const [savingSkills, setSavingSkills] = useState(false);

  if (reading.status === "idle") return null;
  if (reading.status === "reading") {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        Reading your resume for suggestions…
      </p>
    );
  }
  if (reading.status === "failed") {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {reading.message}
      </p>
    );
  }

  const { fields } = reading;
  const rows = ROWS.flatMap((row) => {
    const raw = fields[row.field];
    return raw === undefined || raw === "" ? [] : [{ ...row, value: String(raw) }];
  });
  const skills = fields.skills ?? [];
  const openRows = rows.filter((row) => !used.has(row.field));
  const openSkills = skills.filter((skill) => !used.has(`skill:${skill.skillId}`));
  const markUsed = (...keys: string[]) => setUsed((current) => new Set([...current, ...keys]));

  function takeRow(row: (typeof rows)[number]) {
    onUse(row.field, row.value);
    markUsed(row.field);
  }

  async function addSkills(list: typeof skills) {
    if (list.length === 0) return;
    setSavingSkills(true);
    setSkillNote(null);
    const result = await addResumeSkillsAction({ skills: list.map(({ skillId }) => ({ skillId })) }).catch(() => null);
    setSavingSkills(false);
    if (!result?.ok) return setSkillNote(result?.message || "We could not add these skills right now. Please try again.");
    markUsed(...list.map((skill) => `skill:${skill.skillId}`));
    setSkillNote(list.length === 1 ? `${list[0].name} added to your skills.` : `${list.length} skills added to your skills.`);
    // The page's skills editor shows what is saved: read it again.
    router.refresh();
  }

  function takeAll() {
    for (const row of openRows) onUse(row.field, row.value);
    markUsed(...openRows.map((row) => row.field));
    void addSkills(openSkills);
  }

  const nothing = rows.length === 0 && skills.length === 0;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-200 bg-brand-50/60 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Sparkles aria-hidden="true" className="size-4 text-brand-700" />
          We found these in your resume
        </h3>
        <button type="button" className="text-sm font-semibold text-slate-600 underline underline-offset-4" onClick={onDismiss}>
          Hide suggestions
        </button>
      </div>
      {nothing ? (
        <p className="mt-2 text-sm text-slate-700">Nothing we could suggest this time. {KEEP_GOING}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Check each value before you use it. Used values fill the form and are saved with their step; skills are added to your profile at once.
          </p>
          {fields.email ? (
            <p className="mt-3 text-sm text-slate-700">
              E-mail in the resume: <span className="font-medium text-slate-900">{fields.email}</span> (your login e-mail is not changed here)
            </p>
          ) : null}
          <ul className="mt-3 divide-y divide-brand-100">
            {rows.map((row) => (
              <li key={row.field} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-800">
                    {row.label} <span className="font-normal text-slate-600">({STEP_TITLES[row.step]})</span>
                  </p>
                  <p className="break-words text-sm text-slate-900">{row.shown ? row.shown(row.value) : row.value}</p>
                </div>
                <UseButton label={row.label} used={used.has(row.field)} onClick={() => takeRow(row)} />
              </li>
            ))}
          </ul>
          {skills.length ? (
            <div className="mt-3">
              <p className="text-sm font-semibold text-slate-800">Skills</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {skills.map((skill) => (
                  <li key={skill.skillId} className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white py-1 pr-1 pl-3 text-sm">
                    {skill.name}
                    <UseButton label={skill.name} used={used.has(`skill:${skill.skillId}`)} disabled={savingSkills} onClick={() => void addSkills([skill])} small />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {skillNote ? (
            <p role="status" className="mt-2 text-sm text-slate-700">
              {skillNote}
            </p>
          ) : null}
          <div className="mt-4">
            <button type="button" className="btn-outline" onClick={takeAll} disabled={savingSkills || (openRows.length === 0 && openSkills.length === 0)}>
              Use all
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function UseButton({ label, used, onClick, disabled, small }: { label: string; used: boolean; onClick: () => void; disabled?: boolean; small?: boolean }) {
  const size = small ? "px-2.5 py-0.5" : "px-3 py-1.5";
  if (used) {
    return (
      <span className={`inline-flex items-center gap-1 rounded-full ${size} text-sm font-semibold text-green-800`}>
        <Check aria-hidden="true" className="size-4" />
        Used<span className="sr-only"> {label}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-label={`Use ${label}`}
      disabled={disabled}
      onClick={onClick}
      className={`rounded-full border border-brand-700 ${size} text-sm font-semibold text-brand-700 hover:bg-brand-100 disabled:opacity-60`}
    >
      Use
    </button>
  );
}
