// The signed-in users' menus in the header (components/site/account-nav.tsx): apart from the public
// links (navigation.ts), so that visitors' pages do not carry them.
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { COMPANY } from "@/lib/site/company";
import type { NavLink } from "@/lib/site/navigation";

/** An employer's link and the team roles that may open its page (absent: every member). */
type EmployerLink = NavLink & { teamRoles?: readonly TeamRole[] };

// Jobs, the pipeline, the agency's candidates and campus drives are the owners' and recruiters' work;
// an interviewer opens only the team and the interviews assigned to them (decisions.md section 16).
const MANAGERS: readonly TeamRole[] = ["owner", "recruiter"];

export const EMPLOYER_JOB_LINKS: readonly EmployerLink[] = [
  { href: "/employer/postjobs", label: "Post Jobs", teamRoles: MANAGERS },
  { href: "/employer/applications", label: "View Applications", teamRoles: MANAGERS },
  { href: "/employer/submittals", label: `Submitted by ${COMPANY.shortName}`, teamRoles: MANAGERS },
  { href: "/employer/team", label: "Team" },
  { href: "/employer/interviews", label: "Interviews" },
  { href: "/employer/drives", label: "Campus drives", teamRoles: MANAGERS },
  { href: "/employer/invoices", label: "Invoices", teamRoles: MANAGERS },
  { href: "/employer/billing", label: "Billing", teamRoles: ["owner"] },
];

/**
 * The links a member's role may open. `undefined` (a page whose server did not read the role: the
 * prerendered public pages) lists them all; each page still refuses, or leads an interviewer to their
 * interviews, on its own.
 */
export function employerJobLinks(teamRole: TeamRole | null | undefined): readonly NavLink[] {
  if (!teamRole) return EMPLOYER_JOB_LINKS;
  return EMPLOYER_JOB_LINKS.filter((link) => !link.teamRoles || link.teamRoles.includes(teamRole));
}

/** The staffing desk's pages (decisions.md section 17), a recruiter's menu. */
export const DESK_LINKS: readonly NavLink[] = [
  { href: "/desk/candidates", label: "Candidates" },
  { href: "/desk/submittals", label: "Submittals" },
  { href: "/desk/placements", label: "Placements" },
  { href: "/desk/reports", label: "Reports" },
];

/**
 * A university's Explore (the spec's header entry, a link of its own beside the menu, as a candidate's Find
 * Jobs), and its campus pages (decisions.md section 18) under its "Campus" menu.
 */
export const UNIVERSITY_EXPLORE_LINK: NavLink = { href: "/university/explore", label: "Explore" };
export const UNIVERSITY_LINKS: readonly NavLink[] = [
  { href: "/university/students", label: "Students" },
  { href: "/university/drives", label: "Drives" },
  { href: "/university/reports", label: "Reports" },
];

/** The candidate's own lists (their training too), under "My jobs" (Find Jobs stays a link of its own). */
export const CANDIDATE_JOB_LINKS: readonly NavLink[] = [
  { href: "/candidate/applications", label: "My Applications" },
  { href: "/candidate/saved", label: "Saved jobs" },
  { href: "/candidate/alerts", label: "Job alerts" },
  { href: "/candidate/training", label: "My training" },
  { href: "/candidate/submittals", label: "Put forward by TalentBridge" },
  { href: "/candidate/drives", label: "Campus drives" },
  { href: "/candidate/offers", label: "My offers" },
  { href: "/candidate/invoices", label: "My invoices" },
];
