// npm run bench:alerts: the job alert tasks at scale. Creates a throwaway database on the local
// Postgres (bench_alerts_<pid>; BENCH_DATABASE_URL names another server), migrates it through lib/db,
// inserts 10,000 daily alerts with varied filters, 1,000 new open jobs and 20,000 older ones in SQL,
// then times the daily digest run (mails to a temporary outbox file) and the instant match of one
// job against 10,000 instant alerts, each beside a trivial query (SELECT 1) timed in the same run.
// Goals: the daily run < 60 s, the instant match < 200 ms. The database is dropped at the end.
// (One file over the usual length: the seed SQL and the timing belong together.)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { median, ms, selectOneTimer, withBenchDatabase } from "./helpers/bench";

const ALERTS = 10_000;
const NEW_JOBS = 1_000;
const OLD_JOBS = 20_000;
const GOAL_DAILY_MS = 60_000;
const GOAL_INSTANT_MS = 200;

const CITIES = [
  ["Pune", "Maharashtra"], ["Mumbai", "Maharashtra"], ["Nagpur", "Maharashtra"], ["Bengaluru", "Karnataka"], ["Hyderabad", "Telangana"],
  ["Chennai", "Tamil Nadu"], ["Kolkata", "West Bengal"], ["Noida", "Uttar Pradesh"], ["Ahmedabad", "Gujarat"], ["Jaipur", "Rajasthan"],
  ["Kochi", "Kerala"], ["Indore", "Madhya Pradesh"], ["Delhi", "Delhi"], ["Gurugram", "Haryana"], ["Chandigarh", "Chandigarh"],
];
const FIELD = ["Software", "Backend", "Frontend", "Data", "Cloud", "QA", "Graphic", "Mechanical", "Sales", "HR", "Project", "DevOps"];
const ROLE = ["Developer", "Engineer", "Manager", "Designer", "Analyst", "Executive", "Consultant", "Architect"];
const SEARCHES = ["developer", "engineers", "manager", "designer", "sales", "data analyst", "cloud", "devel", "kubernetes", "python"];
const QUALIFICATIONS = ["B.E", "B.Tech", "Diploma", "M.Tech", "MBA", "B.Sc"];
const PHRASES = [
  "Build and maintain customer-facing web applications",
  "Manage cloud infrastructure on AWS and Kubernetes",
  "Analyse sales data with SQL, Python and Power BI",
  "Work with a cross-functional team of engineers and designers",
  "Create brand assets and social media creatives",
  "Plan releases and report to client stakeholders",
];

const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
const pick = (values: string[]) => `(${arr(values)})[1 + floor(random() * ${values.length})::int]`;

type Db = (typeof import("@/lib/db"))["db"];

