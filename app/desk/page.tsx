import type { Metadata } from "next";
import Link from "next/link";
import { loadDeskHome } from "@/lib/desk/loaders/placements";
import { DESK_LINKS } from "@/lib/site/role-navigation";
import { DueCheckIns } from "@/components/desk/due-check-ins";

export const metadata: Metadata = { title: "Staffing desk" };

// A recruiter's home: what waits on whom, the placements due a check-in (decisions.md section 20), and
// the desk's four pages.
export default async function DeskHomePage() {
  const { user, overview, due, moreDue } = await loadDeskHome();
  const figures = [
    { label: "Waiting for the candidate's consent", value: overview.awaitingConsent, href: "/desk/submittals?status=awaiting_consent" },
    { label: "With the companies", value: overview.withCompanies, href: "/desk/submittals?status=submitted" },
    { label: "Accepted by the companies", value: overview.accepted, href: "/desk/submittals?status=accepted" },
    { label: "Active placements", value: overview.activePlacements, href: "/desk/placements?status=active" },
    { label: "Guarantees ending within 14 days", value: overview.guaranteesEndingSoon, href: "/desk/placements?status=active" },
  ];
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">Staffing desk</h1>
      <p className="mt-2 text-slate-600">Hello {user.name}. Put trained people in front of clients, and follow them to the day they start.</p>
      <ul aria-label="Your work" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((figure) => (
          <li key={figure.label}>
            <Link href={figure.href} className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300">
              <span className="block text-3xl font-bold text-slate-900">{figure.value}</span>
              <span className="mt-1 block text-sm text-slate-700">{figure.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <DueCheckIns placements={due} more={moreDue} />
      <nav aria-label="Desk" className="mt-10">
        <ul className="flex flex-wrap gap-3">
          {DESK_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="btn-outline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
