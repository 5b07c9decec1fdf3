import { SERVICE_LINKS } from "@/lib/site/navigation";

// Short descriptions of the four services, shared by the Home cards and the /services overview.
// Paths and titles come from the navigation (one list of the services' links).
const SUMMARIES: Record<string, string> = {
  "/services/it-sectors":
    "Developers, testers, cloud engineers and IT support staff for software, BFSI, healthcare, manufacturing and e-commerce teams.",
  "/services/recruitment-services":
    "Permanent, contract and contract-to-hire recruitment with technical screening, so you interview only people who can do the job.",
  "/services/industry-specific-training":
    "Instructor-led programmes built with hiring managers: full-stack development, data, automation, design and more.",
  "/services/ongoing-support":
    "Onboarding help, payroll and compliance for contract staff, performance check-ins and replacement cover after placement.",
};

export const SERVICES = SERVICE_LINKS.map((link) => ({ href: link.href, title: link.label, summary: SUMMARIES[link.href] ?? "" }));
