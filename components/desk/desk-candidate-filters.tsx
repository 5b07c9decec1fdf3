"use client";

import { useId, useState, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { DESK_CANDIDATES_PATH, deskCandidatesHref } from "@/lib/desk/rules/candidate-search";
import { MAX_SKILL_FILTER_IDS } from "@/lib/job-search/rules/filters";
import type { DeskJobChoice } from "@/lib/desk/contract/common";
import type { PickerSlot } from "@/components/ui/picker-slot";
import { ChipPicker } from "@/components/ui/chip-picker";
import { Field } from "@/components/ui/field";
import { DeskJobPicker } from "@/components/desk/desk-job-picker";

export type DeskFilterValues = { search: string; city: string; minExperience: string; verifiedOnly: boolean };

type DeskCandidateFiltersProps = {
  values: DeskFilterValues;
  /** The applied skills with their names (the URL holds ids). */
  skills: readonly { id: string; name: string }[];
  /** The job the search is for (the URL's `jobId`), if it is open. */
  job: DeskJobChoice | null;
  skillPicker: PickerSlot;
};

/**
 * The candidate search's filters: a GET form (it works without script; with it, empty fields stay out
 * of the URL). The page remounts it (a key) when the URL changes, so it always shows what is applied.
 */
export function DeskCandidateFilters({ values, skills, job, skillPicker: Picker }: DeskCandidateFiltersProps) {
  const id = useId();
  const router = useRouter();
  const [chosen, setChosen] = useState(skills);
  const ids = chosen.map((skill) => skill.id);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    router.push(deskCandidatesHref(Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]))));
  }

  return (
    <form role="search" aria-label="Find candidates" action={DESK_CANDIDATES_PATH} method="get" onSubmit={onSubmit} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id={`${id}-search`} label="Search" required={false} hint="Name, role, course or skill.">
          <input type="search" name="search" defaultValue={values.search} maxLength={100} />
        </Field>
        <Field id={`${id}-city`} label="City" required={false}>
          <input type="text" name="city" defaultValue={values.city} maxLength={80} autoComplete="off" />
        </Field>
        <Field id={`${id}-experience`} label="Minimum experience (years)" required={false}>
          <input type="number" name="minExperience" min={0} max={60} step={1} inputMode="numeric" defaultValue={values.minExperience} />
        </Field>
        <ChipPicker
          className="sm:col-span-2"
          picker={Picker}
          label="Skills"
          placeholder="e.g. React, Docker"
          chips={chosen}
          max={MAX_SKILL_FILTER_IDS}
          hint="Candidates with any of these skills."
          fullHint={`You can filter by at most ${MAX_SKILL_FILTER_IDS} skills.`}
          chipsLabel="Chosen skills"
          onPick={(skill) => setChosen((list) => [...list, { id: skill.id, name: skill.name }])}
          onRemove={(id) => setChosen((list) => list.filter((other) => other.id !== id))}
        >
          <input type="hidden" name="skills" value={ids.join(",")} />
        </ChipPicker>
        <DeskJobPicker name="jobId" label="For a job (optional)" initial={job} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="verifiedOnly" value="true" defaultChecked={values.verifiedOnly} className="size-4 accent-brand-600" />
          Verified skills only
        </label>
        <div className="flex gap-3">
          <Link href={DESK_CANDIDATES_PATH} className="btn-outline">
            Clear filters
          </Link>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </div>
      </div>
    </form>
  );
}
