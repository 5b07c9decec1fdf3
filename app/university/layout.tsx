import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { loadReviewStatus } from "@/lib/university/loaders";
import { SiteFrame } from "@/components/site/site-frame";
import { ReviewNotice } from "@/components/university/review-notice";

export const metadata: Metadata = { robots: { index: false } };

// Every university page needs a University session: visitors go to /login, other roles home.
// Every page below reads the session (and the database): never prerender them at build.
export const dynamic = "force-dynamic";

export default async function UniversityLayout({ children }: { children: ReactNode }) {
  const user = await requireRole("University");
  // Until an admin approves the institute, every page says so first (decisions.md section 20).
  const review = await loadReviewStatus(user);
  return (
    <SiteFrame user={user}>
      {review ? <ReviewNotice status={review.status} email={review.email} /> : null}
      {children}
    </SiteFrame>
  );
}
