// Job search in SQL: full text + partial titles, every filter, paging, and visibility rules.
// Each test works in its own invented city (or with its own invented words), so tests sharing the
// file's database never see each other's jobs.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import { getVisibleJob, searchJobs } from "@/lib/job-search/service/search";
import { jobSearchQuerySchema, type JobSearchQueryInput } from "@/lib/job-search/schemas";
import { createApplicationSchema } from "@/lib/applications/schemas";
import { createCandidate, createEmployer, createJob, createUser, jobCopyColumns } from "@/tests/factories";
import { GET as getJobsRoute } from "@/app/api/v1/jobs/get-jobs/route";
import { loadJobBrowser } from "@/lib/job-search/loaders";

// get-jobs is called through its route handler once, for the 400 answers; nobody is logged in.
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const token = () => randomBytes(4).toString("hex").replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
const uniqueCity = () => `Testpur ${token()}`;

function search(input: JobSearchQueryInput, viewer?: Parameters<typeof searchJobs>[1]) {
  return searchJobs(jobSearchQuerySchema.parse(input), viewer);
}

describe("job search: visibility", () => {
  it("lists only approved, undeleted jobs of approved employers, newest first", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const { employer: pendingEmployer } = await createEmployer({ status: "pending", city });
    const { employer: rejectedEmployer } = await createEmployer({ status: "rejected", city });
    const older = await createJob({ employerId: employer.id, post: "Older", createdAt: new Date(Date.now() - 3600_000) });
    const newer = await createJob({ employerId: employer.id, post: "Newer" });
    await createJob({ employerId: employer.id, status: "pending", post: "Pending job" });
    await createJob({ employerId: employer.id, status: "rejected", post: "Rejected job" });
    await createJob({ employerId: employer.id, post: "Deleted job", deletedAt: new Date() });
    await createJob({ employerId: pendingEmployer.id, post: "Pending employer job" });
    await createJob({ employerId: rejectedEmployer.id, post: "Rejected employer job" });

    const result = await search({ city });
    expect(result.jobs.map((j) => j.id)).toEqual([newer.id, older.id]);
    expect(result.total).toBe(2);
    expect(result.hasNextPage).toBe(false);
  });

  it("returns the Job JSON of the contract", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city, state: "Karnataka", orgName: "Shape Check Ltd" });
    const job = await createJob({
      employerId: employer.id,
      post: "Backend Developer",
      payroll: "10 LPA",
      qualifications: ["B.E", "B.Tech"],
      openings: 3,
      minExperience: 0,
      employmentType: "PartTime",
      hiringProcess: "WalkIn",
    });
    const [json] = (await search({ city })).jobs;
    expect(json).toEqual({
      id: job.id,
      post: "Backend Developer",
      payroll: "10 LPA",
      qualifications: ["B.E", "B.Tech"],
      openings: 3,
      minExperience: 0,
      description: job.description,
      employmentType: "Part Time",
      hiringProcess: "Walk In",
      status: "approved",
      createdAt: job.createdAt.toISOString(),
      organisationDetails: { orgName: "Shape Check Ltd", city, state: "Karnataka", website: "https://acme.example" },
      city,
      state: "Karnataka",
      country: "India",
      workplaceType: "on_site",
      salary: null,
      skills: [],
      validThrough: job.validThrough!.toISOString(),
      isOpen: true,
      closedAt: null,
      closeReason: null,
      underReview: false,
      employerVerified: false,
    });
    expect(json).not.toHaveProperty("applied");
  });

  it("sets applied for a logged-in candidate only", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const appliedJob = await createJob({ employerId: employer.id, post: "Applied one" });
    const otherJob = await createJob({ employerId: employer.id, post: "Other one" });
    const { user: candidate } = await createCandidate({ complete: true });
    const { user: someoneElse } = await createCandidate({ complete: true });
    await db.application.create({ data: { candidateId: candidate.id, jobId: appliedJob.id } });
    await db.application.create({ data: { candidateId: someoneElse.id, jobId: otherJob.id } });

    const mine = await search({ city }, candidate);
    expect(Object.fromEntries(mine.jobs.map((j) => [j.id, j.applied]))).toEqual({ [appliedJob.id]: true, [otherJob.id]: false });
    const { user: employerUser } = await createEmployer();
    const asEmployer = await search({ city }, employerUser);
    expect(asEmployer.jobs.every((j) => j.applied === undefined)).toBe(true);
  });
});

