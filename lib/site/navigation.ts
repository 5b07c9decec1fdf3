// Kept tiny and data-only: the header is a client component, so everything here ships to the browser.
export type NavLink = { href: string; label: string };

export const SERVICE_LINKS: readonly NavLink[] = [
  { href: "/services/it-sectors", label: "IT Sectors" },
  { href: "/services/recruitment-services", label: "Recruitment Services" },
  { href: "/services/industry-specific-training", label: "Industry-Specific Training" },
  { href: "/services/ongoing-support", label: "Ongoing Support" },
];

export const EMPLOYER_JOB_LINKS: readonly NavLink[] = [
  { href: "/employer/postjobs", label: "Post Jobs" },
  { href: "/employer/applications", label: "View Applications" },
];
