// The signed-in users' menus in the header (components/site/account-nav.tsx): apart from the public
// links (navigation.ts), so that visitors' pages do not carry them.
import type { NavLink } from "@/lib/site/navigation";

export const EMPLOYER_JOB_LINKS: readonly NavLink[] = [
  { href: "/employer/postjobs", label: "Post Jobs" },
  { href: "/employer/applications", label: "View Applications" },
  { href: "/employer/team", label: "Team" },
  { href: "/employer/interviews", label: "Interviews" },
  { href: "/employer/drives", label: "Campus drives" },
];

/** The staffing desk's pages (decisions.md section 17), a recruiter's menu. */
export const DESK_LINKS: readonly NavLink[] = [
  { href: "/desk/candidates", label: "Candidates" },
  { href: "/desk/submittals", label: "Submittals" },
  { href: "/desk/placements", label: "Placements" },
  { href: "/desk/reports", label: "Reports" },
];

/** A university's campus pages (decisions.md section 18), under its "Campus" menu. */
export const UNIVERSITY_LINKS: readonly NavLink[] = [
  { href: "/university/explore", label: "Explore" },
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
];
