import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = { robots: { index: false } };

// Every trainer page (decisions.md section 15: a trainer sees only their own batches) needs a Trainer
// session: visitors go to /login, other roles home. The pages read the session and the database:
// never prerender them at build.
export const dynamic = "force-dynamic";

export default async function TrainerLayout({ children }: { children: ReactNode }) {
  const user = await requireRole("Trainer");
  return <SiteFrame user={user}>{children}</SiteFrame>;
}
