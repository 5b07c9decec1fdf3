"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { ChoiceOption } from "@/components/ui/choice-field";
import { setInterviewersAction } from "@/lib/teams/actions/scorecards";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { ACTOR_ROLE_LABELS } from "@/lib/teams/rules/scorecards";
import type { InterviewersJson } from "@/lib/teams/contract/common";
import type { AssignableMember } from "@/lib/teams/service/interviewers";

const FAILED = "Could not save the interviewers. Please try again later.";

type Interviewer = InterviewersJson["interviewers"][number];

/**
 * The application's interviewers; owners and recruiters (given `members`) choose them in a dialog of
 * checkboxes. Saving replaces the whole set; the page is then read again (timeline, scorecards).
 */
export function InterviewersPanel({
  applicationId,
  interviewers,
  members,
}: {
  applicationId: string;
  interviewers: readonly Interviewer[];
  /** The company's members to choose from; null when the viewer may not choose (an interviewer). */
  members: readonly AssignableMember[] | null;
}) {
  return (
    <section aria-labelledby="interviewers-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="interviewers-title" className="text-lg font-semibold text-slate-900">
          Interviewers
        </h2>
        {members ? (
          <DialogButton
            label="Choose interviewers"
            className="btn-outline px-3 py-1.5 text-sm"
            title="Choose interviewers"
            description="They can read this application and submit a scorecard. Newly chosen members are told by notification and e-mail."
          >
            {(close) => (
              <ChooseForm
                applicationId={applicationId}
                members={members}
                chosen={interviewers.map((interviewer) => interviewer.memberId)}
                onDone={close}
              />
            )}
          </DialogButton>
        ) : null}
      </div>
      {interviewers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No interviewers yet.</p>
      ) : (
        <ul aria-label="Interviewers" className="mt-2 space-y-1 text-sm text-slate-800">
          {interviewers.map((interviewer) => (
            <li key={interviewer.memberId}>{interviewer.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Mounted each time the dialog opens: it starts from the current interviewers. */
function ChooseForm({
  applicationId,
  members,
  chosen,
  onDone,
}: {
  applicationId: string;
  members: readonly AssignableMember[];
  chosen: readonly string[];
  onDone: () => void;
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(chosen));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  function toggle(memberId: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(memberId);
      else next.delete(memberId);
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      // In the members' order, so the list reads the same however the boxes were ticked.
      const memberIds = members.map((member) => member.memberId).filter((id) => selected.has(id));
      const result = await setInterviewersAction({ applicationId, memberIds });
      if (result.ok) {
        toastSuccess(result.message ?? "Interviewers saved");
        onDone();
        router.refresh();
        return;
      }
      setError(result.errors?.memberIds ?? result.message);
    } catch (caught) {
      console.error(caught);
      toastError(FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Choose interviewers">
      <fieldset>
        <legend className="mb-1.5 block text-sm font-semibold text-slate-800">Members of your company</legend>
        <div className="grid max-h-72 gap-2 overflow-y-auto">
          {members.map((member) => (
            <ChoiceOption
              key={member.memberId}
              type="checkbox"
              checked={selected.has(member.memberId)}
              onChange={(event) => toggle(member.memberId, event.target.checked)}
            >
              <span className="font-medium">{member.name}</span>
              <span className="text-slate-600">({ACTOR_ROLE_LABELS[member.role]})</span>
            </ChoiceOption>
          ))}
        </div>
      </fieldset>
      <FormFooter error={error} submitting={busy} onCancel={onDone} submitLabel="Save interviewers" submittingLabel="Saving..." />
    </form>
  );
}
