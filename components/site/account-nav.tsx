"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { Cog, LogOut, UserRound, type IconComponent } from "@/components/ui/icons";
import { logoutAction } from "@/lib/accounts/actions/auth";
import type { Role, SessionUser } from "@/lib/auth/types";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { setSessionUser } from "@/lib/client/session-store";
import { toastSuccess } from "@/lib/client/toast";
import type { NavLink } from "@/lib/site/navigation";
import { CANDIDATE_JOB_LINKS, DESK_LINKS, EMPLOYER_JOB_LINKS, employerJobLinks, UNIVERSITY_EXPLORE_LINK, UNIVERSITY_LINKS } from "@/lib/site/role-navigation";
import { NavDropdown, NavItem } from "@/components/site/nav-dropdown";
import { useMenu } from "@/components/site/main-menu";
import { NotificationBell } from "@/components/notifications/notification-bell";

// The header's parts for a signed-in user. A visitor's pages (the prerendered public site, login,
// signup) load this module only once the browser knows someone is signed in (signed-in-slots.tsx).

// The roles with lists of their own jobs get them in one menu. The candidate's too: four links in a
// row overflowed the bar at 1280 px.
const JOBS_MENUS: Partial<Record<Role, { id: string; label: string; items: readonly NavLink[] }>> = {
  Candidate: { id: "nav-my-jobs", label: "My jobs", items: CANDIDATE_JOB_LINKS },
  Employer: { id: "nav-jobs", label: "Jobs", items: EMPLOYER_JOB_LINKS },
  Recruiter: { id: "nav-desk", label: "Desk", items: DESK_LINKS },
  University: { id: "nav-campus", label: "Campus", items: UNIVERSITY_LINKS },
};

// The round Profile link's target; the staff (Trainer, Recruiter, Finance) have no profile page, so no such link.
const PROFILE_PATHS: Record<Role, string | null> = {
  Candidate: "/candidate/profile",
  Employer: "/employer/profile",
  University: "/university/profile",
  Admin: "/admin",
  Trainer: null,
  Recruiter: null,
  Finance: null,
};

/** `teamRole`: an Employer's role in their company, when the page's server read it (their menu then holds only what it may open). */
export type RoleNavProps = { role: Role; teamRole?: TeamRole | null; chevron: ReactNode };

/** The role's own entries of the main list, after the public ones. */
export function RoleNav({ role, teamRole, chevron }: RoleNavProps) {
  const menu = JOBS_MENUS[role];
  const jobsMenu = menu && role === "Employer" ? { ...menu, items: employerJobLinks(teamRole) } : menu;
  return (
    <>
      {role === "Candidate" && <NavItem href="/candidate/findjobs" label="Find Jobs" />}
      {role === "University" && <NavItem {...UNIVERSITY_EXPLORE_LINK} />}
      {jobsMenu && <NavDropdown {...jobsMenu} chevron={chevron} alignRight />}
      {role === "Trainer" && <NavItem href="/trainer" label="My batches" />}
      {role === "Finance" && <NavItem href="/finance" label="Invoices" />}
      {role === "Admin" && <NavItem href="/admin" label="Admin" />}
    </>
  );
}

export type AccountBarProps = { user: SessionUser };

/**
 * The bell (unread notifications, a new message among them: one per thread), outside the menu so a phone
 * shows it without opening the menu; on a wide screen it ends the bar.
 */
export function HeaderBell({ user }: AccountBarProps) {
  const pathname = usePathname() ?? "/";
  return <NotificationBell pathname={pathname} userId={user.id} />;
}

/** Profile, Account settings and Logout. */
export function AccountBar({ user }: AccountBarProps) {
  const router = useRouter();
  const pathname = usePathname() ?? "/";
  const { closeAll } = useMenu();
  const profileHref = PROFILE_PATHS[user.role];

  async function logout() {
    closeAll();
    try {
      const result = await logoutAction(undefined);
      if (!result.ok) throw new Error(`Logout failed: ${result.code}`);
      setSessionUser(null);
      toastSuccess("Logged out successfully");
      router.push("/");
      router.refresh();
    } catch (error) {
      console.error(error); // spec: a failed logout shows nothing to the user
    }
  }

  return (
    <ul className="flex items-center gap-2 border-t border-slate-200 pt-3 xl:ml-3 xl:border-0 xl:pt-0">
      {profileHref ? (
        <IconLink
          href={profileHref}
          label="Profile"
          title={`Profile (${user.name})`}
          pathname={pathname}
          Icon={UserRound}
          className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100"
        />
      ) : null}
      <IconLink
        href="/account"
        label="Account settings"
        title="Account settings"
        pathname={pathname}
        Icon={Cog}
        className="flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      />
      <li>
        <button
          type="button"
          onClick={logout}
          title="Logout"
          className="flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-red-700"
        >
          <LogOut aria-hidden="true" className="size-5" />
          <span className="xl:sr-only">Logout</span>
        </button>
      </li>
    </ul>
  );
}

/** A round icon-only link of the signed-in bar; its name is the aria-label, the title the tooltip. */
function IconLink(props: { href: string; label: string; title: string; pathname: string; Icon: IconComponent; className: string }) {
  const { href, Icon } = props;
  return (
    <li>
      <Link href={href} aria-label={props.label} title={props.title} aria-current={props.pathname === href ? "page" : undefined} className={props.className}>
        <Icon aria-hidden="true" className="size-5" />
      </Link>
    </li>
  );
}
