import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EnrollButton } from "@/components/academy/enroll-button";
import { BatchCard } from "@/components/academy/batch-card";
import { PastBatches } from "@/components/academy/past-batches";
import { ProgrammeDetails } from "@/components/academy/programme-details";
import { MarketingSection } from "@/components/marketing/marketing-section";
import { PageBanner } from "@/components/ui/page-banner";
import { loadProgrammePage } from "@/lib/academy/loaders/batches";
import { programmeOfSlug } from "@/lib/academy/rules/programmes";
import { pageMetadata } from "@/lib/site/metadata";

// A programme's page (decisions.md section 15): served from Next's cache (ISR) like the visitors' job
// listing (decision 0024): rendered on its first request, never at build time (the build has no
// database), then at most once a minute, or at once when a batch of it changes (revalidatePath in the
// academy's services). It reads no session: the enrol button learns who is signed in in the browser.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const programme = programmeOfSlug((await params).slug);
  if (!programme) return { title: "Programme not found", robots: { index: false } };
  return pageMetadata({
    title: `${programme.title} training`,
    description: `${programme.summary} ${programme.durationWeeks} weeks; upcoming batches, seats left and past batches' outcomes.`,
    path: `/training/${programme.slug}`,
  });
}

export default async function ProgrammePage({ params }: Props) {
  const data = await loadProgrammePage((await params).slug);
  if (!data) notFound();
  const { programme, upcoming, past } = data;
  return (
    <>
      <PageBanner title={programme.title} intro={programme.summary} parents={[{ href: "/training", label: "Training" }]} />
      <div className="container-page py-12">
        <ProgrammeDetails programme={programme} />
      </div>
      <MarketingSection
        id="batches"
        title="Upcoming batches"
        lead="Enrolment stays open until the end of a batch's first day (India time). When a batch is full you join its waitlist and move up when a seat frees."
        tinted
      >
        {upcoming.length === 0 ? (
          <p className="mt-6 text-slate-700">
            No batches are scheduled yet.{" "}
            <Link href="/contact-us" className="font-semibold text-brand-700 underline">
              Ask us about the next one
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {upcoming.map((batch) => (
              <li key={batch.id}>
                <BatchCard batch={batch} action={<EnrollButton batchId={batch.id} status={batch.status} seatsLeft={batch.seatsLeft} startDate={batch.startDate} terms={programme} />} />
              </li>
            ))}
          </ul>
        )}
      </MarketingSection>
      {past.length > 0 ? (
        <MarketingSection
          id="outcomes"
          title="Past batches and outcomes"
          lead="Counted from the portal's own records: who took part, who completed, and who was hired through the portal within 180 days of the batch's end."
        >
          <PastBatches batches={past} />
        </MarketingSection>
      ) : null}
    </>
  );
}
