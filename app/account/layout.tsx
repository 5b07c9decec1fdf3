import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { ROLES } from "@/lib/auth/types";
import { loadTeamRole } from "@/lib/teams/loaders/members";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = { robots: { index: false } };

// Account settings are for every signed-in role: visitors go to /login. The page reads the session:
// never prerender it at build.
export const dynamic = "force-dynamic";

export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await requireRole(...ROLES);
  // The menu lists only what a member's role in the company may open (an interviewer: no Post Jobs).
  const teamRole = await loadTeamRole(user);
  return (
    <SiteFrame user={user} teamRole={teamRole}>
      {children}
    </SiteFrame>
  );
}
