import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata: Metadata = { robots: { index: false } };

// Billing (decisions.md section 21) is Finance's, and an admin may do everything Finance may: visitors
// go to /login, other roles home. The pages read the session and the database: never prerender them.
export const dynamic = "force-dynamic";

export default async function FinanceLayout({ children }: { children: ReactNode }) {
  const user = await requireRole(...FINANCE_ROLES);
  return <SiteFrame user={user}>{children}</SiteFrame>;
}
