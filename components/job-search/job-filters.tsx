"use client";

import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { Search, SlidersHorizontal } from "lucide-react";
import { EMPLOYMENT_TYPE_LABELS, HIRING_PROCESS_LABELS, POST_OPTIONS, QUALIFICATION_FILTER_OPTIONS } from "@/lib/job-search/rules/employment-types";
import { FILTER_KEYS, type JobFilterValues } from "@/lib/job-search/rules/filters";
import { WORKPLACE_OPTIONS } from "@/lib/job-search/rules/workplace";
import { DEFAULT_JOB_SORT, sortOptionsFor } from "@/lib/job-search/rules/sort";
import { CityCombobox } from "@/components/job-search/city-combobox";
import type { PickerSlot } from "@/components/ui/picker-slot";
import { SkillFilter, type SkillName } from "@/components/job-search/skill-filter";
import type { LocationOption } from "@/lib/locations";
import { formatYears } from "@/lib/format/date";

type JobFiltersProps = {
  filters: JobFilterValues;
  /** Identity of the applied filters: when it changes (navigation, back button) the form follows. */
  queryString: string;
  countries: LocationOption[];
  states: LocationOption[];
  cities: LocationOption[];
  /** The names of the applied skills filter's ids (the URL holds ids only). */
  skills?: readonly SkillName[];
  /** The skills catalogue's picker, from the page; without one there is no skills filter. */
  skillPicker?: PickerSlot;
  onApply: (filters: JobFilterValues) => void;
  /** Offer "Best match" (a signed-in candidate's order). */
  canSortByMatch?: boolean;
};

function FilterSelect({
  label,
  value,
  onChange,
  anyLabel,
  children,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The empty choice ("no filter"); none for a select that always holds a value. */
  anyLabel?: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} className="field-control py-2 disabled:bg-slate-100">
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {children}
      </select>
    </div>
  );
}

const options = (values: readonly string[]) =>
  values.map((v) => (
    <option key={v} value={v}>
      {v}
    </option>
  ));

const locationOptions = (list: LocationOption[]) =>
  list.map((o) => (
    <option key={o.code} value={o.name}>
      {o.name}
    </option>
  ));

/** The yearly salary column is a Postgres integer: a larger floor would be refused (400) by get-jobs. */
const MAX_MIN_SALARY = 2_147_483_647;

/** Digits only, at most MAX_MIN_SALARY, no leading zeros: what get-jobs accepts as minSalary. */
function minSalaryText(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  return digits === "" ? "" : String(Math.min(Number(digits), MAX_MIN_SALARY));
}

/** The experience filter's choices, in years: jobs asking at most that many. */
const EXPERIENCE_CHOICES = [0, 1, 2, 3, 5, 7, 10, 15];

/** The choices, with a value from a shared link that is not one of them. */
const experienceChoices = (value: string) =>
  value === "" || EXPERIENCE_CHOICES.includes(Number(value)) ? EXPERIENCE_CHOICES : [...EXPERIENCE_CHOICES, Number(value)].sort((a, b) => a - b);

/** The Country select's last option while only the countries in use are listed. */
const MORE_COUNTRIES = "__more__";

/** The keys that narrow the list: every one but the search box and the order. */
const NARROWING_KEYS = FILTER_KEYS.filter((key) => key !== "search" && key !== "sort");

/** How many filters besides the search box are set: the phone's Filters button shows it. */
export function countActiveFilters(filters: JobFilterValues): number {
  return NARROWING_KEYS.filter((key) => filters[key] !== "").length;
}

const EMPTY_FILTERS = Object.fromEntries(FILTER_KEYS.map((key) => [key, ""])) as JobFilterValues;

/**
 * The search box and filters (spec section 2 'Find Jobs'). Selects apply at once; the text search
 * applies with the Search button or Enter, the minimum salary also when its field is left.
 * Country → State → City: choosing one clears those below.
 *
 * On a phone the filters fold behind a 'Filters (n)' disclosure so the first screen shows results.
 * The fold is CSS only (`hidden md:grid`; the button is `md:hidden`), so the server render does not
 * depend on the window and hydration matches; wide screens always show the filters.
 */