describe("job search: text", () => {
  it("ranks a title match above a description-only match", async () => {
    const word = token();
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const inDescription = await createJob({
      employerId: employer.id,
      post: "Office Assistant",
      description: `Support the ${word} team with scheduling.`,
      createdAt: new Date(), // newer, so only the rank can put the other first
    });
    const inTitle = await createJob({
      employerId: employer.id,
      post: `Senior ${word} Engineer`,
      description: "Lead a small team.",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await createJob({ employerId: employer.id, post: "Unrelated", description: "Nothing to see here." });

    const result = await search({ search: word });
    expect(result.jobs.map((j) => j.id)).toEqual([inTitle.id, inDescription.id]);
    expect(result.total).toBe(2);
  });

  it("matches word forms through full-text search (stemming)", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const job = await createJob({ employerId: employer.id, post: "Software Developer", description: "We are developing payment systems." });
    const result = await search({ search: "developers", city });
    expect(result.jobs.map((j) => j.id)).toEqual([job.id]);
  });

  it("finds a partial title through the trigram match", async () => {
    const word = token();
    const { employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id, post: `Hyper${word}ologist`, description: "No match in here." });
    // A fragment from inside one word: full-text search alone cannot find it.
    const result = await search({ search: word.slice(1, 6) });
    expect(result.jobs.map((j) => j.id)).toContain(job.id);
  });

  it("treats LIKE wildcards in the search as plain text", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    await createJob({ employerId: employer.id, post: "Plain title" });
    const percent = await createJob({ employerId: employer.id, post: "100% remote" });
    expect((await search({ search: "%", city })).jobs.map((j) => j.id)).toEqual([percent.id]);
    expect((await search({ search: "_", city })).jobs).toEqual([]);
  });

  it("handles searches of stop words or punctuation only without errors", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    await createJob({ employerId: employer.id, post: "Plain title" });
    await expect(search({ search: "the", city })).resolves.toMatchObject({ total: 0 });
    await expect(search({ search: "!!! & | ( :*", city })).resolves.toMatchObject({ total: 0 });
    await expect(search({ search: `'"\\`, city })).resolves.toMatchObject({ total: 0 });
  });

  it("ranks a full-text title hit above a newer description hit by the weights alone (no partial-title bonus)", async () => {
    // 'developers' is not inside 'Senior Developer', so the ILIKE bonus applies to neither job and
    // both match only through stemming: the title's weight A must beat the description's weight B.
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const inTitle = await createJob({
      employerId: employer.id,
      post: "Senior Developer",
      description: "Lead a small team.",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const inDescription = await createJob({
      employerId: employer.id,
      post: "Office Assistant",
      description: "Support the developer team with scheduling.",
      createdAt: new Date(), // newer, so only the rank can put the other first
    });
    await createJob({ employerId: employer.id, post: "Unrelated", description: "Nothing to see here." });

    const result = await search({ search: "developers", city });
    expect(result.jobs.map((j) => j.id)).toEqual([inTitle.id, inDescription.id]);
    expect(result.total).toBe(2);
  });
});

