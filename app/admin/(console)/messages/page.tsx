import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadContactMessages } from "@/lib/contact/loaders";
import { formatDateTime } from "@/lib/format/date";
import { Pager } from "@/components/ui/pager";

export const metadata: Metadata = { title: "Contact messages" };

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadContactMessages(await searchParams);
  return (
    <>
      <h1 className="section-title">Contact messages</h1>
      <p className="mt-2 text-slate-600">Messages sent through the contact form, newest first.</p>
      {result.items.length === 0 ? (
        <p className="mt-8 text-slate-600">No messages yet.</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {result.items.map((m) => (
            <li key={m.id}>
              <article aria-labelledby={`message-${m.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`message-${m.id}`} className="text-lg font-semibold text-slate-900">
                    {m.name}
                  </h2>
                  <time dateTime={m.createdAt} className="text-sm text-slate-600">
                    {formatDateTime(m.createdAt)}
                  </time>
                </div>
                <p className="mt-1 text-sm">
                  <a href={`mailto:${m.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
                    {m.email}
                  </a>{" "}
                  · <a href={`tel:${m.mobile}`}>{m.mobile}</a>
                </p>
                <p className="mt-3 text-sm whitespace-pre-wrap text-slate-800">{m.subject}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager basePath="/admin/messages" params={{}} page={query.page} limit={query.limit} total={result.total} label="Message pages" />
    </>
  );
}
