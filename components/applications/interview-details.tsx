import { formatDateTime } from "@/lib/format/date";
import { durationLabel, INTERVIEW_MODE_LABELS, type InterviewMode } from "@/lib/pipeline/rules";

export type InterviewInfo = { at: string; mode: InterviewMode; location?: string | null; durationMinutes?: number };

// A video call's "location" is usually its meeting link: make it one (http(s) only, never javascript:).
function Location({ value }: { value: string }) {
  if (/^https?:\/\/\S+$/i.test(value)) {
    return (
      <a href={value} rel="noopener noreferrer" className="break-all font-medium text-brand-700 underline">
        {value}
      </a>
    );
  }
  return <span className="whitespace-pre-line break-words">{value}</span>;
}

/** When, for how long, how and where: a description list (the time is India time, as every page shows it). */
export function InterviewDetails({ interview }: { interview: InterviewInfo }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold text-slate-700">Date and time:</dt>
      <dd>
        <time dateTime={interview.at}>{formatDateTime(interview.at)}</time>
      </dd>
      {interview.durationMinutes ? (
        <>
          <dt className="font-semibold text-slate-700">Duration:</dt>
          <dd>{durationLabel(interview.durationMinutes)}</dd>
        </>
      ) : null}
      <dt className="font-semibold text-slate-700">Mode:</dt>
      <dd>{INTERVIEW_MODE_LABELS[interview.mode]}</dd>
      {interview.location ? (
        <>
          <dt className="font-semibold text-slate-700">Location:</dt>
          <dd>
            <Location value={interview.location} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}
