import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = { robots: { index: false } };

// Every candidate page needs a Candidate session: visitors go to /login, other roles home.
// Every page below reads the session (and the database): never prerender them at build.
export const dynamic = "force-dynamic";

export default async function CandidateLayout({ children }: { children: ReactNode }) {
  const user = await requireRole("Candidate");
  return <SiteFrame user={user}>{children}</SiteFrame>;
}
