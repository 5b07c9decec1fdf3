import type { Metadata } from "next";
import { UNSUBSCRIBE_INVALID } from "@/lib/alerts/rules/messages";
import { UnsubscribeForm } from "@/components/alerts/unsubscribe-form";
import { loadUnsubscribeLink } from "@/lib/alerts/loaders";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Unsubscribe from job alert", robots: { index: false, follow: false } };

// The unsubscribe link of alert mails. Opening it changes nothing (mail scanners open links): the
// person presses Unsubscribe. Mail programs' one-click unsubscribe posts to the API instead.
export default async function UnsubscribeAlertPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const link = await loadUnsubscribeLink(await searchParams);
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      {link ? (
        <UnsubscribeForm token={link.token} alertName={link.alertName} />
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{UNSUBSCRIBE_INVALID}</h1>
          <p className="mt-4 max-w-md text-lg text-slate-700">
            The job alert was already removed, or the link is incomplete. Nothing was changed.
          </p>
        </>
      )}
    </section>
  );
}
