import {
  Bot,
  Box,
  Car,
  Cog,
  Globe,
  Megaphone,
  MonitorSmartphone,
  PenTool,
  Server,
  Smartphone,
  TrendingUp,
  UsersRound,
  type IconComponent,
} from "@/components/ui/icons";
import { pageMetadata } from "@/lib/site/metadata";
import { TRAINING_PROGRAMMES, type TrainingProgramme } from "@/lib/site/training-programmes";
import { programmeOfTitle } from "@/lib/academy/rules/programmes";
import { enrolmentClosedText } from "@/lib/academy/rules/batch-labels";
import { indiaToday } from "@/lib/academy/rules/batch-status";
import { loadNextBatches } from "@/lib/academy/loaders/batches";
import type { NextBatch } from "@/lib/academy/service/batches";
import { formatDay } from "@/lib/format/date";
import { PageBanner } from "@/components/ui/page-banner";
import { MarketingSection } from "@/components/marketing/marketing-section";

export const metadata = pageMetadata({
  title: "Training",
  description:
    "Twelve job-focused training tracks: IT, web technologies, mobile apps, web design, industrial design, digital marketing, 3D printing, automation, robotics, automobile, sales and HR.",
  path: "/training",
});

// Names and order come from the shared catalogue (spec section 2, Training); each card's text and link
// from the academy's programmes (lib/academy/programmes.json, the same data the programme pages show).
// This adds the icons, the skill chips and each programme's next batch (its dates and seats left, or why
// enrolment is closed). Cached like the programme pages (ISR): rendered again at most once a minute, or
// at once when a batch changes (revalidateProgrammePage); the build's copy has no batches (no database).
export const revalidate = 60;
const DETAILS: Record<TrainingProgramme, { skills: readonly string[]; Icon: IconComponent }> = {
  "IT Sectors": { Icon: Server, skills: ["Java & Python", "SQL", "Agile delivery"] },
  "Web Technologies": { Icon: Globe, skills: ["React & Next.js", "Node.js APIs", "Cloud deployment"] },
  "Mobile App": { Icon: Smartphone, skills: ["Kotlin", "Flutter", "React Native"] },
  "Web Design": { Icon: MonitorSmartphone, skills: ["Figma", "HTML & CSS", "Accessibility"] },
  "Industries Design": { Icon: PenTool, skills: ["AutoCAD", "SolidWorks", "GD&T"] },
  "Digital Marketing": { Icon: Megaphone, skills: ["SEO & SEM", "Social media ads", "Analytics"] },
  "3D Printing": { Icon: Box, skills: ["FDM & SLA", "Slicing", "Rapid prototyping"] },
  Automation: { Icon: Cog, skills: ["PLC & SCADA", "Selenium", "RPA basics"] },
  Robotics: { Icon: Bot, skills: ["Arduino & ROS", "Sensors", "Motion control"] },
  "Automobile Sector": { Icon: Car, skills: ["EV technology", "Diagnostics", "IATF 16949"] },
  "Sales Marketing": { Icon: TrendingUp, skills: ["Lead generation", "Negotiation", "CRM tools"] },
  HR: { Icon: UsersRound, skills: ["Talent acquisition", "Payroll & compliance", "HR analytics"] },
};

const dates = (batch: NextBatch) => (batch.startDate === batch.endDate ? formatDay(batch.startDate) : `${formatDay(batch.startDate)} – ${formatDay(batch.endDate)}`);

/** The card's line about the programme's next batch. */
function NextBatchLine({ batch }: { batch?: NextBatch }) {
  if (!batch) return <p className="mt-4 text-sm text-slate-600">No batch is scheduled yet.</p>;
  // On its start date a running batch still takes people (enrolment closes at the end of that day).
  if (batch.status === "running" && batch.startDate < indiaToday(new Date())) {
    return <p className="mt-4 text-sm font-medium text-slate-800">{enrolmentClosedText(batch.startDate)}</p>;
  }
  const seats = batch.seatsLeft > 0 ? `${batch.seatsLeft} of ${batch.seats} seats left` : "full: join the waitlist";
  return (
    <p className="mt-4 text-sm font-medium text-slate-800">
      Next batch: {dates(batch)} · {seats}
    </p>
  );
}

export default async function TrainingPage() {
  const next = await loadNextBatches();
  return (
    <>
      <PageBanner
        title="Training"
        intro="Instructor-led programmes with live projects, in Pune and online. Each track is built with employers who hire from it."
      />

      <MarketingSection
        id="topics"
        title="Our Training Programs"
        lead="Choose from twelve tracks for students, career changers and working professionals. Corporate batches can be tailored to your team's stack and schedule."
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TRAINING_PROGRAMMES.map((name) => {
            const { skills, Icon } = DETAILS[name];
            // The data file holds every title (tests/academy/programmes.test.ts).
            const programme = programmeOfTitle(name)!;
            return (
              <li key={name}>
                <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-bold text-slate-900">
                    {/* The whole card is the link's target (its ::after covers the card). */}
                    <a href={`/training/${programme.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
                      {name}
                    </a>
                  </h3>
                  <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{programme.summary}</p>
                  <NextBatchLine batch={next.get(programme.slug)} />
                  <ul aria-label={`${name} key skills`} className="mt-4 flex flex-wrap gap-2">
                    {skills.map((skill) => (
                      <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                        {skill}
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            );
          })}
        </ul>
      </MarketingSection>

      <section aria-labelledby="enrol-heading" className="bg-brand-50 py-16">
        <div className="container-page flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="enrol-heading" className="section-title">
              Not sure which track fits you?
            </h2>
            <p className="mt-3 text-slate-700">
              Our counsellors will look at your background and goals and suggest the right programme, batch and level.
            </p>
          </div>
          <a href="/contact-us" className="btn-primary px-6 py-3 text-base">
            Talk to a Counsellor
          </a>
        </div>
      </section>
    </>
  );
}
