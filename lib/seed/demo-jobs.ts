// Demo job openings: realistic posts for the seeded employers. Kept as data so the seed stays readable.
import { yearlyAmount } from "@/lib/job-search/service/lifecycle";

type DemoSalary = { min: number; max: number; unit: "YEAR" | "MONTH" | "HOUR" };

export type DemoJob = {
  post: string;
  payroll: string;
  qualifications: string[];
  openings: number;
  minExperience: number;
  employmentType: "FullTime" | "PartTime" | "Contract" | "Internship";
  hiringProcess: "WalkIn" | "Online";
  description: string;
  workplaceType: "on_site" | "hybrid" | "remote";
  /** In INR; most posts have one (as the payroll text says), a few only the text. */
  salary: DemoSalary | null;
};

const templates: DemoJob[] = [
  { post: "Software Developer", payroll: "₹6–9 LPA", qualifications: ["B.Tech", "B.E"], openings: 5, minExperience: 2, employmentType: "FullTime", hiringProcess: "Online", description: "Build and maintain customer-facing web applications in TypeScript and Java (hybrid: three days a week in our office). You will work in a squad of six, own features from design to release, write automated tests and take part in code reviews. Experience with REST APIs and SQL databases is expected.", workplaceType: "hybrid", salary: { min: 600_000, max: 900_000, unit: "YEAR" } },
  { post: "Backend Developer", payroll: "₹8–12 LPA", qualifications: ["B.Tech", "M.Tech"], openings: 3, minExperience: 3, employmentType: "FullTime", hiringProcess: "Online", description: "Design scalable microservices in Node.js and Go for a payments platform handling two million transactions a day. Fully remote: work from anywhere in India. You will model data in PostgreSQL, tune queries, and run services on Kubernetes with observability built in.", workplaceType: "remote", salary: { min: 800_000, max: 1_200_000, unit: "YEAR" } },
  { post: "Project Manager", payroll: "₹15–20 LPA", qualifications: ["B.E", "MBA"], openings: 1, minExperience: 7, employmentType: "FullTime", hiringProcess: "WalkIn", description: "Lead delivery of ERP implementation projects for manufacturing clients. Plan releases, manage a cross-functional team of twelve, report to client stakeholders and keep budgets and timelines on track. PMP or PRINCE2 certification preferred.", workplaceType: "on_site", salary: { min: 1_500_000, max: 2_000_000, unit: "YEAR" } },
  { post: "Graphic Designer", payroll: "₹3.5–5 LPA", qualifications: ["Diploma", "B.Des"], openings: 2, minExperience: 1, employmentType: "FullTime", hiringProcess: "WalkIn", description: "Create brand assets, social media creatives and product illustrations for our marketing team. A strong portfolio in Figma, Illustrator and Photoshop is required; motion graphics skills are a plus.", workplaceType: "on_site", salary: { min: 350_000, max: 500_000, unit: "YEAR" } },
  { post: "Frontend Developer", payroll: "₹7–10 LPA", qualifications: ["B.Tech", "Diploma"], openings: 4, minExperience: 2, employmentType: "FullTime", hiringProcess: "Online", description: "Build accessible, fast interfaces in React and Next.js. You will turn designs into components, measure performance with Lighthouse and collaborate closely with designers and backend engineers.", workplaceType: "hybrid", salary: { min: 700_000, max: 1_000_000, unit: "YEAR" } },
  { post: "QA Automation Engineer", payroll: "₹400–550 an hour", qualifications: ["B.E", "B.Tech"], openings: 3, minExperience: 2, employmentType: "Contract", hiringProcess: "Online", description: "Automate regression suites with Playwright and Selenium for a banking client. Six-month contract, extendable, fully remote within India. You will design test plans, set up CI pipelines and report quality metrics every sprint.", workplaceType: "remote", salary: { min: 400, max: 550, unit: "HOUR" } },
  { post: "Data Analyst Intern", payroll: "₹20,000 per month", qualifications: ["B.Sc", "B.Tech"], openings: 6, minExperience: 0, employmentType: "Internship", hiringProcess: "Online", description: "A six-month internship analysing sales and supply-chain data with SQL, Python and Power BI. You will build dashboards used by regional managers and present findings every fortnight. Freshers welcome.", workplaceType: "on_site", salary: { min: 20_000, max: 20_000, unit: "MONTH" } },
  { post: "CNC Machine Operator", payroll: "₹2.4–3.2 LPA", qualifications: ["ITI", "Diploma"], openings: 10, minExperience: 1, employmentType: "FullTime", hiringProcess: "WalkIn", description: "Operate and set up CNC turning and milling machines in an automotive components plant. Read engineering drawings, perform first-piece inspection and follow 5S and safety practices. Rotational shifts.", workplaceType: "on_site", salary: { min: 240_000, max: 320_000, unit: "YEAR" } },
  { post: "Digital Marketing Executive", payroll: "₹3–4.5 LPA", qualifications: ["BBA", "B.Com"], openings: 2, minExperience: 1, employmentType: "PartTime", hiringProcess: "Online", description: "Plan and run paid campaigns on Google and Meta, manage SEO for our training portal and report on leads weekly. Part-time, 25 hours a week, hybrid from our office.", workplaceType: "hybrid", salary: { min: 300_000, max: 450_000, unit: "YEAR" } },
  { post: "HR Recruiter", payroll: "₹3–5 LPA", qualifications: ["MBA", "BBA"], openings: 2, minExperience: 1, employmentType: "FullTime", hiringProcess: "WalkIn", description: "Source, screen and schedule candidates for IT and engineering roles. Maintain the applicant tracking system, negotiate offers and build talent pipelines with colleges across Maharashtra.", workplaceType: "on_site", salary: null },
];

