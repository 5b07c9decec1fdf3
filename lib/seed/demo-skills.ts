// Demo skills (issue 23): the skills of each demo post, the demo candidate's skills, and three more
// candidates who let employers find them, so that the demo shows recommended jobs to Priya and matching
// candidates to the employers at once. Ids are the catalogue's (lib/skills/catalogue).
import { db } from "@/lib/db";

type DemoJobSkill = { skillId: string; required: boolean };

const req = (...ids: string[]): DemoJobSkill[] => ids.map((skillId) => ({ skillId, required: true }));
const nice = (...ids: string[]): DemoJobSkill[] => ids.map((skillId) => ({ skillId, required: false }));

/** The skills of each demo post, by post. */
export const DEMO_JOB_SKILLS: Record<string, DemoJobSkill[]> = {
  "Software Developer": [...req("typescript", "java", "rest-apis", "sql"), ...nice("git", "react")],
  "Backend Developer": [...req("node-js", "go", "postgresql"), ...nice("kubernetes", "docker", "microservices")],
  "Project Manager": [...req("agile", "jira"), ...nice("pmp", "prince2", "sap-erp")],
  "Graphic Designer": [...req("figma", "adobe-illustrator", "adobe-photoshop")],
  "Frontend Developer": [...req("react", "next-js", "typescript", "html", "css"), ...nice("web-accessibility")],
  "QA Automation Engineer": [...req("playwright", "selenium", "ci-cd"), ...nice("jira", "rest-apis")],
  "Data Analyst Intern": [...req("sql", "python", "power-bi"), ...nice("microsoft-excel")],
  "CNC Machine Operator": [...req("cnc-programming", "technical-drawing"), ...nice("lean-manufacturing")],
  "Digital Marketing Executive": [...req("google-ads", "meta-ads", "search-engine-optimisation")],
  "HR Recruiter": [...req("it-recruitment", "sourcing"), ...nice("negotiation", "linkedin-recruiter")],
  "DevOps Engineer": [...req("amazon-web-services", "terraform", "kubernetes"), ...nice("ci-cd")],
  "Site Reliability Engineer": [...req("kubernetes", "terraform"), ...nice("linux-administration")],
};

type DemoSkill = [skillId: string, level: number];

/** Priya, a frontend developer: 91% for Frontend Developer, 80% for Software Developer. */
export const DEMO_CANDIDATE_SKILLS: DemoSkill[] = [
  ["javascript", 5], ["typescript", 4], ["react", 4], ["html", 4], ["css", 4],
  ["next-js", 3], ["git", 4], ["rest-apis", 3], ["sql", 3], ["playwright", 2],
];

/** Candidates who let employers find them (demo password Candidate@123). */
export const DEMO_DISCOVERABLE_CANDIDATES = [
  {
    email: "rahul.verma@example.com", name: "Rahul Verma", mobile: "9876500001", city: "Bengaluru", workExperience: 5,
    skills: [["node-js", 5], ["go", 4], ["postgresql", 4], ["docker", 4], ["kubernetes", 3], ["microservices", 4], ["typescript", 3], ["sql", 4]] as DemoSkill[],
  },
  {
    email: "sneha.iyer@example.com", name: "Sneha Iyer", mobile: "9876500002", city: "Chennai", workExperience: 1,
    skills: [["sql", 4], ["python", 4], ["power-bi", 3], ["microsoft-excel", 5], ["statistics", 3], ["tableau", 2]] as DemoSkill[],
  },
  {
    email: "arjun.nair@example.com", name: "Arjun Nair", mobile: "9876500003", city: "Pune", workExperience: 3,
    skills: [["selenium", 4], ["playwright", 4], ["java", 3], ["ci-cd", 3], ["jira", 4], ["rest-apis", 3], ["typescript", 2]] as DemoSkill[],
  },
] as const;

/** Gives every demo job of a known post its skills, once (a job that has skills keeps them). */
export async function seedDemoJobSkills() {
  const jobs = await db.job.findMany({
    where: { post: { in: Object.keys(DEMO_JOB_SKILLS) }, skills: { none: {} }, employer: { user: { email: { endsWith: ".example" } } } },
    select: { id: true, post: true },
  });
  // One statement: the weight triggers run once for all of them (docs/decisions/0031).
  await db.jobSkill.createMany({
    data: jobs.flatMap((job) => DEMO_JOB_SKILLS[job.post].map((skill) => ({ jobId: job.id, ...skill }))),
    skipDuplicates: true,
  });
}

/** A candidate's demo skills, once: existing rows stay as they are. */
export async function seedCandidateSkills(userId: string, skills: readonly DemoSkill[]) {
  await db.candidateSkill.createMany({
    data: skills.map(([skillId, level]) => ({ userId, skillId, level })),
    skipDuplicates: true,
  });
}
