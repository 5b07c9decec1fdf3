"use client";

import { useState, useTransition } from "react";
import Link from "next/link";
import { unsubscribeAlertAction } from "@/lib/alerts/actions";
import { UNSUBSCRIBE_DONE, UNSUBSCRIBE_INVALID } from "@/lib/alerts/rules/messages";

const FAILED = "Could not unsubscribe. Please try again.";

type State = "asking" | "done" | "invalid";

/** The Unsubscribe button of /alerts/unsubscribe, then the outcome in place of the question. */
export function UnsubscribeForm({ token, alertName }: { token: string; alertName: string }) {
  const [state, setState] = useState<State>("asking");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function unsubscribe() {
    setError(null);
    startTransition(async () => {
      try {
        const result = await unsubscribeAlertAction({ token });
        if (result.ok) {
          // false: the alert was already gone (another click, the mail's one-click): nothing changed.
          setState(result.data.unsubscribed ? "done" : "invalid");
          return;
        }
        if (result.status === 400 || result.status === 404) setState("invalid");
        else setError(result.message);
      } catch (failure) {
        console.error(failure);
        setError(FAILED);
      }
    });
  }

  if (state !== "asking") {
    return (
      <div role="status" className="flex flex-col items-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{state === "done" ? UNSUBSCRIBE_DONE : UNSUBSCRIBE_INVALID}</h1>
        <p className="mt-4 max-w-md text-lg text-slate-700">
          {state === "done" ? (
            <>
              You will get no more e-mails for <strong className="text-slate-900">{alertName}</strong>.
            </>
          ) : (
            "The job alert was already removed. Nothing was changed."
          )}
        </p>
        <Link href="/jobs" className="btn-outline mt-8">
          Find Jobs
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Unsubscribe from job alert</h1>
      <p className="mt-4 max-w-md text-lg text-slate-700">
        Stop the job alert <strong className="text-slate-900">{alertName}</strong>? You will get no more e-mails for it.
      </p>
      {error ? (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn-primary mt-8 px-6 py-3 text-base" onClick={unsubscribe} disabled={pending}>
        {pending ? "Unsubscribing..." : "Unsubscribe"}
      </button>
    </div>
  );
}
