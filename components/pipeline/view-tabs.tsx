"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type ApplicantsTab = "applicants" | "matching";

const TABS: readonly { value: ApplicantsTab; label: string }[] = [
  { value: "applicants", label: "Applicants" },
  { value: "matching", label: "Matching candidates" },
];

export const viewTabId = (tab: ApplicantsTab) => `view-tab-${tab}`;
export const viewPanelId = (tab: ApplicantsTab) => `view-panel-${tab}`;

/**
 * The applicants page's two views as an ARIA tablist: the job's applicants, and the candidates who
 * match it (a slot the page fills from another capability). One tab stop; arrows, Home and End move.
 */
export function ViewTabs({ value, onChange }: { value: ApplicantsTab; onChange: (tab: ApplicantsTab) => void }) {
  const refs = useRef(new Map<ApplicantsTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.value === value);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const next =
      step !== 0 ? TABS[(index + step + TABS.length) % TABS.length].value : event.key === "Home" ? TABS[0].value : event.key === "End" ? TABS[TABS.length - 1].value : null;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label="Candidates for this job" onKeyDown={onKeyDown} className="mt-8 flex gap-2 border-b border-slate-300">
      {TABS.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(node) => {
              if (node) refs.current.set(tab.value, node);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={viewTabId(tab.value)}
            aria-selected={selected}
            aria-controls={viewPanelId(tab.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={`-mb-px border-b-2 px-4 py-2.5 text-base font-semibold ${
              selected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** A view's tabpanel; `hidden` keeps a visited view's state (page, filters) while the other is shown. */
export function ViewPanel({ tab, active, children }: { tab: ApplicantsTab; active: boolean; children: ReactNode }) {
  return (
    <div role="tabpanel" id={viewPanelId(tab)} aria-labelledby={viewTabId(tab)} hidden={!active}>
      {children}
    </div>
  );
}

/**
 * The applicants list alone, or, when the page gives a `matching` view, both behind ViewTabs. The
 * matching view mounts on its first visit (it reads its list then) and stays mounted afterwards.
 */
export function ApplicantsViews({ matching, children }: { matching?: ReactNode; children: ReactNode }) {
  const [tab, setTab] = useState<ApplicantsTab>("applicants");
  const [visited, setVisited] = useState(false);
  if (!matching) return <>{children}</>;
  return (
    <>
      <ViewTabs
        value={tab}
        onChange={(next) => {
          setTab(next);
          if (next === "matching") setVisited(true);
        }}
      />
      <ViewPanel tab="applicants" active={tab === "applicants"}>
        {children}
      </ViewPanel>
      <ViewPanel tab="matching" active={tab === "matching"}>
        {visited ? <div className="mt-6">{matching}</div> : null}
      </ViewPanel>
    </>
  );
}
