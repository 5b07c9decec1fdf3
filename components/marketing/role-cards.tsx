import { ArrowRight, Briefcase, GraduationCap, UserRoundSearch } from "@/components/ui/icons";
import type { Role } from "@/lib/auth/types";
import { RoleGateLink } from "@/components/marketing/role-gate-link";

const CARDS = [
  {
    title: "Employer",
    role: "Employer",
    text: "Post openings, review applicants with their full profiles and resumes, and hire pre-screened IT professionals.",
    cta: "Post Jobs",
    href: "/employer/postjobs",
    Icon: Briefcase,
  },
  {
    title: "Candidate",
    role: "Candidate",
    text: "Build your profile once, browse verified openings from approved employers and track every application.",
    cta: "Find Jobs",
    href: "/candidate/findjobs",
    Icon: UserRoundSearch,
  },
  {
    title: "University & Institute",
    role: "University",
    text: "Partner with us for campus drives, placement support and industry training for your final-year students.",
    cta: "Registration",
    href: "/university/explore",
    Icon: GraduationCap,
  },
] as const satisfies readonly { title: string; role: Role; text: string; cta: string; href: string; Icon: unknown }[];

/**
 * The three audience cards; each action is only for its own role (spec section 4, decisions.md section 2).
 * Anyone else gets the spec's toast and the signup form with that card's account type chosen
 * (decisions.md section 19: "Post Jobs" had led HR people to a Candidate form).
 * Rendered on the server: only the gated link is a client component.
 */
export function RoleCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {CARDS.map((card) => (
        <li key={card.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <card.Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-xl font-bold text-slate-900">{card.title}</h3>
          <p className="mt-2 flex-1 text-slate-600">{card.text}</p>
          <RoleGateLink
            href={card.href}
            role={card.role}
            title={card.title}
            signupHref={`/signup?type=${card.role}`}
            className="btn-primary mt-6 self-start"
          >
            {card.cta}
            <ArrowRight aria-hidden="true" className="size-4" />
          </RoleGateLink>
        </li>
      ))}
    </ul>
  );
}
