"use client";

import type { SessionUser } from "@/lib/auth/types";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { AccountBar, HeaderBell, RoleNav } from "@/components/site/account-nav";
import { HeaderShell } from "@/components/site/header-shell";

const SIGNED_IN = { RoleNav, AccountBar, HeaderBell };

/**
 * The header of pages whose server knows the signed-in user (SiteFrame: the consoles' layouts pass
 * `user`): drawn here in the browser with the signed-in parts in the page's bundle, so they are in its
 * server HTML from the start. Visitors' pages draw HeaderShell on the server instead (PublicSiteFrame)
 * and load those parts only for someone signed in.
 */
export function SiteHeader({ user, teamRole }: { user?: SessionUser | null; teamRole?: TeamRole | null }) {
  return <HeaderShell user={user} signedIn={SIGNED_IN} teamRole={teamRole} />;
}
