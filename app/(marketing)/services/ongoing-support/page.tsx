import { pageMetadata } from "@/lib/site/metadata";
import { ServiceDetail, type ServiceContent } from "@/components/marketing/service-detail";

const PATH = "/services/ongoing-support";

const content: ServiceContent = {
  title: "Ongoing Support",
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
  steps: {
    heading: "How we stay involved",
    items: [
      { title: "Onboarding", text: "We prepare the new joiner with documents, tools access and a briefing on your processes." },
      { title: "Regular check-ins", text: "Short conversations at set intervals surface problems early, while they are still easy to fix." },
      { title: "Act on feedback", text: "Coaching, targeted training or, where needed, a quick replacement from our shortlist." },
      { title: "Plan ahead", text: "Quarterly reviews of your team's needs so the next hire starts before the gap opens." },
    ],
  },
  cta: { text: "Already working with us, or want support for an existing team?", label: "Contact Us", href: "/contact-us" },
};

export const metadata = pageMetadata({
  title: content.title,
  description:
    "Post-placement support: onboarding, check-ins, replacement cover, contract payroll and compliance handled by TalentBridge Staffing.",
  path: PATH,
});

export default function OngoingSupportPage() {
  return <ServiceDetail content={content} path={PATH} />;
}
