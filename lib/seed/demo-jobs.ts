// Demo job openings: realistic posts for the seeded employers. Kept as data so the seed stays readable.
export type DemoJob = {
  post: string;
  payroll: string;
  qualifications: string[];
  openings: number;
  minExperience: number;
  employmentType: "FullTime" | "PartTime" | "Contract" | "Internship";
  hiringProcess: "WalkIn" | "Online";
  description: string;
};

const templates: DemoJob[] = [
  { post: "Software Developer", payroll: "₹6–9 LPA", qualifications: ["B.Tech", "B.E"], openings: 5, minExperience: 2, employmentType: "FullTime", hiringProcess: "Online", description: "Build and maintain customer-facing web applications in TypeScript and Java. You will work in a squad of six, own features from design to release, write automated tests and take part in code reviews. Experience with REST APIs and SQL databases is expected." },
  { post: "Backend Developer", payroll: "₹8–12 LPA", qualifications: ["B.Tech", "M.Tech"], openings: 3, minExperience: 3, employmentType: "FullTime", hiringProcess: "Online", description: "Design scalable microservices in Node.js and Go for a payments platform handling two million transactions a day. You will model data in PostgreSQL, tune queries, and run services on Kubernetes with observability built in." },
  { post: "Project Manager", payroll: "₹15–20 LPA", qualifications: ["B.E", "MBA"], openings: 1, minExperience: 7, employmentType: "FullTime", hiringProcess: "WalkIn", description: "Lead delivery of ERP implementation projects for manufacturing clients. Plan releases, manage a cross-functional team of twelve, report to client stakeholders and keep budgets and timelines on track. PMP or PRINCE2 certification preferred." },
  { post: "Graphic Designer", payroll: "₹3.5–5 LPA", qualifications: ["Diploma", "B.Des"], openings: 2, minExperience: 1, employmentType: "FullTime", hiringProcess: "WalkIn", description: "Create brand assets, social media creatives and product illustrations for our marketing team. A strong portfolio in Figma, Illustrator and Photoshop is required; motion graphics skills are a plus." },
  { post: "Frontend Developer", payroll: "₹7–10 LPA", qualifications: ["B.Tech", "Diploma"], openings: 4, minExperience: 2, employmentType: "FullTime", hiringProcess: "Online", description: "Build accessible, fast interfaces in React and Next.js. You will turn designs into components, measure performance with Lighthouse and collaborate closely with designers and backend engineers." },
  { post: "QA Automation Engineer", payroll: "₹5–8 LPA", qualifications: ["B.E", "B.Tech"], openings: 3, minExperience: 2, employmentType: "Contract", hiringProcess: "Online", description: "Automate regression suites with Playwright and Selenium for a banking client. Six-month contract, extendable. You will design test plans, set up CI pipelines and report quality metrics every sprint." },
  { post: "Data Analyst Intern", payroll: "₹20,000 per month", qualifications: ["B.Sc", "B.Tech"], openings: 6, minExperience: 0, employmentType: "Internship", hiringProcess: "Online", description: "A six-month internship analysing sales and supply-chain data with SQL, Python and Power BI. You will build dashboards used by regional managers and present findings every fortnight. Freshers welcome." },
  { post: "CNC Machine Operator", payroll: "₹2.4–3.2 LPA", qualifications: ["ITI", "Diploma"], openings: 10, minExperience: 1, employmentType: "FullTime", hiringProcess: "WalkIn", description: "Operate and set up CNC turning and milling machines in an automotive components plant. Read engineering drawings, perform first-piece inspection and follow 5S and safety practices. Rotational shifts." },
  { post: "Digital Marketing Executive", payroll: "₹3–4.5 LPA", qualifications: ["BBA", "B.Com"], openings: 2, minExperience: 1, employmentType: "PartTime", hiringProcess: "Online", description: "Plan and run paid campaigns on Google and Meta, manage SEO for our training portal and report on leads weekly. Part-time, 25 hours a week, hybrid from our office." },
  { post: "HR Recruiter", payroll: "₹3–5 LPA", qualifications: ["MBA", "BBA"], openings: 2, minExperience: 1, employmentType: "FullTime", hiringProcess: "WalkIn", description: "Source, screen and schedule candidates for IT and engineering roles. Maintain the applicant tracking system, negotiate offers and build talent pipelines with colleges across Maharashtra." },
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