/** 50 employers, `old` jobs opened 2-30 days before `now`, `fresh` opened in the last 23 hours, `alerts` daily alerts. */
async function seed(db: Db, opts: { alerts: number; fresh: number; old: number; now: Date }) {
  const started = performance.now();
  const now = opts.now.toISOString();
  await db.$executeRawUnsafe(`
    INSERT INTO "User" (id, email, role, name, "passwordHash", "updatedAt")
    SELECT 'bench_u' || i, 'employer' || i || '@bench.example', 'Employer', 'Employer ' || i, 'x', now() FROM generate_series(1, 50) i`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Employer" (id, "userId", "orgName", city, state, about, status, "updatedAt")
    SELECT 'bench_e' || i, 'bench_u' || i, 'Company ' || i, c[1], c[2], 'About', 'approved', now()
    FROM generate_series(1, 50) i, LATERAL (SELECT string_to_array((${arr(CITIES.map((c) => c.join("|")))})[1 + i % ${CITIES.length}], '|') AS c) cc`);
  const jobs = (prefix: string, count: number, openedFrom: string, openedSpan: string) => `
    INSERT INTO "Job" (id, "employerId", post, payroll, qualifications, openings, "minExperience", description, "employmentType",
      "hiringProcess", city, state, country, status, "createdAt", "updatedAt", "workplaceType", "validThrough", "openedAt",
      "salaryMin", "salaryMax", "salaryCurrency", "salaryUnit", "salaryYearlyMax")
    SELECT '${prefix}' || g.i, e.id, ${pick(FIELD)} || ' ' || ${pick(ROLE)}, '6-8 LPA', ARRAY[${pick(QUALIFICATIONS)}, ${pick(QUALIFICATIONS)}],
      1, 1, ${pick(PHRASES)} || '. ' || ${pick(PHRASES)} || '.',
      (ARRAY['Full Time','Part Time','Contract','Internship'])[1 + floor(random() * 4)::int]::"EmploymentType",
      (ARRAY['Walk In','Online'])[1 + floor(random() * 2)::int]::"HiringProcess", e.city, e.state, 'India', 'approved',
      g.opened, now(), (ARRAY['on_site','on_site','hybrid','remote'])[1 + g.i % 4]::"WorkplaceType",
      $1::timestamp + interval '20 days', g.opened,
      CASE WHEN g.i % 3 = 0 THEN (3 + g.i % 20) * 100000 END, CASE WHEN g.i % 3 = 0 THEN (6 + g.i % 20) * 100000 END,
      CASE WHEN g.i % 3 = 0 THEN 'INR' END, CASE WHEN g.i % 3 = 0 THEN 'YEAR'::"SalaryUnit" END,
      CASE WHEN g.i % 3 = 0 THEN (6 + g.i % 20) * 100000 END
    FROM (SELECT i, 1 + floor(random() * 50)::int AS employer,
                 $1::timestamp - interval '${openedFrom}' + random() * interval '${openedSpan}' AS opened
          FROM generate_series(1, ${count}) i) g
    JOIN "Employer" e ON e.id = 'bench_e' || g.employer`;
  await db.$executeRawUnsafe(jobs("bench_old_", opts.old, "30 days", "28 days"), now);
  await db.$executeRawUnsafe(jobs("bench_new_", opts.fresh, "23 hours", "23 hours"), now);
  // Each filter set on a share of the alerts, independently: most alerts set one to three filters.
  const maybe = (share: number, value: string) => `CASE WHEN random() < ${share} THEN ${value} END`;
  await db.$executeRawUnsafe(`
    INSERT INTO "JobAlert" (id, email, name, frequency, status, search, "employmentType", "hiringProcess", post, qualification,
      state, city, "minSalary", "workplaceType", cursor, "createdAt", "updatedAt")
    SELECT 'bench_a' || i, 'alert' || i || '@bench.example', 'Alert ' || i, 'daily', 'active',
      ${maybe(0.3, pick(SEARCHES))},
      ${maybe(0.3, `(ARRAY['Full Time','Part Time','Contract','Internship'])[1 + floor(random() * 4)::int]::"EmploymentType"`)},
      ${maybe(0.1, `(ARRAY['Walk In','Online'])[1 + floor(random() * 2)::int]::"HiringProcess"`)},
      ${maybe(0.05, `${pick(FIELD)} || ' ' || ${pick(ROLE)}`)},
      ${maybe(0.2, `lower(${pick(QUALIFICATIONS)})`)},
      ${maybe(0.1, pick(CITIES.map((c) => c[1])))},
      ${maybe(0.4, pick(CITIES.map((c) => c[0])))},
      ${maybe(0.1, "(3 + floor(random() * 12)::int) * 100000")},
      ${maybe(0.15, `(ARRAY['on_site','hybrid','remote'])[1 + floor(random() * 3)::int]::"WorkplaceType"`)},
      $1::timestamp - interval '1 day', now(), now()
    FROM generate_series(1, ${opts.alerts}) i`, now);
  await db.$executeRawUnsafe(`VACUUM ANALYZE`);
  console.log(`seeded ${opts.alerts} alerts, ${opts.fresh} new and ${opts.old} older jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const outboxDir = mkdtempSync(path.join(tmpdir(), "bench-alerts-"));
  const outbox = path.join(outboxDir, "outbox.jsonl");
  try {
    await withBenchDatabase(`bench_alerts_${process.pid}`, ({ db }) => run(db, outbox), { MAIL_OUTBOX: outbox });
  } finally {
    rmSync(outboxDir, { recursive: true, force: true });
  }
}

async function run(db: Db, outbox: string) {
  const now = new Date();
  await seed(db, { alerts: ALERTS, fresh: NEW_JOBS, old: OLD_JOBS, now });
  const { sendDigests } = await import("@/lib/alerts/service/digest");
  const { instantAlertsForJob } = await import("@/lib/alerts/service/matching");

  const selectOne = selectOneTimer(db);
  await selectOne(20); // warm the pool

  // The daily run, once (a second run would find everything sent).
  const trivialBefore = await selectOne(50);
  const dailyStarted = performance.now();
  const daily = await sendDigests("daily", now);
  const dailyMs = performance.now() - dailyStarted;
  const mails = readFileSync(outbox, "utf8").split("\n").filter(Boolean).length;
  const deliveries = await db.alertDelivery.count();

  // The same alerts as instant alerts; one new job against all of them (median of 15, after a warm-up).
  await db.jobAlert.updateMany({ data: { frequency: "instant" } });
  await db.$executeRawUnsafe(`ANALYZE "JobAlert"`);
  const job = await db.job.findFirstOrThrow({ where: { id: { startsWith: "bench_new_" } }, orderBy: { id: "asc" }, select: { id: true } });
  let matched = 0;
  for (let i = 0; i < 3; i++) matched = (await instantAlertsForJob(job.id, now)).length;
  const instantTimes: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await instantAlertsForJob(job.id, now);
    instantTimes.push(performance.now() - started);
  }
  const instantMs = median(instantTimes);
  const trivialAfter = await selectOne(50);
  const trivial = median([trivialBefore, trivialAfter]);

  console.log("");
  console.log(`SELECT 1 (median)            ${ms(trivial)}`);
  console.log(`daily run, ${ALERTS} alerts      ${ms(dailyMs)}  = ${Math.round(dailyMs / trivial)}x SELECT 1  (${daily.sent} digests, ${mails} mails in the outbox, ${deliveries} deliveries; goal < ${GOAL_DAILY_MS / 1000} s)`);
  console.log(`instant match, 1 job         ${ms(instantMs)}  = ${Math.round(instantMs / trivial)}x SELECT 1  (${matched} of ${ALERTS} alerts match; goal < ${GOAL_INSTANT_MS} ms)`);
  const ok = dailyMs < GOAL_DAILY_MS && instantMs < GOAL_INSTANT_MS && daily.sent > 0 && daily.sent === mails;
  console.log(ok ? "both goals met" : "GOAL MISSED (or mails do not add up)");
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
