"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { bulkIssueAction } from "@/lib/billing/actions/invoices";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";
import type { BulkIssueResult } from "@/lib/billing/contract/reports";
import { INVOICE_KIND_LABELS } from "@/lib/billing/rules/invoices";
import { formatPaise } from "@/lib/billing/rules/money";
import { toastError } from "@/lib/client/toast";
import { formatDate } from "@/lib/format/date";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";

// Finance's drafts (decisions.md section 21): issue one, or tick several (or all on the page) and issue
// them together. A confirm dialog says what issuing means (a number, frozen, sent); the drafts are issued
// one by one on the server and each one's result is listed after.

type Asked = { ids: string[]; title: string };

export function DraftIssuer({ drafts }: { drafts: InvoiceJson[] }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<string[]>([]);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [pending, setPending] = useState(false);
  const [results, setResults] = useState<BulkIssueResult[] | null>(null);
  const names = new Map(drafts.map((draft) => [draft.id, draft.billTo.name]));
  const allChosen = drafts.length > 0 && chosen.length === drafts.length;

  const toggle = (id: string) => setChosen((was) => (was.includes(id) ? was.filter((other) => other !== id) : [...was, id]));

  async function issue() {
    if (!asked) return;
    setPending(true);
    const result = await bulkIssueAction({ ids: asked.ids });
    setPending(false);
    setAsked(null);
    if (!result.ok) {
      toastError(result.message);
      return;
    }
    setResults(result.data.results);
    setChosen([]);
    router.refresh();
  }

  return (
    <div className="mt-6">
      {results ? <IssueResults results={results} names={names} /> : null}
      <div className="flex flex-wrap items-center gap-4">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" checked={allChosen} onChange={() => setChosen(allChosen ? [] : drafts.map((draft) => draft.id))} />
          Choose all {drafts.length} drafts on this page
        </label>
        <button
          type="button"
          className="btn-primary"
          disabled={chosen.length === 0}
          onClick={() => setAsked({ ids: chosen, title: `Issue ${chosen.length} ${chosen.length === 1 ? "draft" : "drafts"}?` })}
        >
          Issue chosen ({chosen.length})
        </button>
      </div>
      <DataTable caption="Drafts to issue, newest first" columns={["Choose", "Bill to", "Kind", "Drafted", "Total", "Issue"]} className="mt-4" minWidth="min-w-[48rem]" scrollLabel="Drafts">
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {drafts.map((draft) => (
            <tr key={draft.id}>
              <td className="px-4 py-2.5">
                <input type="checkbox" aria-label={`Choose the draft for ${draft.billTo.name}, ${formatPaise(draft.total)}`} checked={chosen.includes(draft.id)} onChange={() => toggle(draft.id)} />
              </td>
              <td className="px-4 py-2.5">{draft.billTo.name}</td>
              <td className="px-4 py-2.5">{INVOICE_KIND_LABELS[draft.kind]}</td>
              <td className="px-4 py-2.5 whitespace-nowrap">{formatDate(draft.createdAt)}</td>
              <td className="px-4 py-2.5 text-right tabular-nums">{formatPaise(draft.total)}</td>
              <td className="px-4 py-2.5">
                <button
                  type="button"
                  className="text-sm font-semibold text-brand-700 underline"
                  aria-label={`Issue the draft for ${draft.billTo.name}`}
                  onClick={() => setAsked({ ids: [draft.id], title: `Issue the draft for ${draft.billTo.name}?` })}
                >
                  Issue
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title ?? ""}
        description="Each gets the next invoice number, today's date and its due date; its lines and bill-to are frozen. An issued invoice cannot be changed or cancelled, only credited."
        pending={pending}
        confirmLabel="Issue"
        pendingLabel="Issuing…"
        onConfirm={() => void issue()}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}

function IssueResults({ results, names }: { results: BulkIssueResult[]; names: Map<string, string> }) {
  const issued = results.filter((result) => result.ok).length;
  return (
    <div role="status" className="mb-4 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-900 ring-1 ring-slate-200">
      <p className="font-semibold">
        Issued {issued} of {results.length}.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {results.map((result) => (
          <li key={result.id}>
            {names.get(result.id) ?? result.id}: {result.ok ? `issued as ${result.number}` : `not issued (${result.message})`}
          </li>
        ))}
      </ul>
    </div>
  );
}
