import type { AdminDecisionJson } from "@/lib/moderation/contract";
import { formatDateTime } from "@/lib/format/date";
import { StatusBadge } from "@/components/ui/status-badge";

/** The logged decisions on one item, newest first: who decided what, when and why. */
export function DecisionHistory({ decisions, reasonLabel = "Reason" }: { decisions: AdminDecisionJson[]; reasonLabel?: string }) {
  return (
    <details className="group mt-4 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-800">Decision history ({decisions.length})</summary>
      {decisions.length === 0 ? (
        <p className="py-2 text-slate-600">No decisions yet.</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {decisions.map((d) => (
            <li key={d.id} className="py-2">
              <p className="flex flex-wrap items-center gap-2">
                <StatusBadge status={d.status} />
                <span>
                  by <span className="font-medium">{d.admin.name}</span> ({d.admin.email})
                </span>
                <span className="text-slate-600">
                  on <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time>
                </span>
              </p>
              {d.reason ? (
                <p className="mt-1 whitespace-pre-wrap text-slate-700">
                  <span className="font-medium">{reasonLabel}:</span> {d.reason}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
