"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { apiRequest } from "@/lib/client/api";
import type { DeskJobChoice } from "@/lib/desk/contract/common";
import type { listDeskJobs } from "@/lib/desk/operations/candidates";
import { Combobox, handleComboboxKey } from "@/components/ui/combobox";
import { useDebouncedRequest } from "@/components/ui/use-debounced-request";

/** Typing pauses this long before the server is asked: one call per word, not per key. */
export const JOB_SEARCH_DEBOUNCE_MS = 250;

/** "SQL Developer — Globex, Pune": how a job reads in the field and the list. */
export const jobChoiceLabel = (job: Pick<DeskJobChoice, "post" | "company">) => `${job.post} — ${job.company}`;

/** The list's last option while the server has more: picking it asks for the next page. */
const MORE = { id: "__more__" } as const;
type Option = DeskJobChoice | typeof MORE;

/**
 * The candidate search's job picker (the ARIA 1.2 combobox pattern, as the skill picker): it asks GET
 * desk/jobs for open jobs whose title or company holds the typed words, a page at a time ("More jobs"
 * is the list's last option while there are more). Picking one puts its id in the form's `name` field;
 * clearing the text chooses no job. Focus with nothing typed lists the newest jobs.
 */
export function DeskJobPicker({ name, label, initial }: { name: string; label: string; initial: DeskJobChoice | null }) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const [chosen, setChosen] = useState<DeskJobChoice | null>(initial);
  const [text, setText] = useState(initial ? jobChoiceLabel(initial) : "");
  const [query, setQuery] = useState<string | null>(null);
  const [jobs, setJobs] = useState<DeskJobChoice[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // `query` is null until the field is used; then each text (and page) is one call, the older aborted.
  const [status] = useDebouncedRequest(
    query === null ? null : JSON.stringify([query, page]),
    JOB_SEARCH_DEBOUNCE_MS,
    (signal) => apiRequest<typeof listDeskJobs>("GET", "/desk/jobs", { query: { search: query ?? "", page }, signal }),
    (result) => {
      if (!result.ok) return;
      setJobs((list) => (page === 1 ? result.data.jobs : [...list, ...result.data.jobs]));
      setHasMore(result.data.hasNextPage);
    },
  );

  const options: Option[] = hasMore ? [...jobs, MORE] : jobs;
  const expanded = open && status !== "idle" && jobs.length > 0;
  const message = !open || query === null ? "" : status === "loading" ? "Searching..." : status === "failed" ? "Could not load jobs. Please try again." : jobs.length === 0 ? "No open job matches" : "";

  function search(value: string) {
    setQuery(value.trim());
    setPage(1);
    setActive(-1);
  }

  function pick(option: Option) {
    if (option.id === MORE.id) {
      setPage((current) => current + 1);
      return;
    }
    const job = option as DeskJobChoice;
    setChosen(job);
    setText(jobChoiceLabel(job));
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (handleComboboxKey(event, { expanded, count: options.length, closable: open, setOpen, setActive })) return;
    if (event.key === "Enter" && expanded && active >= 0) {
      // Picks the job instead of submitting the search form.
      event.preventDefault();
      pick(options[active]);
    }
  }

  return (
    <div>
      <input type="hidden" name={name} value={chosen?.id ?? ""} />
      <Combobox
        label={label}
        inputId={inputId}
        listLabel="Open jobs"
        options={options}
        optionKey={(option) => option.id}
        optionClassName="flex items-baseline justify-between gap-3"
        renderOption={(option) =>
          option.id === MORE.id ? (
            <span className="font-semibold text-brand-700">More jobs</span>
          ) : (
            <>
              <span>{jobChoiceLabel(option as DeskJobChoice)}</span>
              <span className="text-xs text-slate-600">
                <span className="sr-only">, </span>
                {(option as DeskJobChoice).city}
              </span>
            </>
          )
        }
        expanded={expanded}
        active={active}
        onPick={pick}
        below={
          <p id={statusId} role="status" className="mt-1 text-xs text-slate-600">
            {message || (chosen ? "Ranks candidates by how well they match this job." : "Type a job title or company. Empty: any job.")}
          </p>
        }
        aria-describedby={statusId}
        maxLength={100}
        value={text}
        placeholder="Any job"
        onChange={(event) => {
          setText(event.target.value);
          // Typing drops the chosen job until another is picked; empty text is "any job".
          setChosen(null);
          setOpen(true);
          search(event.target.value);
        }}
        onFocus={() => {
          setOpen(true);
          if (query === null) search(chosen ? "" : text);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
