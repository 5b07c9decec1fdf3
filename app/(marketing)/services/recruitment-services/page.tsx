import { pageMetadata } from "@/lib/site/metadata";
import { ServiceDetail, type ServiceContent } from "@/components/marketing/service-detail";

const PATH = "/services/recruitment-services";

const content: ServiceContent = {
  title: "Recruitment Services",
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
  steps: {
    heading: "Our recruitment process",
    items: [
      { title: "Brief", text: "We agree the job description, must-have skills, budget and timeline with you." },
      { title: "Search and screen", text: "Candidates are sourced, assessed and interviewed by our recruiters and technical panel." },
      { title: "Shortlist", text: "You receive a focused shortlist with assessment results and notes on each person." },
      { title: "Offer and joining", text: "We manage the offer, notice-period follow-ups and the first day, so the hire actually starts." },
    ],
  },
  cta: { text: "Employers can post openings directly on our portal after registering.", label: "Register as an employer", href: "/signup" },
};

export const metadata = pageMetadata({
  title: content.title,
  description:
    "Permanent, contract and contract-to-hire recruitment with technical screening and verified documents, from TalentBridge Staffing in Pune.",
  path: PATH,
});

export default function RecruitmentServicesPage() {
  return <ServiceDetail content={content} path={PATH} />;
}