export function JobFilters({ filters, queryString, countries, states, cities, skills = [], skillPicker, onApply, canSortByMatch = false }: JobFiltersProps) {
  const searchId = useId();
  const panelId = useId();
  const salaryId = useId();
  const salaryHintId = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(filters);
  const [appliedQuery, setAppliedQuery] = useState(queryString);
  // Follow the URL (back/forward, shared links) without remounting, so focus stays where it was.
  if (appliedQuery !== queryString) {
    setAppliedQuery(queryString);
    setValues(filters);
  }

  function change(patch: Partial<JobFilterValues>) {
    const next = { ...values, ...patch };
    setValues(next);
    onApply(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...values, search: values.search.trim() });
  }

  function applySalary() {
    if (values.minSalary !== filters.minSalary) onApply(values);
  }

  // The server sends only the countries in use (India, the selected one): nearly every job is in
  // India, and 250 countries are a long scroll on a phone. "More countries…" loads every country as a
  // separate, cached script chunk (components/job-search/country-options.ts) and opens the longer list.
  const [allCountries, setAllCountries] = useState<LocationOption[] | null>(null);
  const [wantAll, setWantAll] = useState(false);
  useEffect(() => {
    if (!wantAll) return;
    let live = true;
    void import("@/components/job-search/country-options").then((mod) => live && setAllCountries(mod.ALL_COUNTRIES));
    return () => {
      live = false;
    };
  }, [wantAll]);

  // The order is not a filter: "Clear filters" keeps it.
  const hasFilters = filters.search !== "" || countActiveFilters(filters) > 0;
  const activeCount = countActiveFilters(filters);
  const countryList = allCountries ?? countries;
  // India first: the portal's home market, where nearly every job is.
  const india = countryList.find((c) => c.code === "IN");
  const orderedCountries = india ? [india, ...countryList.filter((c) => c !== india)] : countryList;
  const cityNames = useMemo(() => cities.map((c) => c.name), [cities]);

  return (
    <form role="search" aria-label="Jobs" onSubmit={submit} className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
            Search jobs
          </label>
          <input
            id={searchId}
            type="search"
            value={values.search}
            onChange={(e) => setValues({ ...values, search: e.target.value })}
            placeholder="Job title, skill or keyword"
            maxLength={200}
            className="field-control py-2"
          />
        </div>
        <div className="flex gap-3">
          <button type="submit" className="btn-primary flex-1 md:flex-none">
            <Search aria-hidden="true" className="size-4" />
            Search
          </button>
          <button
            type="button"
            className="btn-outline flex-1 md:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {activeCount > 0 ? `Filters (${activeCount})` : "Filters"}
          </button>
        </div>
      </div>
      <div id={panelId} className={`${open ? "grid" : "hidden"} mt-4 gap-3 sm:grid-cols-2 md:grid lg:grid-cols-4`}>
        <FilterSelect label="Sort by" value={values.sort || DEFAULT_JOB_SORT} onChange={(v) => change({ sort: v === DEFAULT_JOB_SORT ? "" : v })}>
          {sortOptionsFor(canSortByMatch).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Employment Type" anyLabel="All employment types" value={values.employmentType} onChange={(v) => change({ employmentType: v })}>
          {options(EMPLOYMENT_TYPE_LABELS)}
        </FilterSelect>
        <FilterSelect label="Hiring Process" anyLabel="All hiring processes" value={values.hiringProcess} onChange={(v) => change({ hiringProcess: v })}>
          {options(HIRING_PROCESS_LABELS)}
        </FilterSelect>
        <FilterSelect label="Post" anyLabel="All posts" value={values.post} onChange={(v) => change({ post: v })}>
          {options(POST_OPTIONS.includes(values.post as (typeof POST_OPTIONS)[number]) || !values.post ? POST_OPTIONS : [...POST_OPTIONS, values.post])}
        </FilterSelect>
        <FilterSelect label="Qualification" anyLabel="All qualifications" value={values.qualification} onChange={(v) => change({ qualification: v })}>
          {options(
            QUALIFICATION_FILTER_OPTIONS.includes(values.qualification as (typeof QUALIFICATION_FILTER_OPTIONS)[number]) || !values.qualification
              ? QUALIFICATION_FILTER_OPTIONS
              : [...QUALIFICATION_FILTER_OPTIONS, values.qualification],
          )}
        </FilterSelect>
        <FilterSelect
          label="Country"
          anyLabel="All countries"
          value={values.country}
          onChange={(v) => (v === MORE_COUNTRIES ? setWantAll(true) : change({ country: v, state: "", city: "" }))}
        >
          {locationOptions(orderedCountries)}
          {allCountries ? null : <option value={MORE_COUNTRIES}>{wantAll ? "Loading countries…" : "More countries…"}</option>}
        </FilterSelect>
        <FilterSelect label="State" anyLabel="All states" value={values.state} onChange={(v) => change({ state: v, city: "" })} disabled={states.length === 0}>
          {locationOptions(states)}
        </FilterSelect>
        <CityCombobox
          label="City"
          value={values.city}
          applied={filters.city}
          cities={cityNames}
          onInput={(city) => setValues((current) => ({ ...current, city }))}
          onCommit={(city) => change({ city })}
          hint={states.length > 0 && !values.state ? "Choose a state to see its cities." : undefined}
        />
        <FilterSelect label="Workplace" anyLabel="Any" value={values.workplaceType} onChange={(v) => change({ workplaceType: v })}>
          {WORKPLACE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Your experience" anyLabel="Any experience" value={values.experience} onChange={(v) => change({ experience: v })}>
          {experienceChoices(values.experience).map((years) => (
            <option key={years} value={String(years)}>
              {years === 0 ? "Fresher (no experience asked)" : `Up to ${formatYears(years)} asked`}
            </option>
          ))}
        </FilterSelect>
        <div>
          <label htmlFor={salaryId} className="mb-1 block text-sm font-medium text-slate-800">
            Minimum salary (per year)
          </label>
          <input
            id={salaryId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={values.minSalary}
            onChange={(e) => setValues({ ...values, minSalary: minSalaryText(e.target.value) })}
            onBlur={applySalary}
            placeholder="e.g. 600000"
            aria-describedby={salaryHintId}
            className="field-control py-2"
          />
          <p id={salaryHintId} className="mt-1 text-xs text-slate-600">
            In the job&apos;s currency; jobs without a stated salary are left out.
          </p>
        </div>
        {skillPicker ? <SkillFilter value={values.skills} known={skills} picker={skillPicker} onChange={(v) => change({ skills: v })} /> : null}
        <div className="flex items-end">
          {hasFilters ? (
            <button
              type="button"
              className="btn-outline w-full"
              onClick={() => change({ ...EMPTY_FILTERS, sort: values.sort })}
            >
              Clear filters
            </button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
