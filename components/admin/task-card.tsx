import type { TaskOverviewJson } from "@/lib/admin/contract";
import { formatDateTime } from "@/lib/format/date";
import { ConsoleCard } from "@/components/ui/console-card";
import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";
import { TaskRunButton } from "@/components/admin/task-run-button";

const RUN_TONES: Record<string, BadgeTone> = { succeeded: "green", failed: "red", running: "blue" };
const TRIGGERS: Record<string, string> = { schedule: "on schedule", manual: "run by an admin", cli: "from the command line" };

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/** One scheduled task on the admin's Tasks page: what it does, when it ran and runs, how it failed. */
export function TaskCard({ task }: { task: TaskOverviewJson }) {
  const { lastRun, lastFailure } = task;
  return (
    <ConsoleCard
      headingId={`task-${task.name}`}
      title={task.name}
      monoTitle
      details={<p className="mt-1 text-sm text-slate-700">{task.description}</p>}
      aside={<TaskRunButton name={task.name} />}
    >
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="font-semibold text-slate-600">Schedule</dt>
          <dd className="mt-0.5 text-slate-900">
            {task.schedule} <code className="ml-1 rounded bg-slate-100 px-1 text-xs text-slate-700">{task.cron}</code>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Last run</dt>
          <dd className="mt-0.5 text-slate-900">
            {lastRun ? (
              <>
                <StatusBadge status={lastRun.status} tone={RUN_TONES[lastRun.status]} /> <When iso={lastRun.startedAt} />
                <span className="block text-slate-600">{TRIGGERS[lastRun.trigger] ?? lastRun.trigger}</span>
                {lastRun.summary ? <span className="block">{lastRun.summary}</span> : null}
                {lastRun.status === "failed" && lastRun.error ? <span className="block break-words text-red-800">{lastRun.error}</span> : null}
              </>
            ) : (
              "Never"
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Next run</dt>
          <dd className="mt-0.5 text-slate-900">
            <When iso={task.nextRunAt} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Failures (last 7 days)</dt>
          <dd className="mt-0.5 text-slate-900">
            {task.failuresLast7Days}
            {lastFailure ? (
              <span className="block text-slate-600">
                Last at <When iso={lastFailure.at} />
                {lastFailure.error ? <span className="block break-words text-red-800">{lastFailure.error}</span> : null}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
    </ConsoleCard>
  );
}
