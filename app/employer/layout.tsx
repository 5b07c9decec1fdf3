import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { loadTeamRole } from "@/lib/teams/loaders/members";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = { robots: { index: false } };

// Every employer page needs an Employer session: visitors go to /login, other roles home.
// Every page below reads the session (and the database): never prerender them at build.
export const dynamic = "force-dynamic";

export default async function EmployerLayout({ children }: { children: ReactNode }) {
  const user = await requireRole("Employer");
  // The menu lists only what a member's role in the company may open (an interviewer: no Post Jobs).
  const teamRole = await loadTeamRole(user);
  return (
    <SiteFrame user={user} teamRole={teamRole}>
      {children}
    </SiteFrame>
  );
}
