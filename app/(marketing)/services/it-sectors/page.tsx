import { pageMetadata } from "@/lib/site/metadata";
import { ServiceDetail, type ServiceContent } from "@/components/marketing/service-detail";

const PATH = "/services/it-sectors";

const content: ServiceContent = {
  title: "IT Sectors",
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
  steps: {
    heading: "How a sector engagement works",
    items: [
      { title: "Understand the role", text: "A 30-minute call with your hiring manager to capture the stack, the domain knowledge and what success looks like in six months." },
      { title: "Source from the right pool", text: "We search our candidate network, partner institutes and referrals within your industry, not a generic database." },
      { title: "Technical screening", text: "Candidates complete a practical assessment reviewed by an engineer before their profile reaches you." },
      { title: "Shortlist and interview", text: "You receive a short, ranked shortlist with assessment notes, and we coordinate interviews and feedback." },
    ],
  },
  cta: { text: "Tell us about the role you need to fill and the industry you work in.", label: "Contact Us", href: "/contact-us" },
};

export const metadata = pageMetadata({
  title: content.title,
  description:
    "IT staffing by industry: developers, cloud, QA, SAP and support engineers for software, BFSI, healthcare, manufacturing and e-commerce teams in India.",
  path: PATH,
});

export default function ItSectorsPage() {
  return <ServiceDetail content={content} path={PATH} />;
}
