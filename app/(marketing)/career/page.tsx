import { ArrowRight, BookOpen, HeartHandshake, Laptop, Rocket } from "@/components/ui/icons";
import { pageMetadata } from "@/lib/site/metadata";
import { COMPANY } from "@/lib/site/company";
import { PageBanner } from "@/components/ui/page-banner";
import { IconCards } from "@/components/marketing/icon-cards";
import { IntroSection } from "@/components/marketing/intro-section";
import { MarketingSection } from "@/components/marketing/marketing-section";
import { StaticImage } from "@/components/site/static-image";

export const metadata = pageMetadata({
  title: "Career",
  description:
    "Work with TalentBridge Staffing: 20+ positions open across recruitment, training and technology in Pune. See why people grow with us and how we hire.",
  path: "/career",
});

const PERKS = [
  {
    title: "Learn every week",
    text: "Free seats in our own training programmes and a yearly learning budget for certifications.",
    Icon: BookOpen,
  },
  {
    title: "Grow fast",
    text: "Clear career paths from associate to lead, with reviews every six months rather than once a year.",
    Icon: Rocket,
  },
  {
    title: "Hybrid by default",
    text: "Work from our Baner office and from home; meet in person when collaboration matters.",
    Icon: Laptop,
  },
  {
    title: "People first",
    text: "Health insurance for you and your family, paid parental leave and a team that actually helps each other.",
    Icon: HeartHandshake,
  },
] as const;

const HIRING_STEPS = [
  "Apply online to an open position with your profile and resume",
  "A short call with our talent team about your experience and goals",
  "A practical exercise or conversation with your future manager",
  "Offer, onboarding buddy and a planned first 30 days",
] as const;

export default function CareerPage() {
  return (
    <>
      <PageBanner
        title="Career"
        intro="Help thousands of people find better work, and build your own career while you do it."
      />

      <IntroSection
        id="intro"
        eyebrow="20+ positions open"
        title={<>Build your career at {COMPANY.name}</>}
        media={
          <StaticImage
            src="/images/career-growth.svg"
            alt="A professional climbing the steps of a growing career"
            width={480}
            height={360}
            className="mx-auto w-full max-w-lg rounded-2xl"
          />
        }
        action={
          <a href="/jobs" className="btn-primary mt-8 px-6 py-3 text-base">
            Join Our Team
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        }
      >
        <p>
          We are a growing team of recruiters, trainers, account managers and engineers. Every day we match skilled
          people with companies that need them, and train the next generation of professionals.
        </p>
        <p>
          We are hiring for technical recruiters, corporate trainers, business development managers and software
          engineers for our job portal. Freshers with the right attitude are welcome in many roles: we will train you.
        </p>
      </IntroSection>

      <MarketingSection id="perks" title="Why work with us" tinted>
        <IconCards items={PERKS} columns={4} onTint />
      </MarketingSection>

      <section aria-labelledby="process-heading" className="py-16 sm:py-20">
        <div className="container-page max-w-3xl">
          <h2 id="process-heading" className="section-title">
            How we hire
          </h2>
          <ol className="mt-8 space-y-4">
            {HIRING_STEPS.map((step, index) => (
              <li key={step} className="flex items-center gap-4 rounded-xl border border-slate-200 p-4 text-slate-800">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
          <p className="mt-8 text-slate-700">
            Don&apos;t see a role that fits? Write to us at{" "}
            <a href={`mailto:${COMPANY.email}`} className="font-semibold text-brand-700 underline">
              {COMPANY.email}
            </a>{" "}
            with your resume and the kind of work you enjoy.
          </p>
        </div>
      </section>
    </>
  );
}
