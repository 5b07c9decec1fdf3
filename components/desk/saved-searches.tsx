"use client";

import Link from "next/link";
import { useId } from "react";
import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import type { SavedSearchJson } from "@/lib/desk/contract/common";
import { deleteDeskSearchAction, saveDeskSearchAction } from "@/lib/desk/actions/saved-searches";
import { deskCandidatesHref, SEARCH_DELETED_MESSAGE, SEARCH_SAVED_MESSAGE } from "@/lib/desk/rules/candidate-search";
import { MAX_SAVED_SEARCHES, savedSearchSchema, type DeskCandidatesQuery } from "@/lib/desk/schemas/common";
import { useActionForm } from "@/lib/client/use-action-form";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";

// The candidate search's saved searches: "Save this search" (a dialog asking for a name) and the
// recruiter's list, each a link to its results with a Delete that asks first.

const SAVE_FAILED = "Could not save the search. Please try again later.";
const DELETE_FAILED = "Could not delete the saved search. Please try again later.";

type FormValues = { name: string };
const nameSchema = savedSearchSchema.pick({ name: true });
const resolver = zodResolver(nameSchema) as unknown as Resolver<FormValues, unknown, z.output<typeof nameSchema>>;

/** The applied filters without the page: what a saved search keeps. */
export type SavableQuery = Omit<DeskCandidatesQuery, "page">;

export function SaveSearchButton({ query }: { query: SavableQuery }) {
  const router = useRouter();
  return (
    <DialogButton label="Save this search" className="btn-outline" title="Save this search" description="Name it to run it again from your saved searches.">
      {(close) => <SaveSearchForm query={query} onDone={close} onSaved={() => router.refresh()} />}
    </DialogButton>
  );
}

/** Mounted each time the dialog opens (Dialog renders its children only while open): a fresh form. */
function SaveSearchForm({ query, onDone, onSaved }: { query: SavableQuery; onDone: () => void; onSaved: () => void }) {
  const formId = useId();
  const form = useActionForm({
    resolver,
    defaultValues: { name: "" },
    action: ({ name }) => saveDeskSearchAction({ name, query }),
    successToast: SEARCH_SAVED_MESSAGE,
    errorToast: SAVE_FAILED,
    onSuccess: () => {
      onSaved();
      onDone();
    },
    onFailure: (failure, { form: rhf }) => {
      // The limit (and anything else not about the name) is said under the form.
      if (failure.code !== "VALIDATION" || !failure.errors?.name) rhf.setError("root", { message: failure.message || SAVE_FAILED });
    },
  });
  const { register, errors, isSubmitting, onSubmit } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Save this search">
      <Field id={`${formId}-name`} label="Name" error={errors.name?.message}>
        <input type="text" maxLength={80} autoComplete="off" {...register("name")} />
      </Field>
      <FormFooter error={errors.root?.message} submitting={isSubmitting} onCancel={onDone} submitLabel="Save search" submittingLabel="Saving..." />
    </form>
  );
}

export function SavedSearchesList({ searches }: { searches: readonly SavedSearchJson[] }) {
  const router = useRouter();
  if (searches.length === 0) {
    return <p className="text-sm text-slate-600">No saved searches yet. Set the filters, then &quot;Save this search&quot;.</p>;
  }
  return (
    <>
      <ul aria-label="Saved searches" className="divide-y divide-slate-200">
        {searches.map((search) => (
          <li key={search.id} className="flex items-center justify-between gap-3 py-2">
            <Link href={deskCandidatesHref(search.query)} className="min-w-0 truncate font-medium text-brand-700 hover:underline">
              {search.name}
            </Link>
            <ConfirmActionButton
              label="Delete"
              aria-label={`Delete saved search ${search.name}`}
              className="text-sm font-semibold text-red-700 hover:underline"
              title="Delete this saved search?"
              description={`"${search.name}" leaves your saved searches. The candidates stay as they are.`}
              confirmLabel="Delete"
              pendingLabel="Deleting..."
              action={() => deleteDeskSearchAction({ id: search.id })}
              successToast={SEARCH_DELETED_MESSAGE}
              errorToast={DELETE_FAILED}
              onSuccess={() => router.refresh()}
            />
          </li>
        ))}
      </ul>
      {searches.length >= MAX_SAVED_SEARCHES ? <p className="mt-2 text-xs text-slate-600">You have {MAX_SAVED_SEARCHES} saved searches, the most you can keep.</p> : null}
    </>
  );
}
