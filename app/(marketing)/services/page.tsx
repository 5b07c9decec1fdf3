import { pageMetadata } from "@/lib/site/metadata";
import { PageBanner } from "@/components/ui/page-banner";
import { MarketingSection } from "@/components/marketing/marketing-section";
import { ServiceCards } from "@/components/marketing/service-cards";

export const metadata = pageMetadata({
  title: "Services",
  description:
    "IT staffing for every sector, permanent and contract recruitment, industry-specific training and ongoing post-placement support from TalentBridge Staffing.",
  path: "/services",
});

const MODELS = [
  {
    title: "Permanent hiring",
    text: "We source, screen and shortlist; you interview and hire onto your payroll. Our fee is due only when the candidate joins.",
  },
  {
    title: "Contract staffing",
    text: "Skilled professionals on our payroll, deployed to your project for 3 to 24 months. We handle salary, statutory compliance and leave.",
  },
  {
    title: "Contract-to-hire",
    text: "Start with a contract, convert to permanent when you are sure. A practical way to de-risk senior or niche hires.",
  },
] as const;

export default function ServicesPage() {
  return (
    <>
      <PageBanner
        title="Services"
        intro="Four ways we help organisations build capable teams: sourcing the right people, training them for your needs and supporting them after they join."
      />

      <MarketingSection
        id="what"
        title="What we offer"
        lead="Each service works on its own, and they work best together: many clients start with recruitment, add a training batch for hard-to-find skills and keep us on for ongoing support."
      >
        <div className="mt-10">
          <ServiceCards />
        </div>
      </MarketingSection>

      <MarketingSection id="models" title="Engagement models" tinted>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {MODELS.map((model) => (
            <li key={model.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-bold text-slate-900">{model.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{model.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-4">
          <a href="/contact-us" className="btn-primary">
            Discuss your requirement
          </a>
          <a href="/signup" className="btn-outline">
            Register as an employer
          </a>
        </div>
      </MarketingSection>
    </>
  );
}
