"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { COMPANY } from "@/lib/site/company";

export type ApplicantsTab = "applicants" | "matching" | "submittals";

type Tab = { value: ApplicantsTab; label: string };

const TABS: readonly Tab[] = [
  { value: "applicants", label: "Applicants" },
  { value: "matching", label: "Matching candidates" },
  { value: "submittals", label: `Submitted by ${COMPANY.shortName}` },
];

export const viewTabId = (tab: ApplicantsTab) => `view-tab-${tab}`;
export const viewPanelId = (tab: ApplicantsTab) => `view-panel-${tab}`;

/**
 * The applicants page's views as an ARIA tablist: the job's applicants, the candidates who match it and
 * those TalentBridge put forward (slots the page fills from other capabilities). One tab stop; arrows,
 * Home and End move. `tabs`: the views the page gives (all by default).
 */
export function ViewTabs({ value, onChange, tabs = TABS }: { value: ApplicantsTab; onChange: (tab: ApplicantsTab) => void; tabs?: readonly Tab[] }) {
  const refs = useRef(new Map<ApplicantsTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const next =
      step !== 0 ? tabs[(index + step + tabs.length) % tabs.length].value : event.key === "Home" ? tabs[0].value : event.key === "End" ? tabs[tabs.length - 1].value : null;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    // On a phone the three labels are wider than the screen: the row scrolls sideways instead of cutting them.
    <div role="tablist" aria-label="Candidates for this job" onKeyDown={onKeyDown} className="mt-8 flex gap-2 overflow-x-auto border-b border-slate-300">
      {tabs.map((tab) => {
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
            className={`shrink-0 border-b-2 px-4 py-2.5 text-base font-semibold whitespace-nowrap ${
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
 * The applicants list alone, or, when the page gives other views (`matching`, `submittals`), all behind
 * ViewTabs. Another view mounts on its first visit (it reads its list then) and stays mounted afterwards.
 */
export function ApplicantsViews({ matching, submittals, children }: { matching?: ReactNode; submittals?: ReactNode; children: ReactNode }) {
  const [tab, setTab] = useState<ApplicantsTab>("applicants");
  const [visited, setVisited] = useState<ReadonlySet<ApplicantsTab>>(new Set());
  const views: Partial<Record<ApplicantsTab, ReactNode>> = { matching, submittals };
  const tabs = TABS.filter((t) => t.value === "applicants" || views[t.value]);
  if (tabs.length === 1) return <>{children}</>;
  return (
    <>
      <ViewTabs
        value={tab}
        tabs={tabs}
        onChange={(next) => {
          setTab(next);
          setVisited((was) => (was.has(next) ? was : new Set(was).add(next)));
        }}
      />
      <ViewPanel tab="applicants" active={tab === "applicants"}>
        {children}
      </ViewPanel>
      {tabs
        .filter((t) => t.value !== "applicants")
        .map((t) => (
          <ViewPanel key={t.value} tab={t.value} active={tab === t.value}>
            {visited.has(t.value) ? <div className="mt-6">{views[t.value]}</div> : null}
          </ViewPanel>
        ))}
    </>
  );
}
