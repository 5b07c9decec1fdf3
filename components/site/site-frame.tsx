import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/types";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { SiteHeader } from "@/components/site/site-header";
import { FrameShell } from "@/components/site/frame-shell";

/**
 * The frame of the signed-in areas, whose layouts read the session: the header with the user's links
 * and account bar is in the server HTML. `teamRole`: an Employer's role in their company, when the
 * layout read it (the menu then lists only what the role may open). Visitors' pages use PublicSiteFrame.
 */
export function SiteFrame({ children, user, teamRole }: { children: ReactNode; user: SessionUser | null; teamRole?: TeamRole | null }) {
  return <FrameShell header={<SiteHeader user={user} teamRole={teamRole} />}>{children}</FrameShell>;
}
