import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getCurrentUser } from "@/lib/auth/guards";
import { SiteFrame } from "@/components/site/site-frame";

// Pages reached from mailed links whose address holds a secret: never indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

// Open to visitors and to every logged-in role (the link is the company's authority; a logged-in member
// is recorded as the reviewer). It reads the session and the database: never prerender it at build.
export const dynamic = "force-dynamic";

export default async function SubmittalLinkLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return <SiteFrame user={user}>{children}</SiteFrame>;
}
