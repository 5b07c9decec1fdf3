import type { MessageReportJson } from "@/lib/messages/contract";
import type { Paged } from "@/lib/db/paged";
import { formatDateTime } from "@/lib/format/date";
import { ConsoleCard } from "@/components/ui/console-card";
import { StatusBadge } from "@/components/ui/status-badge";
import { MessageReportControls } from "@/components/messages/message-report-controls";
import { HeadedSection } from "@/components/ui/headed-section";

const RESOLUTION_LABELS = { dismissed: "Dismissed", removed: "Removed" } as const;

/** One reported message: its text as plain text, who wrote it, who reported it and why, the decision. */
function ReportedMessageCard({ item }: { item: MessageReportJson }) {
  const headingId = `reported-message-${item.id}`;
  const name = `the message from ${item.orgName} about ${item.post}`;
  return (
    <ConsoleCard
      headingId={headingId}
      headingLevel={3}
      title={`${item.orgName} to ${item.candidate}`}
      details={
        <p className="text-sm text-slate-600">
          {item.post} · written by {item.author} on <time dateTime={item.messageCreatedAt}>{formatDateTime(item.messageCreatedAt)}</time>
        </p>
      }
      aside={
        item.resolution ? (
          <StatusBadge status={item.resolution} label={RESOLUTION_LABELS[item.resolution]} tone={item.resolution === "removed" ? "red" : "slate"} />
        ) : (
          <StatusBadge status="open" label="Open" tone="orange" />
        )
      }
    >
      <blockquote className={`mt-3 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm ${item.removed ? "italic text-slate-500" : "text-slate-800"}`}>
        {item.body}
      </blockquote>
      <p className="mt-3 text-sm text-slate-700">
        Reported by {item.candidate} on <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </p>
      {item.details ? <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{item.details}</p> : null}
      {item.resolvedAt ? null : (
        <div className="mt-4">
          <MessageReportControls reportId={item.id} name={name} />
        </div>
      )}
    </ConsoleCard>
  );
}

/** The console's "Reported messages" section on /admin/reports, below the reported jobs. */
export function ReportedMessages({ result, all }: { result: Paged<MessageReportJson>; all: boolean }) {
  const shown = result.items.length;
  return (
    <HeadedSection headingId="reported-messages" title="Reported messages" className="mt-12">
      <p className="mt-2 text-slate-600">
        {result.total} {result.total === 1 ? "message report" : "message reports"} {all ? "in all" : "waiting for a decision"}, latest first
        {result.total > shown ? ` (the latest ${shown} shown)` : ""}. Candidates report messages companies sent them.
      </p>
      {shown === 0 ? (
        <p className="mt-6 text-slate-600">{all ? "No message has been reported." : "No open message reports."}</p>
      ) : (
        <div className="mt-6 grid gap-4">
          {result.items.map((item) => (
            <ReportedMessageCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </HeadedSection>
  );
}
