import type { Metadata } from "next";
import { ROLES } from "@/lib/auth/types";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { loadTeamRole } from "@/lib/teams/loaders/members";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = { robots: { index: false } };

// Every signed-in role has notifications: visitors go to /login. The page reads the session and the
// database: never prerender it at build.
export const dynamic = "force-dynamic";

export default async function NotificationsLayout({ children }: { children: ReactNode }) {
  const user = await requireRole(...ROLES);
  // The menu lists only what a member's role in the company may open (an interviewer: no Post Jobs).
  const teamRole = await loadTeamRole(user);
  return (
    <SiteFrame user={user} teamRole={teamRole}>
      {children}
    </SiteFrame>
  );
}
