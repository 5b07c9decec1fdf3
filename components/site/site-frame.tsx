import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/types";
import { SiteHeader } from "@/components/site/site-header";
import { FrameShell } from "@/components/site/frame-shell";

/**
 * The frame of the signed-in areas, whose layouts read the session: the header with the user's links
 * and account bar is in the server HTML. Visitors' pages use PublicSiteFrame.
 */
export function SiteFrame({ children, user }: { children: ReactNode; user: SessionUser | null }) {
  return <FrameShell header={<SiteHeader user={user} />}>{children}</FrameShell>;
}
