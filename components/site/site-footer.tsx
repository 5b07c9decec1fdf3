import type { ReactNode } from "react";
import { Mail, MapPin, Phone, type IconComponent } from "@/components/ui/icons";
import { COMPANY } from "@/lib/site/company";
import { QUICK_LINKS, SERVICE_LINKS, type NavLink } from "@/lib/site/navigation";
import { LogoMark } from "@/components/site/logo-mark";
import { PostalAddress } from "@/components/site/postal-address";
import { SocialLinks } from "@/components/site/social-links";
import { CurrentYear } from "@/components/site/current-year";

const linkClass = "rounded-sm text-slate-300 transition-colors hover:text-white hover:underline";

const LINK_COLUMNS: readonly { title: string; links: readonly NavLink[] }[] = [
  { title: "Quick Links", links: QUICK_LINKS },
  { title: "OUR SERVICES", links: SERVICE_LINKS },
];

export function SiteFooter() {
  const buildYear = new Date().getFullYear();
  return (
    <footer className="on-dark bg-brand-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <a href="/" className="flex items-center gap-2 rounded-md text-lg font-bold text-white">
            <LogoMark className="size-8" />
            {COMPANY.name}
          </a>
          <p className="mt-4 text-sm leading-6">
            Skilled, trained IT professionals for growing businesses across India, and practical training that gets
            people job-ready.
          </p>
          <div className="mt-5">
            <SocialLinks />
          </div>
        </div>

        {LINK_COLUMNS.map((column) => (
          <FooterColumn key={column.title} title={column.title}>
            {column.links.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={linkClass}>
                  {item.label}
                </a>
              </li>
            ))}
          </FooterColumn>
        ))}

        <FooterColumn title="Get in Touch">
          <ContactLine Icon={MapPin}>
            <PostalAddress />
          </ContactLine>
          <ContactLine Icon={Mail}>
            <a href={`mailto:${COMPANY.email}`} className={linkClass}>
              {COMPANY.email}
            </a>
          </ContactLine>
          <ContactLine Icon={Phone}>
            <a href={COMPANY.phoneHref} className={linkClass}>
              {COMPANY.phone}
            </a>
          </ContactLine>
        </FooterColumn>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            &copy; <CurrentYear fallback={buildYear} /> {COMPANY.name}. All rights reserved.
          </p>
          <nav aria-label="Legal" className="flex gap-5">
            <a href="/privacy" className={linkClass}>
              Privacy notice
            </a>
            <a href="/terms" className={linkClass}>
              Terms of use
            </a>
          </nav>
          <p>
            Built by{" "}
            <a href={COMPANY.developer.url} target="_blank" rel="noopener noreferrer" className={`${linkClass} underline`}>
              {COMPANY.developer.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}

function ContactLine({ Icon, children }: { Icon: IconComponent; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
      {children}
    </li>
  );
}
