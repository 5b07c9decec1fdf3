import type { Metadata } from "next";
import { ROLES } from "@/lib/auth/types";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = { robots: { index: false } };

// Every signed-in role has notifications: visitors go to /login. The page reads the session and the
// database: never prerender it at build.
export const dynamic = "force-dynamic";

export default async function NotificationsLayout({ children }: { children: ReactNode }) {
  const user = await requireRole(...ROLES);
  return <SiteFrame user={user}>{children}</SiteFrame>;
}
