import { formatDateTime } from "@/lib/format/date";
import { CANDIDATE_STAGE_LABELS, INTERVIEW_MODE_LABELS, type Stage } from "@/lib/pipeline/rules";
import type { InterviewInfo } from "@/components/applications/interview-details";

/**
 * The fields of an event the candidate sees. A candidate's events never carry the employer's private
 * note (the service leaves it out); this component has no place for one either.
 */
export type TimelineEvent = {
  id: string;
  to: Stage;
  actorRole: string;
  createdAt: string;
  message?: string | null;
  interview?: InterviewInfo | null;
};

/** Oldest first: the story of the application as it happened (the sort is stable for equal times). */
function chronological(events: readonly TimelineEvent[]): TimelineEvent[] {
  return [...events].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** An application's history: date, the stage in the candidate's words, the employer's message. */
export function ApplicationTimeline({ events, headingId }: { events: readonly TimelineEvent[]; headingId: string }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Application history
      </h3>
      <ol className="mt-2 space-y-3 border-l-2 border-slate-200 pl-4">
        {chronological(events).map((event) => (
          <li key={event.id} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-600 ring-2 ring-white" />
            <p className="text-sm">
              <span className="font-semibold text-slate-900">{CANDIDATE_STAGE_LABELS[event.to]}</span>
              <span className="text-slate-600">
                {" · "}
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </span>
            </p>
            {event.interview ? (
              // One line here; the card shows the current interview in full.
              <p className="mt-1 text-sm text-slate-700">
                Interview on <time dateTime={event.interview.at}>{formatDateTime(event.interview.at)}</time> (
                {INTERVIEW_MODE_LABELS[event.interview.mode]})
              </p>
            ) : null}
            {event.message ? (
              <figure className="mt-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
                <figcaption className="font-semibold text-slate-700">
                  {event.actorRole === "Employer" ? "Message from the employer:" : "Message:"}
                </figcaption>
                <blockquote className="mt-1 whitespace-pre-line break-words">{event.message}</blockquote>
              </figure>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
