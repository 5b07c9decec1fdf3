import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = { robots: { index: false } };

// The staffing desk (decisions.md section 17) is the company's recruiters' own: visitors go to /login,
// other roles home. The pages read the session and the database: never prerender them at build.
export const dynamic = "force-dynamic";

export default async function DeskLayout({ children }: { children: ReactNode }) {
  const user = await requireRole("Recruiter");
  return <SiteFrame user={user}>{children}</SiteFrame>;
}