describe("job search: filters", () => {
  it("filters by employment type, accepting hyphenated and other aliases", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const full = await createJob({ employerId: employer.id, employmentType: "FullTime" });
    const part = await createJob({ employerId: employer.id, employmentType: "PartTime" });
    const contract = await createJob({ employerId: employer.id, employmentType: "Contract" });
    const intern = await createJob({ employerId: employer.id, employmentType: "Internship" });

    for (const alias of ["Full Time", "Full-time", "full-time", "FullTime", "FULL_TIME"]) {
      expect((await search({ city, employmentType: alias })).jobs.map((j) => j.id), alias).toEqual([full.id]);
    }
    for (const alias of ["Part Time", "Part-time", "part time"]) {
      expect((await search({ city, employmentType: alias })).jobs.map((j) => j.id), alias).toEqual([part.id]);
    }
    expect((await search({ city, employmentType: "Contract" })).jobs.map((j) => j.id)).toEqual([contract.id]);
    expect((await search({ city, employmentType: "internship" })).jobs.map((j) => j.id)).toEqual([intern.id]);
    expect(jobSearchQuerySchema.safeParse({ employmentType: "Freelance" }).success).toBe(false);
    // An empty value means "any".
    expect((await search({ city, employmentType: "" })).total).toBe(4);
  });

  it("filters by hiring process", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const walkIn = await createJob({ employerId: employer.id, hiringProcess: "WalkIn" });
    const online = await createJob({ employerId: employer.id, hiringProcess: "Online" });
    expect((await search({ city, hiringProcess: "Walk In" })).jobs.map((j) => j.id)).toEqual([walkIn.id]);
    expect((await search({ city, hiringProcess: "walk-in" })).jobs.map((j) => j.id)).toEqual([walkIn.id]);
    expect((await search({ city, hiringProcess: "Online" })).jobs.map((j) => j.id)).toEqual([online.id]);
  });

  it("filters by post (case-insensitive, whole title)", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const pm = await createJob({ employerId: employer.id, post: "Project Manager" });
    await createJob({ employerId: employer.id, post: "Senior Project Manager" });
    await createJob({ employerId: employer.id, post: "Graphic Designer" });
    expect((await search({ city, post: "project manager" })).jobs.map((j) => j.id)).toEqual([pm.id]);
  });

  it("filters by qualification (any of the job's list)", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const both = await createJob({ employerId: employer.id, qualifications: ["B.E", "B.Tech"] });
    const diploma = await createJob({ employerId: employer.id, qualifications: ["Diploma"] });
    const btech = await search({ city, qualification: "B.Tech" });
    expect(btech.jobs.map((j) => j.id)).toEqual([both.id]);
    expect((await search({ city, qualification: "diploma" })).jobs.map((j) => j.id)).toEqual([diploma.id]);
    expect((await search({ city, qualification: "B.Sc" })).total).toBe(0);

    // The lower-cased copy the filter reads follows an edit of the list.
    await db.job.update({ where: { id: diploma.id }, data: { qualifications: ["Diploma", "B.Sc"] } });
    expect((await search({ city, qualification: "b.sc" })).jobs.map((j) => j.id)).toEqual([diploma.id]);
  });

  it("filters by country, state and city, case-insensitively, and by ISO codes", async () => {
    const cityA = uniqueCity();
    const cityB = uniqueCity();
    const { employer } = await createEmployer();
    const a = await createJob({ employerId: employer.id, city: cityA, state: "Maharashtra" });
    const b = await createJob({ employerId: employer.id, city: cityB, state: "Karnataka" });
    const abroad = await createJob({ employerId: employer.id, city: cityA, state: "California", country: "United States" });

    expect((await search({ city: cityA.toUpperCase() })).jobs.map((j) => j.id).sort()).toEqual([a.id, abroad.id].sort());
    expect((await search({ city: cityA, country: "india" })).jobs.map((j) => j.id)).toEqual([a.id]);
    expect((await search({ city: cityA, countryId: "US" })).jobs.map((j) => j.id)).toEqual([abroad.id]);
    expect((await search({ city: cityB, state: "karnataka" })).jobs.map((j) => j.id)).toEqual([b.id]);
    expect((await search({ city: cityB, countryId: "IN", stateId: "KA" })).jobs.map((j) => j.id)).toEqual([b.id]);
    expect((await search({ city: cityB, countryId: "IN", stateId: "MH" })).total).toBe(0);
  });

  it("combines search and filters", async () => {
    const word = token();
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const match = await createJob({ employerId: employer.id, post: `${word} Developer`, qualifications: ["B.Tech"] });
    await createJob({ employerId: employer.id, post: `${word} Developer`, qualifications: ["Diploma"] });
    await createJob({ employerId: employer.id, post: "Other Developer", qualifications: ["B.Tech"] });
    const result = await search({ search: word, qualification: "B.Tech", city });
    expect(result.jobs.map((j) => j.id)).toEqual([match.id]);
  });
});

