"use client";

import { useCallback, useId, useRef, useState } from "react";
import { formatDateTime } from "@/lib/format/date";
import type { MessageJson, MessagesJson } from "@/lib/messages/contract";
import { NO_MESSAGES, newMessageAnnouncement } from "@/lib/messages/rules";
import { MessageBody } from "@/components/messages/message-body";
import { MessageForm } from "@/components/messages/message-form";
import { MuteCompany } from "@/components/messages/mute-company";
import { ReportMessageDialog } from "@/components/messages/report-message-dialog";
import { useThreadStream } from "@/components/messages/use-thread-stream";
import { HeadedSection } from "@/components/ui/headed-section";

type Viewer = "company" | "candidate";

type MessageThreadProps = {
  applicationId: string;
  viewer: Viewer;
  /** The thread as the page loaded it (loadThread). */
  initial: MessagesJson;
};

// ISO times of one format compare as text; the sort is stable, so equal times keep their order.
function byTime(a: MessageJson, b: MessageJson): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}

/**
 * An application's one message thread (decisions.md section 16), for the company and for the candidate:
 * the messages, new ones live from the stream, the reply form, and the candidate's Report and Mute.
 */
export function MessageThread({ applicationId, viewer, initial }: MessageThreadProps) {
  const headingId = useId();
  const [messages, setMessages] = useState<MessageJson[]>(initial.messages);
  const [announcement, setAnnouncement] = useState("");
  const [reporting, setReporting] = useState<MessageJson | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set());
  // The ids already shown, kept outside React state so that a message arriving twice (the stream and
  // the send's answer, or a stream reconnecting) is recognised at once, whichever comes first.
  const shown = useRef<Set<string>>(new Set(initial.messages.map((m) => m.id)));

  const receive = useCallback(
    (incoming: MessageJson[], announce: boolean) => {
      const fresh = incoming.filter((m) => !shown.current.has(m.id));
      if (fresh.length === 0) return;
      for (const m of fresh) shown.current.add(m.id);
      setMessages((current) => {
        const known = new Set(current.map((m) => m.id));
        return [...current, ...fresh.filter((m) => !known.has(m.id))].sort(byTime);
      });
      const theirs = fresh.filter((m) => m.from !== viewer);
      if (announce && theirs.length > 0) setAnnouncement(newMessageAnnouncement(theirs[theirs.length - 1]));
    },
    [viewer],
  );
  const receiveLive = useCallback((incoming: MessageJson[]) => receive(incoming, true), [receive]);
  const live = useThreadStream(applicationId, receiveLive);

  // The candidate may reply once the company has written, also when its first message arrives live.
  const canReply = initial.canReply || (viewer === "candidate" && messages.some((m) => m.from === "company"));

  return (
    <HeadedSection headingId={headingId} title="Messages" panel headingClassName="mb-4 text-lg font-semibold text-slate-900">

      {messages.length === 0 ? (
        <p className="mb-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{NO_MESSAGES[viewer]}</p>
      ) : (
        <ol aria-label="Messages, oldest first" className="mb-4 space-y-3">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              viewer={viewer}
              reported={reported.has(message.id)}
              onReport={viewer === "candidate" && message.from === "company" ? () => setReporting(message) : undefined}
            />
          ))}
        </ol>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {live ? null : (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          New messages no longer appear by themselves. Reload the page to see them.
        </p>
      )}

      <MessageForm applicationId={applicationId} viewer={viewer} canReply={canReply} onSent={(message) => receive([message], false)} />

      {viewer === "candidate" ? (
        <>
          <div className="mt-4">
            <MuteCompany applicationId={applicationId} initialMuted={initial.muted} />
          </div>
          <ReportMessageDialog
            message={reporting}
            onClose={() => setReporting(null)}
            onReported={(id) => setReported((current) => new Set(current).add(id))}
          />
        </>
      ) : null}
    </HeadedSection>
  );
}

type MessageItemProps = {
  message: MessageJson;
  viewer: Viewer;
  reported: boolean;
  /** The candidate's Report, on the company's messages only. */
  onReport?: () => void;
};

function MessageItem({ message, viewer, reported, onReport }: MessageItemProps) {
  const own = message.from === viewer;
  const time = formatDateTime(message.createdAt);
  return (
    <li className={`rounded-lg border p-4 ${own ? "border-brand-100 bg-brand-50 sm:ml-12" : "border-slate-200 bg-white sm:mr-12"}`}>
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <p className="font-semibold text-slate-900">{message.author}</p>
        <p className="text-slate-600">
          <time dateTime={message.createdAt}>{time}</time>
          {own && message.readAt ? <span> · Read</span> : null}
        </p>
      </div>
      <MessageBody text={message.body} />
      {onReport ? (
        <div className="mt-2 flex justify-end">
          {reported ? (
            <p className="text-sm text-slate-600">Reported</p>
          ) : (
            <button
              type="button"
              onClick={onReport}
              // The visible word starts the name (WCAG 2.5.3); the author and time tell the buttons apart.
              aria-label={`Report message from ${message.author}, ${time}`}
              className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
            >
              Report
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
