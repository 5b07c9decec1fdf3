"use client";

import type { SessionUser } from "@/lib/auth/types";
import { AccountBar, HeaderBell, RoleNav } from "@/components/site/account-nav";
import { HeaderShell } from "@/components/site/header-shell";

const SIGNED_IN = { RoleNav, AccountBar, HeaderBell };

/**
 * The header of pages whose server knows the signed-in user (SiteFrame: the consoles' layouts pass
 * `user`): drawn here in the browser with the signed-in parts in the page's bundle, so they are in its
 * server HTML from the start. Visitors' pages draw HeaderShell on the server instead (PublicSiteFrame)
 * and load those parts only for someone signed in.
 */
export function SiteHeader({ user }: { user?: SessionUser | null }) {
  return <HeaderShell user={user} signedIn={SIGNED_IN} />;
}