describe("job search: minimum salary and workplace type", () => {
  // Yearly tops: 9,00,000 (YEAR), 75,000 x 12 = 9,00,000 (MONTH), 500 x 2080 = 10,40,000 (HOUR).
  async function salaryJobs() {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const yearly = await createJob({ employerId: employer.id, post: "Yearly", salary: { min: 600_000, max: 900_000, unit: "YEAR" } });
    const monthly = await createJob({ employerId: employer.id, post: "Monthly", salary: { min: 50_000, max: 75_000, unit: "MONTH" } });
    const hourly = await createJob({ employerId: employer.id, post: "Hourly", salary: { min: 400, max: 500, unit: "HOUR" } });
    const unpaid = await createJob({ employerId: employer.id, post: "No salary given" });
    return { city, yearly, monthly, hourly, unpaid };
  }
  const ids = async (input: JobSearchQueryInput) => (await search(input)).jobs.map((j) => j.id).sort();

  it("compares minSalary with the yearly top of range of YEAR, MONTH and HOUR salaries, the boundary included", async () => {
    const { city, yearly, monthly, hourly } = await salaryJobs();
    expect(await ids({ city, minSalary: "900000" })).toEqual([yearly.id, monthly.id, hourly.id].sort());
    expect(await ids({ city, minSalary: "900001" })).toEqual([hourly.id]);
    expect(await ids({ city, minSalary: "1040000" })).toEqual([hourly.id]);
    expect(await ids({ city, minSalary: "1040001" })).toEqual([]);
    // Below every range: each job with a salary, never the one without.
    expect(await ids({ city, minSalary: "0" })).toEqual([yearly.id, monthly.id, hourly.id].sort());
  });

  it("filters by the seeker's experience: jobs asking at most that many years, the total counted apart; 61 is a 400", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const fresher = await createJob({ employerId: employer.id, post: "Fresher", minExperience: 0 });
    const three = await createJob({ employerId: employer.id, post: "Three", minExperience: 3 });
    await createJob({ employerId: employer.id, post: "Eight", minExperience: 8 });
    expect(await ids({ city, experience: "0" })).toEqual([fresher.id]);
    expect(await ids({ city, experience: "3" })).toEqual([fresher.id, three.id].sort());
    expect((await search({ city, experience: "7" })).total).toBe(2);
    expect((await search({ city, experience: "" })).total).toBe(3);
    expect(jobSearchQuerySchema.safeParse({ experience: "61" }).error?.issues[0]?.message).toBe("Experience must be a whole number of years between 0 and 60");
  });

  it("counts each minSalary apart (the cached total is per filter set) and treats an empty value as no filter", async () => {
    const { city } = await salaryJobs();
    expect((await search({ city })).total).toBe(4);
    expect((await search({ city, minSalary: "900001" })).total).toBe(1);
    expect((await search({ city, minSalary: "" })).total).toBe(4);
    expect((await search({ city, workplaceType: "remote" })).total).toBe(0);
  });

  it("filters by workplace type, accepting 'On-site' and 'Remote' spellings", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const onSite = await createJob({ employerId: employer.id, workplaceType: "on_site" });
    const hybrid = await createJob({ employerId: employer.id, workplaceType: "hybrid" });
    const remote = await createJob({ employerId: employer.id, workplaceType: "remote" });
    expect(await ids({ city, workplaceType: "on_site" })).toEqual([onSite.id]);
    expect(await ids({ city, workplaceType: "On-site" })).toEqual([onSite.id]);
    expect(await ids({ city, workplaceType: "hybrid" })).toEqual([hybrid.id]);
    expect(await ids({ city, workplaceType: "Remote" })).toEqual([remote.id]);
    expect(await ids({ city, workplaceType: "" })).toEqual([onSite.id, hybrid.id, remote.id].sort());
  });

  it("combines minSalary and workplace type with search and the other filters", async () => {
    const word = token();
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const salary = { min: 80_000, max: 100_000, unit: "MONTH" as const };
    const match = await createJob({ employerId: employer.id, post: `${word} Engineer`, workplaceType: "remote", salary, employmentType: "FullTime" });
    await createJob({ employerId: employer.id, post: `${word} Engineer`, workplaceType: "hybrid", salary, employmentType: "FullTime" });
    await createJob({ employerId: employer.id, post: `${word} Engineer`, workplaceType: "remote", salary: { ...salary, max: 90_000 }, employmentType: "FullTime" });
    await createJob({ employerId: employer.id, post: `${word} Engineer`, workplaceType: "remote", salary, employmentType: "Contract" });
    await createJob({ employerId: employer.id, post: "Other Engineer", workplaceType: "remote", salary, employmentType: "FullTime" });

    const result = await search({ search: word, city, employmentType: "Full Time", workplaceType: "remote", minSalary: "1200000" });
    expect(result.jobs.map((j) => j.id)).toEqual([match.id]);
    expect(result.total).toBe(1);
    expect(result.jobs[0]).toMatchObject({ workplaceType: "remote", salary: { min: 80_000, max: 100_000, currency: "INR", unit: "MONTH" } });
  });

  it("answers 400 VALIDATION with a field message for a bad minSalary or workplaceType", async () => {
    const bad = (query: Record<string, string>) => callRoute(getJobsRoute, { as: null, path: `/api/v1/jobs/get-jobs?${new URLSearchParams(query)}` });
    const salaryMessage = "Minimum salary must be a whole number of 0 or more";
    for (const minSalary of ["-1", "12.5", "lots", "1e6"]) {
      const res = await bad({ minSalary });
      expect(res.status, minSalary).toBe(400);
      expect(res.body, minSalary).toEqual({ success: false, code: "VALIDATION", message: salaryMessage, errors: { minSalary: salaryMessage } });
    }
    expect((await bad({ minSalary: "3000000000" })).body.errors).toEqual({ minSalary: "Minimum salary is too large" });
    const workplace = await bad({ workplaceType: "office" });
    expect(workplace.status).toBe(400);
    expect(workplace.body).toMatchObject({ code: "VALIDATION", errors: { workplaceType: "Workplace type must be one of on_site, hybrid, remote" } });
    expect((await bad({ minSalary: "", workplaceType: "" })).status).toBe(200);
  });
});

