"use client";

import type { BaseSyntheticEvent } from "react";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import type { Result } from "@/lib/api/result";
import { showServerErrors } from "@/lib/client/form-errors";
import { runAction, type ActionFailure, type ActionReport } from "@/lib/client/run-action";

type Outcome<TForm extends FieldValues, TData> = { values: TData; form: UseFormReturn<TForm, unknown, TData> };

export type ActionFormOptions<TForm extends FieldValues, TData, TResult> = Omit<ActionReport<TResult>, "onSuccess" | "onFailure"> & {
  /**
   * The form's validation, usually `zodResolver(schema)`. Taken ready-made rather than as a schema so
   * that a form can load zod later (the contact form keeps it out of the page's first load).
   */
  resolver: Resolver<TForm, unknown, TData>;
  /** The form's values at first; also the field names a server's field errors are shown under. */
  defaultValues: TForm;
  /** The server action; a form whose values are not the action's input maps them here. */
  action: (values: TData) => Promise<Result<TResult>>;
  /** A form that starts over after a success (a new job, a message): back to `defaultValues`. */
  resetOnSuccess?: boolean;
  onSuccess?: (data: TResult, outcome: Outcome<TForm, TData>) => void;
  /** After the server's field errors are shown: what else a refusal does (a message at a field, the form's own error). */
  onFailure?: (failure: ActionFailure, outcome: Outcome<TForm, TData>) => void;
};

/** The form's methods, with what every form reads lifted out of `formState`, and the ready submit handler. */
export type ActionForm<TForm extends FieldValues, TData> = UseFormReturn<TForm, unknown, TData> & {
  errors: FieldErrors<TForm>;
  isSubmitting: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
};

/**
 * A react-hook-form form submitted to a server action: `onSubmit` validates, calls the action, shows
 * the server's field errors under the fields and reports the answer (lib/client/run-action.ts).
 * `isSubmitting` holds while the action runs, so submit buttons say so.
 */
export function useActionForm<TForm extends FieldValues, TData, TResult>({
  resolver,
  defaultValues,
  action,
  resetOnSuccess,
  onSuccess,
  onFailure,
  ...report
}: ActionFormOptions<TForm, TData, TResult>): ActionForm<TForm, TData> {
  const form = useForm<TForm, unknown, TData>({ resolver, defaultValues: defaultValues as DefaultValues<TForm> });

  const onSubmit = form.handleSubmit((values) =>
    runAction(() => action(values), {
      ...report,
      onSuccess(data) {
        if (resetOnSuccess) form.reset(defaultValues);
        onSuccess?.(data, { values, form });
      },
      onFailure(failure) {
        // Whatever the code: only a VALIDATION refusal names this form's fields, and another code's
        // `errors` (a duplicate post's jobId) match no field, so showServerErrors passes them over.
        showServerErrors(form.setError, failure.errors, defaultValues);
        onFailure?.(failure, { values, form });
      },
    }),
  );

  const { errors, isSubmitting } = form.formState;
  return { ...form, errors, isSubmitting, onSubmit };
}
