"use client";

import { useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { deleteAlertAction, updateAlertAction } from "@/lib/alerts/actions";
import type { AlertJson } from "@/lib/alerts/contract";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { formatDateTime } from "@/lib/format/date";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusBadge } from "@/components/ui/status-badge";
import { EditAlertDialog } from "@/components/alerts/edit-alert-dialog";
import { activeAlertQuery, frequencyLabel, summarizeAlertQuery } from "@/lib/alerts/rules/query-summary";

const FAILED = "Something went wrong. Please try again.";

/** /candidate/alerts: the candidate's alerts, each with Edit, Pause/Resume and Delete. */
export function AlertList({ alerts }: { alerts: AlertJson[] }) {
  if (alerts.length === 0) {
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-700">
        <p className="font-medium text-slate-900">You have no job alerts yet.</p>
        <p className="mt-2">Search for jobs, then choose Create job alert to get new matching jobs by e-mail.</p>
        <Link href="/candidate/findjobs" className="btn-primary mt-6">
          Find Jobs
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label="Your job alerts" className="space-y-4">
      {alerts.map((alert) => (
        <li key={alert.id}>
          <AlertCard alert={alert} />
        </li>
      ))}
    </ul>
  );
}

/** The search as /candidate/findjobs takes it (the Alert JSON's query uses the URL's own words). */
function searchHref(alert: AlertJson): string {
  const params = new URLSearchParams(activeAlertQuery(alert.query));
  const qs = params.toString();
  return qs ? `/candidate/findjobs?${qs}` : "/candidate/findjobs";
}

function statusOf(alert: AlertJson): { label: string; tone: "green" | "orange" | "slate" } {
  if (alert.status === "pending") return { label: "Waiting for confirmation", tone: "orange" };
  if (alert.paused) return { label: "Paused", tone: "slate" };
  return { label: "Active", tone: "green" };
}

export function AlertCard({ alert }: { alert: AlertJson }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [pending, startTransition] = useTransition();
  const status = statusOf(alert);

  function settle(result: { ok: boolean; code?: string; message?: string }, success: string, onDone?: () => void) {
    if (result.ok) {
      toastSuccess(success);
      onDone?.();
      router.refresh();
      return;
    }
    toastError(result.message ?? FAILED);
    // Gone already (another tab, an unsubscribe link): show the list as it is now.
    if (result.code === "NOT_FOUND") {
      onDone?.();
      router.refresh();
    }
  }

  function togglePause() {
    startTransition(async () => {
      try {
        const result = await updateAlertAction({ id: alert.id, paused: !alert.paused });
        settle(result, alert.paused ? "Job alert resumed" : "Job alert paused");
      } catch (error) {
        console.error(error);
        toastError(FAILED);
      }
    });
  }

  function remove() {
    startTransition(async () => {
      try {
        settle(await deleteAlertAction({ id: alert.id }), "Job alert deleted", () => setDeleting(false));
      } catch (error) {
        console.error(error);
        toastError(FAILED);
      }
    });
  }

  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`alert-${alert.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={`alert-${alert.id}`} className="text-lg font-semibold text-slate-900">
          {alert.name}
        </h2>
        <StatusBadge status={alert.paused ? "paused" : alert.status} label={status.label} tone={status.tone} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Search</dt>
        <dd>{summarizeAlertQuery(alert.query)}</dd>
        <dt className="font-medium text-slate-900">Frequency</dt>
        <dd>{frequencyLabel(alert.frequency)}</dd>
        <dt className="font-medium text-slate-900">Last e-mail</dt>
        <dd>{alert.lastSentAt ? formatDateTime(alert.lastSentAt) : "None yet"}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href={searchHref(alert)} className="btn-outline px-4 py-2">
          View jobs
          <span className="sr-only"> for {alert.name}</span>
        </Link>
        <button type="button" className="btn-outline px-4 py-2" onClick={() => setEditing(true)} disabled={pending} aria-label={`Edit ${alert.name}`}>
          Edit
        </button>
        <button
          type="button"
          className="btn-outline px-4 py-2"
          onClick={togglePause}
          disabled={pending}
          aria-label={`${alert.paused ? "Resume" : "Pause"} ${alert.name}`}
        >
          {alert.paused ? "Resume" : "Pause"}
        </button>
        <button
          type="button"
          className="inline-flex items-center rounded-lg border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
          onClick={() => setDeleting(true)}
          disabled={pending}
          aria-label={`Delete ${alert.name}`}
        >
          Delete
        </button>
      </div>
      <EditAlertDialog
        alert={alert}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          router.refresh();
        }}
      />
      <ConfirmDialog
        open={deleting}
        pending={pending}
        title="Delete job alert?"
        description={
          <>
            The job alert <strong>{alert.name}</strong> will be deleted and you will get no more e-mails for it. You cannot undo this.
          </>
        }
        confirmLabel="Delete job alert"
        pendingLabel="Deleting..."
        onConfirm={remove}
        onCancel={() => setDeleting(false)}
      />
    </article>
  );
}
