import { ChevronDown, Menu, X } from "@/components/ui/icons";
import type { SessionUser } from "@/lib/auth/types";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { COMPANY } from "@/lib/site/company";
import { SERVICE_LINKS } from "@/lib/site/navigation";
import { LogoMark } from "@/components/site/logo-mark";
import { MainMenu } from "@/components/site/main-menu";
import { NavDropdown, NavItem } from "@/components/site/nav-dropdown";
import { AccountSlot, BellSlot, RoleNavSlot, type SignedInParts } from "@/components/site/signed-in-slots";

const chevron = <ChevronDown aria-hidden="true" className="size-4" />;

/**
 * The header's markup, with client components only where something changes: the menu (open or not),
 * the links (the current page), the dropdowns and the signed-in slots. No "use client": for the
 * visitors' pages PublicSiteFrame draws it on the server, so the markup, the logo and the icons cost
 * those pages no JavaScript; SiteHeader draws it in the browser with the signed-in parts (`signedIn`).
 */
export function HeaderShell({ user, signedIn, teamRole }: { user?: SessionUser | null; signedIn?: SignedInParts; teamRole?: TeamRole | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a href="/" className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-slate-900">
          <LogoMark className="size-8" />
          <span>{COMPANY.name}</span>
        </a>

        <nav aria-label="Main" className="flex items-center gap-1">
          {/* Before the menu button on a phone, at the end of the bar on a wide screen. */}
          <div className="xl:order-last xl:ml-2">
            <BellSlot user={user} signedIn={signedIn} />
          </div>
          <MainMenu
            menuIcon={<Menu aria-hidden="true" className="size-6" />}
            closeIcon={<X aria-hidden="true" className="size-6" />}
            className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] flex-col gap-2 overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg xl:static xl:flex xl:max-h-none xl:flex-row xl:items-center xl:gap-1 xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none"
          >
            <ul className="flex flex-col xl:flex-row xl:items-center xl:gap-0.5">
              <NavItem href="/" label="Home" />
              <NavItem href="/about-us" label="About Us" />
              <NavDropdown id="nav-services" label="Services" href="/services" items={SERVICE_LINKS} chevron={chevron} />
              <NavItem href="/training" label="Training" />
              <NavItem href="/career" label="Career" />
              <NavItem href="/contact-us" label="Contact Us" />
              <RoleNavSlot user={user} signedIn={signedIn} teamRole={teamRole} chevron={chevron} />
            </ul>
            <AccountSlot
              user={user}
              signedIn={signedIn}
              visitor={
                <ul className="flex flex-col gap-2 border-t border-slate-200 pt-3 xl:ml-3 xl:flex-row xl:items-center xl:border-0 xl:pt-0">
                  <NavItem href="/jobs" label="Jobs" />
                  <NavItem href="/login" label="Login" className="btn-outline w-full xl:w-auto xl:px-4 xl:py-2" />
                  <NavItem href="/signup" label="Signup" className="btn-primary w-full xl:w-auto xl:px-4 xl:py-2" />
                </ul>
              }
            />
          </MainMenu>
        </nav>
      </div>
    </header>
  );
}
