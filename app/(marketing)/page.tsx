import type { Metadata } from "next";
import { ArrowRight, CheckCircle2, Sparkles } from "@/components/ui/icons";
import { COMPANY } from "@/lib/site/company";
import { pageMetadata } from "@/lib/site/metadata";
import { RoleCards } from "@/components/marketing/role-cards";
import { ServiceCards } from "@/components/marketing/service-cards";
import { StatsBand } from "@/components/marketing/stats-band";
import { OrganizationJsonLd } from "@/components/marketing/organization-json-ld";
import { JobCategories } from "@/components/marketing/job-categories";
import { MarketingSection } from "@/components/marketing/marketing-section";
import { WhyChooseUs } from "@/components/marketing/why-choose-us";
import { StaticImage } from "@/components/site/static-image";
import { HomeRecommendations } from "@/components/matching/home-recommendations";

const description =
  "Hire pre-screened IT professionals, find verified tech jobs and join industry-led training programmes with TalentBridge Staffing, Pune.";

export const metadata: Metadata = {
  ...pageMetadata({ title: "IT Staffing, Recruitment & Training", description, path: "/" }),
  title: { absolute: `${COMPANY.name} | IT Staffing, Recruitment & Training in India` },
};

const HERO_POINTS = [
  "Pre-screened developers, testers and IT specialists",
  "Industry-led training with live project work",
  "Permanent, contract and campus hiring under one roof",
] as const;

const ADVANTAGES = [
  {
    title: "Train, then deploy",
    text: "Our own training academy means we can upskill candidates for your exact stack before day one, instead of waiting for the perfect CV.",
  },
  {
    title: "Rooted in Pune, hiring across India",
    text: "A strong base in Maharashtra's IT corridor plus partner institutes nationwide gives you reach into both metro and tier-2 talent pools.",
  },
  {
    title: "One partner from offer to retention",
    text: "The same team that sources a hire handles onboarding, contract payroll and check-ins, so nothing falls between vendors.",
  },
] as const;

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />

      <section aria-labelledby="hero-heading" className="on-dark relative overflow-hidden bg-brand-950 text-white">
        <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-300">
              <Sparkles aria-hidden="true" className="size-4" />
              IT staffing · Recruitment · Training
            </p>
            <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              Skilled, job-ready IT talent for India&apos;s growing businesses
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-200">
              {COMPANY.name} connects employers with trained professionals, helps candidates land the right role and
              prepares students for industry through hands-on programmes.
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <a href="/jobs" className="btn-accent px-6 py-3 text-base">
                Find Jobs
                <ArrowRight aria-hidden="true" className="size-5" />
              </a>
              <a href="/training" className="btn-outline-light px-6 py-3 text-base">
                Training Programs
              </a>
            </div>
            <ul className="mt-8 space-y-3">
              {HERO_POINTS.map((point) => (
                <li key={point} className="flex items-start gap-3 text-slate-100">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          {/* Lazy: never the LCP element (the h1 is; decision 0038). It is below the fold on phones, and on
              desktops LCP counts this SVG at its 180x150 natural size. Eager, React would preload it ahead
              of the render-blocking stylesheet. */}
          <StaticImage
            src="/images/hero-team.svg"
            alt="Illustration of a recruiter matching a candidate profile to an employer's open role"
            width={480}
            height={400}
            className="mx-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </section>

      {/* A signed-in candidate's best recommended jobs, asked for in the browser: the page stays static. */}
      <HomeRecommendations />

      <MarketingSection id="roles" eyebrow="Get started" title="One platform for employers, candidates and institutes" tinted>
        <div className="mt-10">
          <RoleCards />
        </div>
      </MarketingSection>

      <StatsBand />

      <JobCategories />

      <MarketingSection
        id="services"
        eyebrow="What we do"
        title="Our Services"
        lead="From a single urgent hire to a full project team, we source, train and support the people who keep your technology running."
        tinted
      >
        <div className="mt-10">
          <ServiceCards />
        </div>
      </MarketingSection>

      <MarketingSection
        id="advantage"
        eyebrow="Why it works"
        title="Our Unique Advantage"
        lead="Most agencies only forward CVs. We combine recruitment with our own training academy, so we can close skill gaps instead of leaving roles open."
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {ADVANTAGES.map((item, index) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 p-6">
              <span aria-hidden="true" className="text-sm font-bold text-brand-700">
                0{index + 1}
              </span>
              <h3 className="mt-2 text-lg font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <WhyChooseUs />
    </>
  );
}
