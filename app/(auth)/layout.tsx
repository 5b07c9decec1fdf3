import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/guards";
import { PublicSiteFrame } from "@/components/site/public-site-frame";

// Login and signup are for logged-out visitors only (spec section 2). The proxy already sends
// logged-in browsers home by their cookie; this re-checks against the database.
// Every page below reads the session (and the database): never prerender them at build.
export const dynamic = "force-dynamic";

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (user) redirect("/");
  return <PublicSiteFrame user={null}>{children}</PublicSiteFrame>;
}
