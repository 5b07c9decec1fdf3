import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = { robots: { index: false } };

// Every employer page needs an Employer session: visitors go to /login, other roles home.
// Every page below reads the session (and the database): never prerender them at build.
export const dynamic = "force-dynamic";

export default async function EmployerLayout({ children }: { children: ReactNode }) {
  const user = await requireRole("Employer");
  return <SiteFrame user={user}>{children}</SiteFrame>;
}
