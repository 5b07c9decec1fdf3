// Short descriptions of the four services, shared by the Home cards and the /services overview.
export const SERVICES = [
  {
    href: "/services/it-sectors",
    title: "IT Sectors",
    summary:
      "Developers, testers, cloud engineers and IT support staff for software, BFSI, healthcare, manufacturing and e-commerce teams.",
  },
  {
    href: "/services/recruitment-services",
    title: "Recruitment Services",
    summary:
      "Permanent, contract and contract-to-hire recruitment with technical screening, so you interview only people who can do the job.",
  },
  {
    href: "/services/industry-specific-training",
    title: "Industry-Specific Training",
    summary:
      "Instructor-led programmes built with hiring managers: full-stack development, data, automation, design and more.",
  },
  {
    href: "/services/ongoing-support",
    title: "Ongoing Support",
    summary:
      "Onboarding help, payroll and compliance for contract staff, performance check-ins and replacement cover after placement.",
  },
] as const;
