import Link from "next/link";
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
import { PageBanner } from "@/components/ui/page-banner";

export const metadata = pageMetadata({
  title: "Training",
  description:
    "Twelve job-focused training tracks: IT, web technologies, mobile apps, web design, industrial design, digital marketing, 3D printing, automation, robotics, automobile, sales and HR.",
  path: "/training",
});

// Names and order come from the shared catalogue (spec section 2, Training); this adds the card copy.
const DETAILS: Record<TrainingProgramme, { text: string; skills: readonly string[]; Icon: IconComponent }> = {
  "IT Sectors": {
    text: "Foundations for a career in IT services: programming, databases, networking and how delivery teams work.",
    skills: ["Java & Python", "SQL", "Agile delivery"],
    Icon: Server,
  },
  "Web Technologies": {
    text: "Build and deploy modern web applications from the browser to the server and the cloud.",
    skills: ["React & Next.js", "Node.js APIs", "Cloud deployment"],
    Icon: Globe,
  },
  "Mobile App": {
    text: "Design, build and publish Android and iOS apps, including offline storage, APIs and push notifications.",
    skills: ["Kotlin", "Flutter", "React Native"],
    Icon: Smartphone,
  },
  "Web Design": {
    text: "Create clear, accessible and responsive interfaces, from wireframes to production-ready layouts.",
    skills: ["Figma", "HTML & CSS", "Accessibility"],
    Icon: MonitorSmartphone,
  },
  "Industries Design": {
    text: "Industrial and product design with CAD: turn requirements into manufacturable parts and assemblies.",
    skills: ["AutoCAD", "SolidWorks", "GD&T"],
    Icon: PenTool,
  },
  "Digital Marketing": {
    text: "Plan and run campaigns that bring measurable leads across search, social and e-mail.",
    skills: ["SEO & SEM", "Social media ads", "Analytics"],
    Icon: Megaphone,
  },
  "3D Printing": {
    text: "Additive manufacturing from model preparation to finished prototypes, with material and printer selection.",
    skills: ["FDM & SLA", "Slicing", "Rapid prototyping"],
    Icon: Box,
  },
  Automation: {
    text: "Industrial and software automation: PLC programming, SCADA systems and test automation frameworks.",
    skills: ["PLC & SCADA", "Selenium", "RPA basics"],
    Icon: Cog,
  },
  Robotics: {
    text: "Build, program and integrate robots, from microcontroller projects to industrial robot arms.",
    skills: ["Arduino & ROS", "Sensors", "Motion control"],
    Icon: Bot,
  },
  "Automobile Sector": {
    text: "Skills for modern vehicles and plants: EV fundamentals, diagnostics and automotive quality systems.",
    skills: ["EV technology", "Diagnostics", "IATF 16949"],
    Icon: Car,
  },
  "Sales Marketing": {
    text: "Consultative selling for B2B and B2C: prospecting, presentations, negotiation and CRM discipline.",
    skills: ["Lead generation", "Negotiation", "CRM tools"],
    Icon: TrendingUp,
  },
  HR: {
    text: "Practical human resources: recruitment, onboarding, payroll basics, labour law compliance and HR analytics.",
    skills: ["Talent acquisition", "Payroll & compliance", "HR analytics"],
    Icon: UsersRound,
  },
};

export default function TrainingPage() {
  return (
    <>
      <PageBanner
        title="Training"
        intro="Instructor-led programmes with live projects, in Pune and online. Each track is built with employers who hire from it."
      />

      <section aria-labelledby="topics-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <h2 id="topics-heading" className="section-title">
            Our Training Programs
          </h2>
          <p className="mt-3 max-w-3xl text-slate-600">
            Choose from twelve tracks for students, career changers and working professionals. Corporate batches can be
            tailored to your team&apos;s stack and schedule.
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {TRAINING_PROGRAMMES.map((name) => {
              const { text, skills, Icon } = DETAILS[name];
              return (
                <li key={name}>
                  <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
                    <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <h3 className="mt-5 text-lg font-bold text-slate-900">{name}</h3>
                    <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{text}</p>
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
        </div>
      </section>

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
          <Link href="/contact-us" className="btn-primary px-6 py-3 text-base">
            Talk to a Counsellor
          </Link>
        </div>
      </section>
    </>
  );
}
