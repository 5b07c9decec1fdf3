"use client";

import { useEffect, type ComponentType, type ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/types";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { loadOnce, useLazyModule } from "@/lib/client/lazy-module";
import { hasSessionHint, useSessionUser } from "@/lib/client/session-store";
import type { AccountBarProps, RoleNavProps } from "@/components/site/account-nav";

/** A signed-in user's parts of the header (components/site/account-nav.tsx). */
export type SignedInParts = { RoleNav: ComponentType<RoleNavProps>; AccountBar: ComponentType<AccountBarProps>; HeaderBell: ComponentType<AccountBarProps> };

// The bell, the account bar, the role's menus and the api client they use: about 4 kB gzipped, more
// than the rest of the header, and a visitor never needs them. Without `signedIn` (the header drawn on
// the server for the visitors' pages) they are loaded once the browser knows someone is signed in.
const loadSignedIn = loadOnce(
  (): Promise<SignedInParts> =>
    import("@/components/site/account-nav").then(({ RoleNav, AccountBar, HeaderBell }) => ({ RoleNav, AccountBar, HeaderBell })),
);

type SlotProps = {
  /** The session as the server knows it: a user (signed-in areas), null (login, signup) or undefined (prerendered pages). */
  user?: SessionUser | null;
  /** The parts themselves, where the page's bundle carries them (SiteHeader); else they are loaded. */
  signedIn?: SignedInParts;
};

function useSignedIn({ user, signedIn }: SlotProps) {
  const sessionUser = useSessionUser(user);
  const loaded = useLazyModule(loadSignedIn, Boolean(sessionUser) && !signedIn);
  return { sessionUser, parts: signedIn ?? loaded };
}

/**
 * The signed-in user's entries in the main list (their jobs menu, Find Jobs, My batches, Admin);
 * `teamRole` narrows an Employer's menu to what their role in the company may open.
 */
export function RoleNavSlot({ chevron, teamRole, ...props }: SlotProps & { chevron: ReactNode; teamRole?: TeamRole | null }) {
  const { sessionUser, parts } = useSignedIn(props);
  return sessionUser && parts ? <parts.RoleNav role={sessionUser.role} teamRole={teamRole} chevron={chevron} /> : null;
}

/** The bell of a signed-in user, beside the phone's menu button (nothing for a visitor). */
export function BellSlot(props: SlotProps) {
  const { sessionUser, parts } = useSignedIn(props);
  return sessionUser && parts ? <parts.HeaderBell user={sessionUser} /> : null;
}

/**
 * The end of the bar: `visitor` (Jobs, Login, Signup) for nobody signed in, the account bar for a
 * signed-in user, and while either is not known yet (the session, or the code of the bar) an empty
 * space of its size, so that the bar does not jump.
 */
export function AccountSlot({ visitor, ...props }: SlotProps & { visitor: ReactNode }) {
  const { sessionUser, parts } = useSignedIn(props);
  const { signedIn } = props;
  useEffect(() => {
    // A browser that has signed in here loads the bar's code beside the session check.
    if (!signedIn && hasSessionHint()) void loadSignedIn().catch(() => undefined);
  }, [signedIn]);
  if (sessionUser === null) return visitor;
  if (sessionUser && parts) return <parts.AccountBar user={sessionUser} />;
  return <div aria-hidden="true" className="hidden h-10 w-44 xl:ml-3 xl:block" />;
}
