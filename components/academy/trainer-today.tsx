import Link from "next/link";
import type { TodaySession } from "@/lib/academy/service/trainer";
import { formatDay } from "@/lib/format/date";

// "Today" on /trainer (decisions.md section 20): the trainer's sessions of the day first, each with its
// time (India), batch and topic, and a link to the batch's page, where check-in opens.

const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

export function TrainerToday({ sessions, today }: { sessions: TodaySession[]; today: string }) {
  return (
    <section aria-labelledby="today-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="today-heading" className="text-xl font-semibold text-slate-900">
        Today <span className="text-base font-normal text-slate-600">({formatDay(today)})</span>
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-2 text-slate-700">No sessions today.</p>
      ) : (
        <ol aria-label="Today's sessions" className="mt-3 divide-y divide-slate-200">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 text-sm">
              <span className="font-semibold text-slate-900">
                <time dateTime={session.startsAt}>{TIME.format(new Date(session.startsAt))}</time> –{" "}
                <time dateTime={session.endsAt}>{TIME.format(new Date(session.endsAt))}</time> IST
              </span>
              <span className="text-slate-900">{session.topic}</span>
              <Link href={`/trainer/batches/${session.batch.id}`} className="text-brand-700 underline">
                {session.batch.title}
                <span className="sr-only">: {session.topic}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
