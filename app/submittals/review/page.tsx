import type { Metadata } from "next";
import { loadReviewLink } from "@/lib/desk/loaders/submittals";
import type { SearchParams } from "@/lib/validations/common";
import { AuthCard } from "@/components/accounts/auth-card";
import { ReviewLinkForm } from "@/components/desk/review-link-form";
import { FormAlert } from "@/components/ui/form-alert";

export const metadata: Metadata = { title: "Review a candidate from TalentBridge", robots: { index: false, follow: false } };

// The review link of the company's mail (decisions.md section 17): opening it changes nothing (mail
// scanners follow links); the buttons decide. An invalid, expired, used or another company's link shows why.
export default async function SubmittalReviewPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const result = await loadReviewLink(params);
  const token = typeof params.token === "string" ? params.token.trim() : "";
  // Which of the mail's two links was followed: the page asks to confirm that one (both stay offered).
  const intent = params.decision === "accept" || params.decision === "reject" ? params.decision : null;
  return (
    <AuthCard title="A candidate put forward by TalentBridge" subtitle="Decide whether to consider them for your job." wide>
      {result.ok ? (
        <ReviewLinkForm token={token} review={result.review} signedIn={result.signedIn} intent={intent} />
      ) : (
        <FormAlert>{result.message}</FormAlert>
      )}
    </AuthCard>
  );
}