describe("the Find Jobs page's loader", () => {
  it("carries workplaceType and minSalary into the form and the list's query string", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const remote = await createJob({ employerId: employer.id, workplaceType: "remote", salary: { min: 50_000, max: 90_000, unit: "MONTH" } });
    await createJob({ employerId: employer.id, workplaceType: "remote" });
    const data = await loadJobBrowser({ city, minSalary: "1000000", workplaceType: "Remote" }, null);
    expect(data.filters).toMatchObject({ city, workplaceType: "remote", minSalary: "1000000" });
    expect(data.queryString).toBe(new URLSearchParams({ city, workplaceType: "remote", minSalary: "1000000" }).toString());
    expect(data.result?.jobs.map((j) => j.id)).toEqual([remote.id]);
  });

  it("sends only India and the chosen country to the form (the browser loads the rest)", async () => {
    expect((await loadJobBrowser({}, null)).countries).toEqual([{ code: "IN", name: "India" }]);
    const us = await loadJobBrowser({ country: "United States" }, null);
    expect(us.countries.map((c) => c.code).sort()).toEqual(["IN", "US"]);
  });
});

describe("job search: paging", () => {
  it("pages in the database with total and hasNextPage", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const now = Date.now();
    const jobs: Awaited<ReturnType<typeof createJob>>[] = [];
    for (let i = 0; i < 5; i++) jobs.push(await createJob({ employerId: employer.id, post: `Job ${i}`, createdAt: new Date(now - i * 60_000) }));

    const page1 = await search({ city, limit: 2 });
    expect(page1).toMatchObject({ page: 1, hasNextPage: true, total: 5 });
    expect(page1.jobs.map((j) => j.id)).toEqual([jobs[0].id, jobs[1].id]);
    const page3 = await search({ city, limit: 2, page: 3 });
    expect(page3).toMatchObject({ page: 3, hasNextPage: false, total: 5 });
    expect(page3.jobs.map((j) => j.id)).toEqual([jobs[4].id]);
    const beyond = await search({ city, limit: 2, page: 9 });
    expect(beyond).toMatchObject({ jobs: [], page: 9, hasNextPage: false, total: 5 });
  });

  it("reads deep pages (ids first, then the page's rows) in the same order, with no gaps or repeats", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const now = Date.now();
    const base = await createJob({ employerId: employer.id, post: "Deep Page Job" });
    await db.job.createMany({
      data: Array.from({ length: 179 }, (_, i) => ({
        id: `deep-${city}-${i}`,
        ...jobCopyColumns(base),
        createdAt: new Date(now - (i + 1) * 60_000),
      })),
    });
    const expected = (await db.job.findMany({ where: { city }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } })).map((j) => j.id);
    expect(expected).toHaveLength(180);

    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const result = await search({ city, limit: 50, page });
      expect(result).toMatchObject({ page, hasNextPage: page < 4, total: 180 });
      seen.push(...result.jobs.map((j) => j.id));
    }
    expect(seen).toEqual(expected);
  });

  it("defaults to 12 a page and caps the limit at 50", () => {
    expect(jobSearchQuerySchema.parse({})).toMatchObject({ page: 1, limit: 12 });
    expect(jobSearchQuerySchema.parse({ page: "2", limit: "50" })).toMatchObject({ page: 2, limit: 50 });
    expect(jobSearchQuerySchema.safeParse({ limit: "51" }).success).toBe(false);
    expect(jobSearchQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(jobSearchQuerySchema.safeParse({ page: "abc" }).success).toBe(false);
    expect(createApplicationSchema.safeParse({}).success).toBe(false);
  });
});