export const DEMO_CITIES = [
  { city: "Pune", state: "Maharashtra" },
  { city: "Bengaluru", state: "Karnataka" },
  { city: "Hyderabad", state: "Telangana" },
  { city: "Mumbai", state: "Maharashtra" },
  { city: "Chennai", state: "Tamil Nadu" },
] as const;

/** Eight openings per employer, rotated through the templates so each city gets a mix. */
export function demoJobsFor(employerIndex: number): DemoJob[] {
  return Array.from({ length: 8 }, (_, i) => templates[(employerIndex * 3 + i) % templates.length]);
}

/** The salary columns of a demo job (the yearly top feeds the minSalary filter). */
export function salaryColumns(salary: DemoSalary | null) {
  if (!salary) return {};
  return {
    salaryMin: salary.min,
    salaryMax: salary.max,
    salaryCurrency: "INR",
    salaryUnit: salary.unit,
    salaryYearlyMax: yearlyAmount(salary.max, salary.unit),
  };
}

/** A demo job as Job columns (without employer, place, dates or status). */
export function demoJobColumns({ salary, ...job }: DemoJob) {
  return { ...job, ...salaryColumns(salary) };
}

const DAY_MS = 86_400_000;

/**
 * Closed demo jobs of the second employer (Bengaluru): one filled two days ago, whose page says it no
 * longer accepts applications, and one that expired 40 days ago, whose page answers 410.
 */
export function closedDemoJobs(now: number) {
  return [
    {
      ...demoJobColumns({
        post: "Site Reliability Engineer",
        payroll: "₹12–18 LPA",
        qualifications: ["B.Tech", "B.E"],
        openings: 1,
        minExperience: 4,
        employmentType: "FullTime",
        hiringProcess: "Online",
        workplaceType: "hybrid",
        salary: { min: 1_200_000, max: 1_800_000, unit: "YEAR" },
        description:
          "Keep our payments platform up: on-call rotations, incident reviews, capacity planning and automation with Terraform and Kubernetes. Hybrid, two days a week in our Bengaluru office.",
      }),
      createdAt: new Date(now - 20 * DAY_MS),
      openedAt: new Date(now - 20 * DAY_MS),
      validThrough: new Date(now + 10 * DAY_MS),
      closedAt: new Date(now - 2 * DAY_MS),
      closeReason: "filled" as const,
    },
    {
      ...demoJobColumns({
        post: "Technical Writer",
        payroll: "₹5–7 LPA",
        qualifications: ["B.A", "B.Tech"],
        openings: 1,
        minExperience: 2,
        employmentType: "FullTime",
        hiringProcess: "Online",
        workplaceType: "remote",
        salary: { min: 500_000, max: 700_000, unit: "YEAR" },
        description: "Write API guides, release notes and tutorials for our developer platform, working with engineers and product managers.",
      }),
      createdAt: new Date(now - 70 * DAY_MS),
      openedAt: new Date(now - 70 * DAY_MS),
      validThrough: new Date(now - 40 * DAY_MS),
      closedAt: new Date(now - 40 * DAY_MS),
      closeReason: "expired" as const,
    },
  ];
}
