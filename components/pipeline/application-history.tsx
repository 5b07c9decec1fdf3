"use client";

import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/client/api";
import type { getApplicationOp } from "@/lib/pipeline/operations";
import type { ApplicationEvent } from "@/lib/pipeline/contract";
import { formatDateTime } from "@/lib/format/date";
import { EMPLOYER_STAGE_LABELS, INTERVIEW_MODE_LABELS, REJECT_REASON_LABELS } from "@/lib/pipeline/rules";
import { ACTOR_ROLE_LABELS } from "@/lib/teams/rules/scorecards";

const ACTORS: Record<ApplicationEvent["actorRole"], string> = {
  Candidate: "by the candidate",
  Employer: "by your team",
  University: "by the university",
  Admin: "by an administrator",
  Trainer: "by a trainer",
  Recruiter: "by a recruiter",
  Finance: "by our accounts team",
};

/** The kind of actor, and in the company's view which member: "by your team (Priya Shah, Recruiter)". */
function actorText(event: ApplicationEvent): string {
  const kind = ACTORS[event.actorRole];
  if (event.actorRole !== "Employer" || !event.actor) return kind;
  const { name, role } = event.actor;
  return `${kind} (${role ? `${name}, ${ACTOR_ROLE_LABELS[role]}` : name})`;
}

type State = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; events: ApplicationEvent[] };

function Line({ label, children }: { label: string; children: string }) {
  return (
    <p className="mt-1 text-sm break-words text-slate-700">
      <span className="font-medium text-slate-900">{label}:</span> {children}
    </p>
  );
}

function EventItem({ event }: { event: ApplicationEvent }) {
  return (
    <li className="border-l-2 border-brand-200 pb-4 pl-4 last:pb-0">
      <p className="text-sm font-semibold text-slate-900">
        {event.from ? (
          <>
            {EMPLOYER_STAGE_LABELS[event.from]}
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> to </span>
            {EMPLOYER_STAGE_LABELS[event.to]}
          </>
        ) : (
          EMPLOYER_STAGE_LABELS[event.to]
        )}{" "}
        <span className="font-normal text-slate-600">{actorText(event)}</span>
      </p>
      <p className="text-xs text-slate-600">
        <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
      </p>
      {event.reason ? <Line label="Reason">{REJECT_REASON_LABELS[event.reason]}</Line> : null}
      {event.interview ? (
        <Line label="Interview">
          {[formatDateTime(event.interview.at), INTERVIEW_MODE_LABELS[event.interview.mode], event.interview.location].filter(Boolean).join(" · ")}
        </Line>
      ) : null}
      {event.message ? <Line label="Message to the candidate">{event.message}</Line> : null}
      {event.note ? <Line label="Private note">{event.note}</Line> : null}
    </li>
  );
}

/** The events, oldest first (the application page renders them from the server; the dialog reads them). */
export function EventTimeline({ events }: { events: readonly ApplicationEvent[] }) {
  if (events.length === 0) return <p className="mt-2 text-sm text-slate-600">No events yet.</p>;
  return (
    <ol className="mt-3">
      {events.map((event) => (
        <EventItem key={event.id} event={event} />
      ))}
    </ol>
  );
}

/**
 * One application's events, oldest first, as the job's employer sees them (with private notes).
 * Read when the details dialog opens, so it shows moves made since the list was loaded.
 */
export function ApplicationHistory({ applicationId }: { applicationId: string }) {
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<typeof getApplicationOp>("GET", `/applications/${encodeURIComponent(applicationId)}`, { signal: controller.signal })
      .then((result) => {
        setState(result.ok ? { kind: "ready", events: result.data.events } : { kind: "error", message: result.message });
      })
      .catch(() => undefined); // aborted: the dialog closed or moved on to another applicant
    return () => controller.abort();
  }, [applicationId]);

  return (
    <section aria-labelledby="history-title" aria-busy={state.kind === "loading"} className="mt-5 border-t border-slate-200 pt-4">
      <h3 id="history-title" className="text-base font-semibold text-slate-900">
        History
      </h3>
      {state.kind === "loading" ? <p className="mt-2 text-sm text-slate-600">Loading history...</p> : null}
      {state.kind === "error" ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
      {state.kind === "ready" ? <EventTimeline events={state.events} /> : null}
    </section>
  );
}
