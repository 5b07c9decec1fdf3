import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { ROLES } from "@/lib/auth/types";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = { robots: { index: false } };

// Account settings are for every signed-in role: visitors go to /login. The page reads the session:
// never prerender it at build.
export const dynamic = "force-dynamic";

export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await requireRole(...ROLES);
  return <SiteFrame user={user}>{children}</SiteFrame>;
}
