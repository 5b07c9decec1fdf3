import type { Metadata } from "next";
import Link from "next/link";
import { ALERT_CONFIRMED } from "@/lib/alerts/rules/messages";
import { frequencyWhen, summarizeAlertQuery } from "@/lib/alerts/rules/query-summary";
import { loadAlertConfirmation } from "@/lib/alerts/loaders";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Confirm job alert", robots: { index: false, follow: false } };

// The link of a visitor's confirmation mail: opening it confirms the alert (the mail reached the
// address, which is the consent); rendered per request since it reads the token.
export default async function ConfirmAlertPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const result = await loadAlertConfirmation(await searchParams);

  if (!result.ok) {
    return (
      <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">This confirmation link is not valid</h1>
        <p role="alert" className="mt-4 max-w-md text-lg text-slate-700">
          {result.message}
        </p>
        <p className="mt-2 max-w-md text-slate-600">You can create the job alert again from the job search.</p>
        <Link href="/jobs" className="btn-primary mt-8 px-6 py-3 text-base">
          Find Jobs
        </Link>
      </section>
    );
  }

  const { alert, alreadyConfirmed } = result;
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{ALERT_CONFIRMED}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">
        {alreadyConfirmed ? "You had already confirmed it. " : ""}
        We will e-mail you new jobs for <strong className="text-slate-900">{alert.name}</strong> {frequencyWhen(alert.frequency)}.
      </p>
      <p className="mt-2 max-w-xl text-slate-600">Search: {summarizeAlertQuery(alert.query)}</p>
      <p className="mt-1 max-w-xl text-slate-600">Every e-mail has a link to unsubscribe.</p>
      <Link href="/jobs" className="btn-primary mt-8 px-6 py-3 text-base">
        Browse jobs
      </Link>
    </section>
  );
}
