// Kept tiny and data-only: the header is a client component, so everything here ships to the browser
// with every public page. The signed-in users' menus are in role-navigation.ts (loaded only for them).
export type NavLink = { href: string; label: string };

export const SERVICE_LINKS: readonly NavLink[] = [
  { href: "/services/it-sectors", label: "IT Sectors" },
  { href: "/services/recruitment-services", label: "Recruitment Services" },
  { href: "/services/industry-specific-training", label: "Industry-Specific Training" },
  { href: "/services/ongoing-support", label: "Ongoing Support" },
];

/** The footer's quick links (the header's own links are laid out by hand around its dropdowns). */
export const QUICK_LINKS: readonly NavLink[] = [
  { href: "/about-us", label: "About Us" },
  { href: "/jobs", label: "Find Jobs" },
  { href: "/training", label: "Training" },
  { href: "/career", label: "Career" },
  { href: "/contact-us", label: "Contact" },
];
