import type { ReactNode } from "react";
import { Compass, Lightbulb, ShieldCheck, Target, Trophy, type IconComponent } from "@/components/ui/icons";
import { pageMetadata } from "@/lib/site/metadata";
import { COMPANY } from "@/lib/site/company";
import { PageBanner } from "@/components/ui/page-banner";
import { IconCards } from "@/components/marketing/icon-cards";
import { IntroSection } from "@/components/marketing/intro-section";
import { MarketingSection } from "@/components/marketing/marketing-section";
import { StatsBand } from "@/components/marketing/stats-band";
import { StaticImage } from "@/components/site/static-image";

export const metadata = pageMetadata({
  title: "About Us",
  description:
    "TalentBridge Staffing is a Pune-based IT staffing, recruitment and training company. Learn about our mission, vision and values.",
  path: "/about-us",
});

const VALUES = [
  {
    title: "Expertise",
    text: "Our recruiters come from engineering and HR backgrounds. They understand a Spring Boot microservice, an SAP rollout or a PLC panel, and screen for it properly.",
    Icon: Trophy,
  },
  {
    title: "Integrity",
    text: "Honest job descriptions, verified candidate documents and clear contracts. We tell clients and candidates the truth, even when it is not what they hoped to hear.",
    Icon: ShieldCheck,
  },
  {
    title: "Innovation",
    text: "We keep our training current with what teams actually ship: cloud-native development, automation, data and AI-assisted workflows.",
    Icon: Lightbulb,
  },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageBanner
        title="About Us"
        intro="We bridge the gap between what companies need and what talent can do, through careful recruitment and practical training."
      />

      <IntroSection id="who" eyebrow="Who we are" title="Staffing built on skills, not just résumés" media={<AboutPictures />} mediaFirst>
        <p>
          {COMPANY.name} is an IT staffing, recruitment and training company headquartered in Pune. We work with product
          companies, IT services firms, manufacturers and start-ups that need dependable people quickly, from a single
          QA engineer to a complete delivery team.
        </p>
        <p>
          What sets us apart is our training academy. When the market is short of a skill, we build it: candidates go
          through structured, instructor-led programmes and live projects before we put them forward. Employers get
          people who are ready on day one, and candidates get a real path into better roles.
        </p>
        <p>
          We also partner with universities and institutes across Maharashtra and beyond to run campus drives,
          finishing-school programmes and placement support for final-year students.
        </p>
      </IntroSection>

      <section aria-label="Mission and vision" className="bg-slate-50 py-16 sm:py-20">
        <div className="container-page grid gap-6 md:grid-cols-2">
          <AimCard Icon={Target} title="Our Mission">
            To place skilled, well-trained professionals in roles where they can do their best work, and to give every
            employer we serve a hiring partner they can trust with their most important positions.
          </AimCard>
          <AimCard Icon={Compass} title="Our Vision">
            To become India&apos;s most trusted bridge between education and industry, where no good role stays empty and
            no capable person stays unemployed for lack of the right skills or the right introduction.
          </AimCard>
        </div>
      </section>

      <MarketingSection id="values" eyebrow="What guides us" title="Our Values">
        <IconCards items={VALUES} columns={3} />
      </MarketingSection>

      <StatsBand />

      <section aria-labelledby="register-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-50 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="register-heading" className="section-title">
                Start your journey with us
              </h2>
              <p className="mt-3 text-slate-700">
                Create a free candidate account to apply for verified openings, or register as an employer to post your
                first job.
              </p>
            </div>
            <a href="/signup" className="btn-primary px-6 py-3 text-base">
              Register Now
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

/** The mission or the vision: an icon, its h2 and one paragraph on a white card. */
function AimCard({ Icon, title, children }: { Icon: IconComponent; title: string; children: ReactNode }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-8">
      <Icon aria-hidden="true" className="size-10 text-brand-700" />
      <h2 className="mt-4 text-2xl font-bold text-slate-900">{title}</h2>
      <p className="mt-3 leading-7 text-slate-700">{children}</p>
    </article>
  );
}

/** Three pictures of the team at work: one wide, two side by side. */
function AboutPictures() {
  return (
    <div className="grid grid-cols-2 gap-4">
      <StaticImage
        src="/images/about-office.svg"
        alt="Our recruitment team reviewing candidate profiles together"
        width={480}
        height={360}
        loading="eager"
        className="col-span-2 w-full rounded-2xl"
      />
      <StaticImage
        src="/images/about-training.svg"
        alt="A trainer leading a hands-on software workshop"
        width={480}
        height={360}
        className="w-full rounded-2xl"
      />
      <StaticImage
        src="/images/career-growth.svg"
        alt="A professional climbing the steps of a growing career"
        width={480}
        height={360}
        className="w-full rounded-2xl"
      />
    </div>
  );
}
