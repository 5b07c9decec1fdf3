"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { Cog, LogOut, Menu, UserRound, X, type IconComponent } from "@/components/ui/icons";
import { logoutAction } from "@/lib/accounts/actions/auth";
import type { Role, SessionUser } from "@/lib/auth/types";
import { setSessionUser, useSessionUser } from "@/lib/client/session-store";
import { toastSuccess } from "@/lib/client/toast";
import { CANDIDATE_JOB_LINKS, DESK_LINKS, EMPLOYER_JOB_LINKS, SERVICE_LINKS, UNIVERSITY_LINKS, type NavLink } from "@/lib/site/navigation";
import { COMPANY } from "@/lib/site/company";
import { LogoMark } from "@/components/site/logo-mark";
import { NavDropdown, navLinkClass } from "@/components/site/nav-dropdown";
import { NotificationBell } from "@/components/notifications/notification-bell";

type DropdownId = "services" | "jobs";

// The roles with lists of their own jobs get them in one menu. The candidate's too: four links in a
// row overflowed the bar at 1280 px.
const JOBS_MENUS: Partial<Record<Role, { id: string; label: string; items: readonly NavLink[] }>> = {
  Candidate: { id: "nav-my-jobs", label: "My jobs", items: CANDIDATE_JOB_LINKS },
  Employer: { id: "nav-jobs", label: "Jobs", items: EMPLOYER_JOB_LINKS },
  Recruiter: { id: "nav-desk", label: "Desk", items: DESK_LINKS },
  University: { id: "nav-campus", label: "Campus", items: UNIVERSITY_LINKS },
};

// The round Profile link's target; the staff (Trainer, Recruiter) have no profile page, so no such link.
const PROFILE_PATHS: Record<Role, string | null> = {
  Candidate: "/candidate/profile",
  Employer: "/employer/profile",
  University: "/university/profile",
  Admin: "/admin",
  Trainer: null,
  Recruiter: null,
};

export function SiteHeader({ user }: { user?: SessionUser | null }) {
  const sessionUser = useSessionUser(user);
  const pathname = usePathname() ?? "/";
  const router = useRouter();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Open state remembers the path it was opened on, so any navigation (even Back) closes menus
  // without an effect.
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const [dropdown, setDropdown] = useState<{ id: DropdownId; at: string } | null>(null);
  const mobileOpen = mobileOpenAt === pathname;
  const openDropdown = dropdown?.at === pathname ? dropdown.id : null;

  const closeAll = useCallback(() => {
    setMobileOpenAt(null);
    setDropdown(null);
  }, []);
  const servicesChange = useCallback((open: boolean) => setDropdown(open ? { id: "services", at: pathname } : null), [pathname]);
  const jobsChange = useCallback((open: boolean) => setDropdown(open ? { id: "jobs", at: pathname } : null), [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      // An open dropdown handles Escape itself; the next Escape closes the menu.
      if (event.key !== "Escape" || openDropdown) return;
      setMobileOpenAt(null);
      menuButtonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen, openDropdown]);

  // Tapping any link inside the menu closes it (also when the link points at the current page).
  function onMenuClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest("a")) closeAll();
  }

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

  const link = (href: string, label: string, className = navLinkClass(pathname === href)) => (
    <li key={href}>
      <Link href={href} aria-current={pathname === href ? "page" : undefined} className={className}>
        {label}
      </Link>
    </li>
  );

  const role = sessionUser?.role;
  const profileHref = role ? PROFILE_PATHS[role] : null;
  const jobsMenu = role ? JOBS_MENUS[role] : undefined;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link href="/" className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-slate-900">
          <LogoMark className="size-8" />
          <span>{COMPANY.name}</span>
        </Link>

        <nav aria-label="Main" className="flex items-center">
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={mobileOpen ? "Close" : "Menu"}
            aria-expanded={mobileOpen}
            aria-controls="main-menu"
            onClick={() => (mobileOpen ? closeAll() : setMobileOpenAt(pathname))}
            className="rounded-md p-2 text-slate-800 hover:bg-slate-100 xl:hidden"
          >
            {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>

          <div
            id="main-menu"
            onClick={onMenuClick}
            className={`${mobileOpen ? "flex" : "hidden"} absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] flex-col gap-2 overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg xl:static xl:flex xl:max-h-none xl:flex-row xl:items-center xl:gap-1 xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none`}
          >
            <ul className="flex flex-col xl:flex-row xl:items-center xl:gap-0.5">
              {link("/", "Home")}
              {link("/about-us", "About Us")}
              <NavDropdown
                id="nav-services"
                label="Services"
                href="/services"
                items={SERVICE_LINKS}
                pathname={pathname}
                open={openDropdown === "services"}
                onOpenChange={servicesChange}
              />
              {link("/training", "Training")}
              {link("/career", "Career")}
              {link("/contact-us", "Contact Us")}
              {role === "Candidate" && link("/candidate/findjobs", "Find Jobs")}
              {jobsMenu && <NavDropdown {...jobsMenu} pathname={pathname} open={openDropdown === "jobs"} onOpenChange={jobsChange} alignRight />}
              {role === "Trainer" && link("/trainer", "My batches")}
              {role === "Admin" && link("/admin", "Admin")}
            </ul>

            {sessionUser === undefined ? (
              // Session not known yet: hold the space so the bar does not jump when it arrives.
              <div aria-hidden="true" className="hidden h-10 w-44 xl:ml-3 xl:block" />
            ) : sessionUser ? (
              <ul className="flex items-center gap-2 border-t border-slate-200 pt-3 xl:ml-3 xl:border-0 xl:pt-0">
                <li>
                  <NotificationBell pathname={pathname} userId={sessionUser.id} />
                </li>
                {profileHref ? (
                  <IconLink
                    href={profileHref}
                    label="Profile"
                    title={`Profile (${sessionUser.name})`}
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
            ) : (
              <ul className="flex flex-col gap-2 border-t border-slate-200 pt-3 xl:ml-3 xl:flex-row xl:items-center xl:border-0 xl:pt-0">
                {link("/jobs", "Jobs")}
                {link("/login", "Login", "btn-outline w-full xl:w-auto xl:px-4 xl:py-2")}
                {link("/signup", "Signup", "btn-primary w-full xl:w-auto xl:px-4 xl:py-2")}
              </ul>
            )}
          </div>
        </nav>
      </div>
    </header>
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
