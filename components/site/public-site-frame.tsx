import type { ReactNode } from "react";
import { FrameShell } from "@/components/site/frame-shell";
import { HeaderShell } from "@/components/site/header-shell";

/**
 * The frame of the visitors' pages (the marketing group, login and signup, the root 404), where the
 * server does not know the session (`user` undefined), or knows there is none (null). The header is
 * drawn here on the server; its signed-in parts load in the browser when someone is signed in.
 */
export function PublicSiteFrame({ children, user }: { children: ReactNode; user?: null }) {
  return <FrameShell header={<HeaderShell user={user} />}>{children}</FrameShell>;
}
