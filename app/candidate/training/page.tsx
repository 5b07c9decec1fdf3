import type { Metadata } from "next";
import { CheckinForm } from "@/components/academy/checkin-form";
import { MyTraining } from "@/components/academy/my-training";
import { HeadedPage } from "@/components/ui/page-heading";
import { loadMyTraining } from "@/lib/academy/loaders/enrolment";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "My training", robots: { index: false } };

// The candidate's batches (decisions.md section 15): upcoming and running, waitlisted, completed with the
// certificate, not passed, withdrawn; each with its sessions, and the check-in form on a running one
// (filled in when the trainer's QR code brought the candidate here).
export default async function MyTrainingPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { enrollments, now, checkin } = await loadMyTraining(await searchParams);
  return (
    <HeadedPage title="My training" intro="Your batches, their sessions and your results." link={{ href: "/training", label: "Training programmes" }}>
      <MyTraining
        enrollments={enrollments}
        now={now}
        checkin={(sessionId) => <CheckinForm sessionId={sessionId} initialCode={checkin?.sessionId === sessionId ? checkin.code : undefined} />}
      />
    </HeadedPage>
  );
}
