import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guards";
import { SiteFrame } from "@/components/site/site-frame";
import { AdminNav } from "@/components/admin/admin-nav";

export const metadata: Metadata = { robots: { index: false } };

// The console needs an Admin session: visitors go to /admin/login, other roles home. /admin/login
// lives outside this group so it stays reachable when logged out.
// Every page below reads the session (and the database): never prerender them at build.
export const dynamic = "force-dynamic";

export default async function AdminConsoleLayout({ children }: { children: ReactNode }) {
  const user = await requireRole("Admin");
  return (
    <SiteFrame user={user}>
      <div className="container-page py-8 sm:py-10">
        <AdminNav />
        <div className="mt-8">{children}</div>
      </div>
    </SiteFrame>
  );
}
