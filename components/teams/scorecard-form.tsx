"use client";

import { useId } from "react";
import { useRouter } from "next/navigation";
import { Controller, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/ui/field";
import { ChoiceField, ChoiceOption } from "@/components/ui/choice-field";
import { FormError } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/lib/client/use-action-form";
import { submitScorecardAction } from "@/lib/teams/actions/scorecards";
import { DEFAULT_CRITERIA, RATING_LABELS, RECOMMENDATION_LABELS } from "@/lib/teams/rules/scorecards";
import { RECOMMENDATIONS, SCORECARD_NOTES_MAX, scorecardSchema, type ScorecardInput } from "@/lib/teams/schemas/common";
import type { ScorecardJson } from "@/lib/teams/contract/common";
import { HeadedSection } from "@/components/ui/headed-section";

const FAILED = "Could not save your scorecard. Please try again later.";
const RATINGS = [1, 2, 3, 4] as const;

// A rating is a number; until chosen it is null, which the schema refuses with its own message.
type FormValues = { ratings: { criterion: string; rating: number | null }[]; recommendation: string; notes: string };

const resolver = zodResolver(scorecardSchema) as unknown as Resolver<FormValues, unknown, ScorecardInput>;

/** The starting values: the member's card as submitted, or the default criteria unrated. */
function defaultsOf(mine: ScorecardJson | null): FormValues {
  if (mine) return { ratings: mine.ratings.map((r) => ({ ...r })), recommendation: mine.recommendation, notes: mine.notes ?? "" };
  return { ratings: DEFAULT_CRITERIA.map((criterion) => ({ criterion, rating: null })), recommendation: "", notes: "" };
}

/**
 * "Your scorecard": each criterion rated 1–4, a recommendation and private notes. Submitting again
 * replaces the card; the page is then read again (an interviewer now sees the colleagues' cards).
 */
export function ScorecardForm({ applicationId, mine }: { applicationId: string; mine: ScorecardJson | null }) {
  const router = useRouter();
  const formId = useId();
  const defaults = defaultsOf(mine);
  const { control, register, errors, isSubmitting, onSubmit } = useActionForm<FormValues, ScorecardInput, unknown>({
    resolver,
    defaultValues: defaults,
    action: (values) => submitScorecardAction({ ...values, applicationId }),
    successToast: "Scorecard saved",
    errorToast: FAILED,
    // Every refusal is said in the form (under a field, or above the button): no toast on top.
    refusalToast: () => null,
    onSuccess: () => router.refresh(),
    onFailure: (failure, { form }) => form.setError("root", { message: failure.message }),
  });

  return (
    <HeadedSection headingId="your-scorecard-title" title="Your scorecard" panel>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        {mine ? "You have submitted a scorecard; submitting again replaces it." : "Rate each criterion from 1 (poor) to 4 (excellent)."}
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="your-scorecard-title">
        {defaults.ratings.map((item, index) => (
          <Controller
            key={item.criterion}
            control={control}
            name={`ratings.${index}.rating`}
            render={({ field }) => (
              <ChoiceField
                legend={item.criterion}
                errorId={`${formId}-rating-${index}-error`}
                error={errors.ratings?.[index]?.rating?.message}
                optionsClassName="flex flex-wrap gap-2"
              >
                {RATINGS.map((rating) => (
                  <ChoiceOption
                    key={rating}
                    compact
                    name={`${formId}-rating-${index}`}
                    value={rating}
                    checked={field.value === rating}
                    onChange={() => field.onChange(rating)}
                    onBlur={field.onBlur}
                  >
                    {rating} {RATING_LABELS[rating]}
                  </ChoiceOption>
                ))}
              </ChoiceField>
            )}
          />
        ))}
        <ChoiceField legend="Recommendation" errorId={`${formId}-recommendation-error`} error={errors.recommendation?.message} optionsClassName="grid grid-cols-2 gap-2">
          {RECOMMENDATIONS.map((recommendation) => (
            <ChoiceOption key={recommendation} value={recommendation} {...register("recommendation")}>
              <span className="font-medium">{RECOMMENDATION_LABELS[recommendation]}</span>
            </ChoiceOption>
          ))}
        </ChoiceField>
        <Field id={`${formId}-notes`} label="Notes" required={false} error={errors.notes?.message} hint="Seen by your company's team, never by the candidate.">
          <textarea rows={4} maxLength={SCORECARD_NOTES_MAX} {...register("notes")} />
        </Field>
        <FormError message={errors.root?.message} />
        <SubmitButton label={mine ? "Update scorecard" : "Submit scorecard"} busyLabel="Saving..." busy={isSubmitting} />
      </form>
    </HeadedSection>
  );
}