describe("getVisibleJob", () => {
  it("shows approved jobs to everyone and unlisted ones only to their owner (or an admin)", async () => {
    const { user: owner, employer } = await createEmployer();
    const { user: otherEmployer } = await createEmployer();
    const { user: candidate } = await createCandidate({ complete: true });
    const approved = await createJob({ employerId: employer.id });
    const pending = await createJob({ employerId: employer.id, status: "pending" });
    const deleted = await createJob({ employerId: employer.id, deletedAt: new Date() });

    expect(await getVisibleJob(approved.id, null)).toMatchObject({ id: approved.id, status: "approved" });
    expect(await getVisibleJob(approved.id, candidate)).toMatchObject({ id: approved.id, applied: false });
    expect(await getVisibleJob(pending.id, null)).toBeNull();
    expect(await getVisibleJob(pending.id, candidate)).toBeNull();
    expect(await getVisibleJob(pending.id, otherEmployer)).toBeNull();
    expect(await getVisibleJob(pending.id, owner)).toMatchObject({ id: pending.id, status: "pending" });
    expect(await getVisibleJob(pending.id, await createUser({ role: "Admin" }))).toMatchObject({ id: pending.id });
    expect(await getVisibleJob(deleted.id, owner)).toBeNull();
    expect(await getVisibleJob("no-such-job", owner)).toBeNull();
  });

  it("hides the jobs of an employer that is no longer approved", async () => {
    const { employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id });
    await db.employer.update({ where: { id: employer.id }, data: { status: "rejected" } });
    expect(await getVisibleJob(job.id, null)).toBeNull();
  });
});

describe("job search: best match first", () => {
  it("lists title hits newest first, then description hits newest first, with no gaps or repeats across pages", async () => {
    const word = token();
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const now = Date.now();
    // Oldest first in creation: t0 is the oldest. Title hits are jobs 0, 4 (full text) and 2 (part of a
    // longer word); the rest match in the description.
    const jobs: Awaited<ReturnType<typeof createJob>>[] = [];
    for (let i = 0; i < 7; i++) {
      const post = i === 2 ? `Pre${word}ing Lead` : i === 0 || i === 4 ? `${word} Lead ${i}` : `Role ${i}`;
      jobs.push(
        await createJob({
          employerId: employer.id,
          post,
          description: post.startsWith("Role") ? `Uses ${word} daily.` : "Plain text.",
          createdAt: new Date(now - (7 - i) * 60_000),
        }),
      );
    }
    const ids = (i: number) => jobs[i].id;
    const expected = [ids(4), ids(2), ids(0), ids(6), ids(5), ids(3), ids(1)];
    // Two and three to a page: pages that end inside the title hits, straddle their end, and start past it.
    for (const limit of [2, 3]) {
      const pageCount = Math.ceil(expected.length / limit);
      const pages = await Promise.all(
        Array.from({ length: pageCount + 1 }, (_, i) => searchJobs(jobSearchQuerySchema.parse({ search: word, city, limit, page: i + 1 }), null)),
      );
      expect(pages.flatMap((p) => p.jobs.map((j) => j.id)), `limit ${limit}`).toEqual(expected);
      expect(pages.map((p) => p.hasNextPage)).toEqual([...Array(pageCount - 1).fill(true), false, false]);
      expect(pages[0].total).toBe(7);
    }
  });
});
