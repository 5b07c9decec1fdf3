"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { clearDraft, loadDraft, saveDraft } from "@/components/candidate-profile/draft";
import { useResumePrefill } from "@/components/candidate-profile/resume-prefill";
import { ResumeSuggestions } from "@/components/candidate-profile/resume-suggestions";
import { Stepper } from "@/components/candidate-profile/stepper";
import { UploadProgress, WizardStatus } from "@/components/candidate-profile/wizard-status";
import { EducationStep, JobProfileStep, KycStep, PersonalStep, type StepProps } from "@/components/candidate-profile/steps";
import {
  checkSelect,
  checkStep,
  firstStepWithError,
  mergeSavedStep,
  profileFormData,
  resumeStep,
  stepFormData,
} from "@/components/candidate-profile/navigation";
import type { saveCandidateProfileStep, updateCandidateProfile } from "@/lib/candidate-profile/operations/profile";
import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";
import { apiUpload, type Result } from "@/lib/client/api";
import { setSessionUser } from "@/lib/client/session-store";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { toFormValues } from "@/lib/candidate-profile/schemas/form-values";
import { checkChosenFile } from "@/lib/candidate-profile/schemas/files";
import type { TextField } from "@/lib/candidate-profile/schemas/fields";
import type { FileField } from "@/lib/candidate-profile/schemas/limits";
import { PROFILE_PATH } from "@/lib/candidate-profile/schemas/profile-page";
import { type FieldErrors, type ProfileFormValues, STEP_FIELDS, STEP_TITLES } from "@/lib/candidate-profile/schemas/steps";

const LAST_STEP = STEP_TITLES.length - 1;
const STEP_BODIES = [PersonalStep, KycStep, JobProfileStep, EducationStep] as const;
const KYC_KEYS = new Set(STEP_FIELDS[1]);
/** The steps with a résumé upload, where what it proposes is shown (Personal Details, Job Profile). */
const RESUME_STEPS = new Set([0, 2]);

/** Moves focus to the first field of the step that has an error, so the message is not off screen. */
function focusFirstError(step: number, errors: FieldErrors) {
  const key = STEP_FIELDS[step].find((f) => f in errors);
  if (!key) return;
  requestAnimationFrame(() => {
    const target = document.getElementById(key === "kyc" ? "profile-kyc-error" : `profile-${key}`);
    if (key === "kyc") target?.scrollIntoView({ block: "center" });
    else target?.focus();
  });
}

/**
 * The four-step candidate profile (spec sections 2, 4, 5). Moving on keeps the step on the server, so
 * the wizard resumes where the candidate left off on any device (decisions.md section 19); the
 * submit decides completeness, then follows `next` (a same-site path the page already checked).
 * `skillsEditor` is the skills capability's editor, composed by the page (it saves on its own).
 * `initialStep` opens a step a link asked for (`?step=job-profile`: "add skills" from recommended jobs,
 * or a read view's "Edit" link). A résumé chosen at the top of Personal Details or in Job Profile
 * proposes values for all four steps (resume-prefill.ts, docs/decisions/0051).
 */
