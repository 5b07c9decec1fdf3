// The copy of the four service pages (/services/<slug>), one entry per page: the page files only name
// their path, and components/marketing/service-detail.tsx lays every one out the same way.
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/metadata";

export type ServiceContent = {
  title: string;
  /** The meta description (search results and link previews). */
  description: string;
  intro: string;
  overview: readonly string[];
  highlights: { heading: string; items: readonly string[] };
  steps: { heading: string; items: readonly { title: string; text: string }[] };
  cta: { text: string; label: string; href: string };
};

/** A numbered "how it works" list, each step written as [its title, its sentence]. */
function steps(heading: string, items: readonly (readonly [title: string, text: string])[]): ServiceContent["steps"] {
  return { heading, items: items.map(([title, text]) => ({ title, text })) };
}

export const SERVICE_PAGES = {
  "/services/it-sectors": {
    title: "IT Sectors",
    description:
      "IT staffing by industry: developers, cloud, QA, SAP and support engineers for software, BFSI, healthcare, manufacturing and e-commerce teams in India.",
    intro: "Technology talent for the industries that run on software, from banking platforms to factory-floor automation.",
    overview: [
      "Every industry now depends on its IT team, but each one hires differently. A bank needs developers who understand audit trails and RBI guidelines; a manufacturer needs engineers who can connect ERP systems to the shop floor; an e-commerce company needs people who can keep a checkout fast during a festive sale.",
      "Our IT sector practice is organised by industry, so the recruiter you speak to already knows your domain, your typical tech stack and the salary benchmarks in Pune, Mumbai, Bengaluru and Hyderabad.",
    ],
    highlights: {
      heading: "Sectors and roles we staff",
      items: [
        "Software product and IT services: full-stack, Java, .NET, Python, Node.js and mobile developers",
        "Banking, financial services and insurance: core banking, payments and QA automation specialists",
        "Healthcare and pharma: HL7/FHIR integration, validation and health-tech product teams",
        "Manufacturing and automotive: SAP, MES, PLC/SCADA and embedded software engineers",
        "Retail and e-commerce: performance engineers, data analysts and platform reliability teams",
        "Infrastructure: cloud (AWS, Azure, GCP), DevOps, network, security and IT support staff",
      ],
    },
    steps: steps("How a sector engagement works", [
      ["Understand the role", "A 30-minute call with your hiring manager to capture the stack, the domain knowledge and what success looks like in six months."],
      ["Source from the right pool", "We search our candidate network, partner institutes and referrals within your industry, not a generic database."],
      ["Technical screening", "Candidates complete a practical assessment reviewed by an engineer before their profile reaches you."],
      ["Shortlist and interview", "You receive a short, ranked shortlist with assessment notes, and we coordinate interviews and feedback."],
    ]),
    cta: { text: "Tell us about the role you need to fill and the industry you work in.", label: "Contact Us", href: "/contact-us" },
  },
  "/services/recruitment-services": {
    title: "Recruitment Services",
    description:
      "Permanent, contract and contract-to-hire recruitment with technical screening and verified documents, from TalentBridge Staffing in Pune.",
    intro: "Permanent, contract and volume hiring with real technical screening, so your interview panel only meets people worth meeting.",
    overview: [
      "Hiring managers tell us the same thing: they spend hours interviewing candidates who looked right on paper and were not. Our recruitment process exists to fix that. Every candidate we present has been spoken to, assessed on the skills the role actually needs and had their documents checked.",
      "We recruit for entry-level to leadership roles and can run a single search or a full hiring drive, including walk-in events and online assessment rounds for larger batches.",
    ],
    highlights: {
      heading: "What is included",
      items: [
        "Role scoping with the hiring manager and a realistic salary benchmark",
        "Multi-channel sourcing: our job portal, partner institutes and passive-candidate search",
        "Practical skills assessments and structured screening interviews",
        "KYC checks on identity documents and previous employment",
        "Interview scheduling, feedback collection and offer negotiation",
        "Joining follow-up to reduce last-minute drop-outs",
      ],
    },
    steps: steps("Our recruitment process", [
      ["Brief", "We agree the job description, must-have skills, budget and timeline with you."],
      ["Search and screen", "Candidates are sourced, assessed and interviewed by our recruiters and technical panel."],
      ["Shortlist", "You receive a focused shortlist with assessment results and notes on each person."],
      ["Offer and joining", "We manage the offer, notice-period follow-ups and the first day, so the hire actually starts."],
    ]),
    cta: { text: "Employers can post openings directly on our portal after registering.", label: "Register as an employer", href: "/signup" },
  },
  "/services/industry-specific-training": {
    title: "Industry-Specific Training",
    description:
      "Industry-led training in software, design, digital marketing, automation and more, with live projects and placement assistance in Pune and online.",
    intro: "Practical programmes designed with hiring managers, so graduates and working professionals learn what employers actually use.",
    overview: [
      "Degrees teach fundamentals; jobs need tools, habits and domain knowledge. Our training academy fills that gap with instructor-led batches, live projects and mock interviews, delivered in our Pune centre, online, or on-site at your campus or office.",
      "For employers we run custom batches: tell us the stack and the number of people you need, and we train a cohort to your specification before deployment. For institutes we offer finishing-school programmes for final-year students.",
    ],
    highlights: {
      heading: "Programme features",
      items: [
        "Curriculum reviewed every quarter with partner employers",
        "At least 60% hands-on lab and project time in every course",
        "Trainers with real industry experience in the subject they teach",
        "Weekday, weekend and corporate batch options",
        "Assessments, a capstone project and a completion certificate",
        "Placement assistance through our recruitment team",
      ],
    },
    steps: steps("From enrolment to placement", [
      ["Counselling", "We understand your background and goals and recommend the right programme and level."],
      ["Learn by building", "Short concept sessions followed by labs and a team project that mirrors real work."],
      ["Assess", "Regular tests, code reviews and a final capstone presentation to a panel."],
      ["Get placed", "Strong performers are introduced to our hiring partners with their project work as proof."],
    ]),
    cta: { text: "Browse all twelve of our training tracks, from web technologies to robotics.", label: "View Training Programs", href: "/training" },
  },
  "/services/ongoing-support": {
    title: "Ongoing Support",
    description:
      "Post-placement support: onboarding, check-ins, replacement cover, contract payroll and compliance handled by TalentBridge Staffing.",
    intro: "Our work does not stop at the offer letter. We stay involved so placements succeed and teams keep running smoothly.",
    overview: [
      "A placement only counts when the person settles in and performs. Our ongoing support service covers the months after joining: onboarding help, regular check-ins with both the employee and the manager, and fast action when something is not working.",
      "For contract staff on our payroll we also take care of the administration, including salaries, PF and ESIC, professional tax, leave records and timesheets, so your team can focus on delivery.",
    ],
    highlights: {
      heading: "What ongoing support covers",
      items: [
        "Structured onboarding checklist agreed with your HR team",
        "30, 60 and 90-day check-ins with the employee and reporting manager",
        "Replacement cover if a placement does not work out within the agreed period",
        "Payroll, statutory compliance and leave management for contract staff",
        "Upskilling sessions when your project moves to a new technology",
        "A single account manager who knows your team and history",
      ],
    },
    steps: steps("How we stay involved", [
      ["Onboarding", "We prepare the new joiner with documents, tools access and a briefing on your processes."],
      ["Regular check-ins", "Short conversations at set intervals surface problems early, while they are still easy to fix."],
      ["Act on feedback", "Coaching, targeted training or, where needed, a quick replacement from our shortlist."],
      ["Plan ahead", "Quarterly reviews of your team's needs so the next hire starts before the gap opens."],
    ]),
    cta: { text: "Already working with us, or want support for an existing team?", label: "Contact Us", href: "/contact-us" },
  },
} as const satisfies Record<string, ServiceContent>;

export type ServicePath = keyof typeof SERVICE_PAGES;

/** A service page's metadata: its title and description, canonical URL and Open Graph. */
export function servicePageMetadata(path: ServicePath): Metadata {
  const { title, description } = SERVICE_PAGES[path];
  return pageMetadata({ title, description, path });
}
