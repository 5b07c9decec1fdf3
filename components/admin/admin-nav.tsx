"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const SECTIONS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/employers", label: "Employers" },
  { href: "/admin/jobs", label: "Jobs" },
  { href: "/admin/universities", label: "Universities" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/requests", label: "University requests" },
  { href: "/admin/drives", label: "Campus drives" },
  { href: "/admin/messages", label: "Contact messages" },
  { href: "/admin/batches", label: "Batches" },
  { href: "/admin/certificates", label: "Certificates" },
  { href: "/admin/staff", label: "Staff" },
  { href: "/admin/tasks", label: "Tasks" },
] as const;

/** The console's section links; the current one is marked for screen readers too. */
export function AdminNav() {
  const pathname = usePathname() ?? "/admin";
  return (
    <nav aria-label="Admin sections" className="border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {SECTIONS.map((section) => {
          const current = pathname === section.href;
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={current ? "page" : undefined}
                className={`inline-block border-b-2 px-3 py-2.5 text-sm font-semibold ${
                  current ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