export function ProfileWizard({
  initial,
  next = null,
  skillsEditor,
  initialStep,
  academicsLocked = false,
}: {
  initial: CandidateWithProfile;
  next?: string | null;
  skillsEditor?: ReactNode;
  initialStep?: number;
  /** The institute verified the course, passing year and marks (decisions.md section 18): shown read-only. */
  academicsLocked?: boolean;
}) {
  const router = useRouter();
  const [candidate, setCandidate] = useState(initial);
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState(() => initialStep ?? resumeStep(initial));
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<"step" | "submit" | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [resetKey, setResetKey] = useState(0);
  // Proposals from a chosen résumé; a field it filled says so until the person edits it.
  const prefill = useResumePrefill({ values, setValues, academicsLocked, onChanged: (fields) => clearErrors(...fields) });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const submitting = busy !== null;

  // The unsaved draft survives a reload (sessionStorage is only readable after mount).
  useEffect(() => {
    const draft = loadDraft(initial.email);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time restore from browser storage
    if (draft) setValues((current) => ({ ...current, ...draft }));
  }, [initial.email]);

  // Each step change starts at the top, with focus on the step's heading for keyboard users.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: "smooth" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  function clearErrors(...keys: string[]) {
    setErrors((current) => {
      if (!keys.some((k) => k in current)) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }

  function setText(field: TextField, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      saveDraft(next);
      return next;
    });
    clearErrors(field, ...(KYC_KEYS.has(field) ? ["kyc"] : []));
    prefill.forget(field);
  }

  function setFile(field: FileField, file: File | null) {
    if (!file) return; // a cancelled picker keeps the current file
    setValues((current) => ({ ...current, [field]: file }));
    clearErrors(field, ...(KYC_KEYS.has(field) ? ["kyc"] : []));
    const problem = checkChosenFile(field, file);
    if (problem) setErrors((current) => ({ ...current, [field]: problem }));
    // The résumé pre-fill (decisions.md section 14): proposals only, the upload itself is unaffected.
    else if (field === "resumeFile") void prefill.read(file);
  }

  function goTo(target: number) {
    setNotice(null);
    setStep(target);
  }

  /** Next and Submit check the current step only (spec section 4). */
  function stepIsValid(): boolean {
    const move = checkStep(step, values);
    if (move.ok) return true;
    setErrors(move.errors);
    focusFirstError(step, move.errors);
    return false;
  }

  /** A refused save: each field's message, on the step that holds the first one. */
  function showRefusal(result: Extract<Result<unknown>, { ok: false }>) {
    const serverErrors = result.errors ?? {};
    setErrors(serverErrors);
    const errorStep = firstStepWithError(serverErrors);
    if (errorStep !== -1 && errorStep !== step) goTo(errorStep);
    // No answer at all (network): the spec's generic failure text.
    toastError(result.status === 0 ? "Error updating profile" : result.message || "Error updating profile");
  }

  /** Moving on: the current step is kept on the server first; the candidate stays on it if that fails. */
  async function moveOn(target: number) {
    const { form, hasFiles } = stepFormData(step, values);
    setBusy("step");
    setSavedNote(null);
    setProgress(hasFiles ? 0 : null);
    try {
      const result = await apiUpload<typeof saveCandidateProfileStep>("/candidate/save-profile-step", form, (p) => setProgress(p));
      if (!result.ok) return showRefusal(result);
      const saved = result.data;
      setCandidate(saved);
      setValues((current) => mergeSavedStep(current, saved, step));
      // The personal step may rename the candidate: the header shows the new name at once.
      setSessionUser({ id: saved.id, name: saved.fullName, email: saved.email, role: "Candidate" });
      setErrors({});
      setResetKey((k) => k + 1);
      setSavedNote(`${STEP_TITLES[step]} saved. You can come back to it at any time.`);
      goTo(target);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  function nextStep() {
    if (stepIsValid()) void moveOn(step + 1);
  }

  function select(target: number) {
    if (target === step || submitting) return;
    const move = checkSelect(step, target, values);
    if (!move.ok) {
      setErrors(move.errors);
      setNotice(move.notice);
    } else if (target < step) goTo(target);
    else void moveOn(target);
  }

  async function save() {
    if (!stepIsValid()) return;
    const { form, hasFiles } = profileFormData(values);
    setBusy("submit");
    setSavedNote(null);
    setProgress(hasFiles ? 0 : null);
    try {
      const result = await apiUpload<typeof updateCandidateProfile>("/candidate/update-profile", form, (p) => setProgress(p));
      if (!result.ok) return showRefusal(result);
      const saved = result.data;
      setCandidate(saved);
      setValues(toFormValues(saved));
      setErrors({});
      setNotice(null);
      setResetKey((k) => k + 1);
      clearDraft();
      prefill.clearMarks();
      setSessionUser({ id: saved.id, name: saved.fullName, email: saved.email, role: "Candidate" });
      toastSuccess("Profile updated successfully!");
      // Back to what the candidate was doing (an application) once the profile is complete; else the
      // complete profile replaces the form as its read view (the page shows it for this address).
      if (!saved.profile.isProfileCompleted) return;
      if (next) router.push(next);
      else if (window.location.search) router.replace(PROFILE_PATH);
      else router.refresh();
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (step < LAST_STEP) nextStep();
    else void save();
  }

  const resumePanel = (
    <ResumeSuggestions
      reading={prefill.reading}
      values={values}
      filled={prefill.filled}
      academicsLocked={academicsLocked}
      // The page's data: read again (router.refresh) once the résumé's skills were added.
      skillsOnProfile={initial.profile.skills}
      onFill={prefill.fill}
      onReplace={prefill.replace}
      onDismiss={prefill.dismiss}
    />
  );
  const stepProps: StepProps = { values, errors, setText, setFile, resetKey, skillsEditor, academicsLocked, filled: prefill.filled };

  return (
    <div className="space-y-6">
      <WizardStatus step={step} completed={candidate.profile.isProfileCompleted} />

      <Stepper current={step} onSelect={select} />

      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="profile-step-title"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="profile-step-title" ref={headingRef} tabIndex={-1} className="mb-6 text-xl font-semibold text-slate-900 focus:outline-none">
          {STEP_TITLES[step]}
        </h2>
        {notice ? (
          <p role="alert" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {notice}
          </p>
        ) : null}

        {/* All steps stay mounted (hidden) so chosen files stay in their native inputs. */}
        {STEP_BODIES.map((Body, index) => (
          <div key={STEP_TITLES[index]} hidden={index !== step}>
            {/* One panel, on the step in view (its state lives in the wizard). */}
            <Body {...stepProps} resumePanel={index === step && RESUME_STEPS.has(index) && prefill.reading.status !== "idle" ? resumePanel : null} />
          </div>
        ))}

        <UploadProgress progress={progress} />

        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
          <button type="button" className="btn-outline" onClick={() => goTo(step - 1)} disabled={step === 0 || submitting}>
            Previous
          </button>
          <button type="submit" className="btn-primary" disabled={submitting}>
            {step < LAST_STEP ? "Next" : submitting ? "Submitting..." : "Submit"}
          </button>
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm text-slate-600">
          {busy === "step" ? "Saving this step..." : savedNote}
        </p>
      </form>
    </div>
  );
}
