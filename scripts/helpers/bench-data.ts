// The job data of npm run bench:jobs and npm run bench:load: realistic titles, descriptions, cities
// and qualifications, bulk-loaded in SQL (100,000 jobs in seconds).
import { Client } from "pg";
import { applyMigrations, pgExecutor } from "@/lib/db/migrate";

const EMPLOYERS = 200;

// Realistic vocabulary: titles built from a seniority, a field and a role; descriptions from phrases.
const SENIORITY = ["Junior", "Senior", "Lead", "Principal", "Associate", "Trainee", "Staff", ""];
const FIELD = ["Software", "Backend", "Frontend", "Full Stack", "Mobile", "Data", "Cloud", "QA", "Graphic", "Mechanical", "Sales", "HR", "Project", "Network", "Embedded", "DevOps"];
const ROLE = ["Developer", "Engineer", "Manager", "Designer", "Analyst", "Executive", "Consultant", "Architect", "Specialist", "Technician"];
const PHRASES = [
  "Build and maintain customer-facing web applications",
  "Design scalable microservices for a payments platform",
  "Work with a cross-functional team of engineers and designers",
  "Write automated tests and take part in code reviews",
  "Operate CNC machines in an automotive components plant",
  "Plan releases and report to client stakeholders",
  "Create brand assets and social media creatives",
  "Analyse sales data with SQL, Python and Power BI",
  "Source, screen and schedule candidates for IT roles",
  "Manage cloud infrastructure on AWS and Kubernetes",
  "Develop Android and iOS apps with React Native",
  "Support enterprise customers and resolve escalations",
];
const CITIES = [
  ["Pune", "Maharashtra"], ["Mumbai", "Maharashtra"], ["Nagpur", "Maharashtra"], ["Bengaluru", "Karnataka"], ["Mysuru", "Karnataka"],
  ["Hyderabad", "Telangana"], ["Chennai", "Tamil Nadu"], ["Coimbatore", "Tamil Nadu"], ["Kolkata", "West Bengal"], ["Noida", "Uttar Pradesh"],
  ["Lucknow", "Uttar Pradesh"], ["Ahmedabad", "Gujarat"], ["Surat", "Gujarat"], ["Jaipur", "Rajasthan"], ["Kochi", "Kerala"],
  ["Indore", "Madhya Pradesh"], ["Bhubaneswar", "Odisha"], ["Chandigarh", "Chandigarh"], ["Delhi", "Delhi"], ["Gurugram", "Haryana"],
];
const QUALIFICATIONS = ["B.E", "B.Tech", "Diploma", "M.Tech", "MBA", "B.Sc", "BBA", "ITI", "HSC", "B.Com"];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

/** Migrates the database at `url` and bulk-loads `jobs` jobs from 200 employers in SQL. */
export async function loadBenchJobs(url: string, JOBS: number, options: { migrate?: boolean } = {}) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    if (options.migrate !== false) await applyMigrations(pgExecutor(client));
    const started = Date.now();
    await client.query(`
      INSERT INTO "User" (id, email, role, name, "passwordHash", "updatedAt")
      SELECT 'bench_u' || i, 'employer' || i || '@bench.example', 'Employer', 'Employer ' || i, 'x', now()
      FROM generate_series(1, ${EMPLOYERS}) AS i;
      INSERT INTO "Employer" (id, "userId", "orgName", city, state, about, status, "updatedAt")
      SELECT 'bench_e' || i, 'bench_u' || i, 'Company ' || i, c[1], c[2], 'About', CASE WHEN i % 23 = 0 THEN 'pending' ELSE 'approved' END::"ModerationStatus", now()
      FROM generate_series(1, ${EMPLOYERS}) AS i,
           LATERAL (SELECT (${sqlArray(CITIES.map((c) => c.join("|")))})[1 + i % ${CITIES.length}] AS pair) p,
           LATERAL (SELECT string_to_array(p.pair, '|') AS c) cc;`);
    // Jobs take their employer's city, like real postings (decisions.md section 5). Attributes are
    // drawn at random (volatile calls in the select list run per row) so filters combine realistically.
    await client.query(`
      INSERT INTO "Job" (id, "employerId", post, payroll, qualifications, openings, "minExperience", description,
                         "employmentType", "hiringProcess", city, state, country, status, "createdAt", "updatedAt",
                         "workplaceType", "validThrough", "openedAt", "salaryMin", "salaryMax", "salaryCurrency", "salaryUnit",
                         "salaryYearlyMax")
      SELECT 'bench_j' || g.i, e.id,
             trim((${sqlArray(SENIORITY)})[1 + floor(random() * ${SENIORITY.length})::int] || ' ' ||
                  (${sqlArray(FIELD)})[1 + floor(random() * ${FIELD.length})::int] || ' ' ||
                  (${sqlArray(ROLE)})[1 + floor(random() * ${ROLE.length})::int]),
             (3 + g.i % 20) || '-' || (6 + g.i % 20) || ' LPA',
             ARRAY[(${sqlArray(QUALIFICATIONS)})[1 + floor(random() * ${QUALIFICATIONS.length})::int],
                   (${sqlArray(QUALIFICATIONS)})[1 + floor(random() * ${QUALIFICATIONS.length})::int]],
             1 + floor(random() * 10)::int, floor(random() * 8)::int,
             (${sqlArray(PHRASES)})[1 + floor(random() * ${PHRASES.length})::int] || '. ' ||
             (${sqlArray(PHRASES)})[1 + floor(random() * ${PHRASES.length})::int] || '. ' ||
             (${sqlArray(PHRASES)})[1 + floor(random() * ${PHRASES.length})::int] || '.',
             (ARRAY['Full Time','Part Time','Contract','Internship'])[1 + floor(random() * 4)::int]::"EmploymentType",
             (ARRAY['Walk In','Online'])[1 + floor(random() * 2)::int]::"HiringProcess",
             e.city, e.state, 'India',
             CASE WHEN g.i % 25 = 0 THEN 'pending' ELSE 'approved' END::"ModerationStatus",
             now() - (g.i || ' minutes')::interval, now(),
             (ARRAY['on_site','on_site','hybrid','remote'])[1 + g.i % 4]::"WorkplaceType",
             -- Every approved job open for 30 days; a third of them with a structured yearly salary.
             CASE WHEN g.i % 25 = 0 THEN NULL ELSE (now() AT TIME ZONE 'UTC') + interval '30 days' END,
             CASE WHEN g.i % 25 = 0 THEN NULL ELSE (now() AT TIME ZONE 'UTC') - (g.i || ' minutes')::interval END,
             CASE WHEN g.i % 3 = 0 THEN (3 + g.i % 20) * 100000 END, CASE WHEN g.i % 3 = 0 THEN (6 + g.i % 20) * 100000 END,
             CASE WHEN g.i % 3 = 0 THEN 'INR' END, CASE WHEN g.i % 3 = 0 THEN 'YEAR'::"SalaryUnit" END,
             CASE WHEN g.i % 3 = 0 THEN (6 + g.i % 20) * 100000 END
      FROM (SELECT i, 1 + floor(random() * ${EMPLOYERS})::int AS employer FROM generate_series(1, ${JOBS}) AS i) g
      JOIN "Employer" e ON e.id = 'bench_e' || g.employer;`);
    // Steady state: autovacuum has run on a table that size, so the visibility map is set.
    await client.query(`VACUUM ANALYZE`);
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Job" WHERE status = 'approved'`);
    console.log(`loaded ${JOBS} jobs (${rows[0].n} approved) from ${EMPLOYERS} employers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

