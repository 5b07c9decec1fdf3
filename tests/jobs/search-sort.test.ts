// get-jobs' `sort` (decisions.md section 19): newest (default), salary (highest yearly top of range
// first, jobs without a salary last, newest first among equals), stable across pages, deep pages
// included; `match` is a signed-in candidate's (tests/jobs/search-match.test.ts): anyone else gets a 400.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import { searchJobs } from "@/lib/job-search/service/search";
import { jobSearchQuerySchema, type JobSearchQueryInput } from "@/lib/job-search/schemas";
import { loadJobBrowser } from "@/lib/job-search/loaders";
import { yearlyAmount } from "@/lib/job-search/service/lifecycle";
import { createEmployer, createJob, jobCopyColumns } from "@/tests/factories";
import { GET as getJobsRoute } from "@/app/api/v1/jobs/get-jobs/route";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const token = () => randomBytes(4).toString("hex").replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
const uniqueCity = () => `Sortpur ${token()}`;
const ids = async (input: JobSearchQueryInput) => (await searchJobs(jobSearchQuerySchema.parse(input))).jobs.map((j) => j.post);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** Yearly tops: Hourly 10,40,000; Monthly 9,00,000 (older) and Yearly 9,00,000 (newer); Low 3,00,000. */
async function salaryJobs() {
  const city = uniqueCity();
  const { employer } = await createEmployer({ city });
  const make = (post: string, age: number, salary?: { min: number; max: number; unit: "YEAR" | "MONTH" | "HOUR" }) =>
    createJob({ employerId: employer.id, post, createdAt: minutesAgo(age), salary });
  await make("No salary, newest", 1);
  await make("Low", 2, { min: 200_000, max: 300_000, unit: "YEAR" });
  await make("Yearly", 3, { min: 600_000, max: 900_000, unit: "YEAR" });
  await make("No salary, older", 4);
  await make("Monthly", 5, { min: 50_000, max: 75_000, unit: "MONTH" });
  await make("Hourly", 6, { min: 400, max: 500, unit: "HOUR" });
  return city;
}

describe("get-jobs sort", () => {
  it("lists newest first by default and for sort=newest", async () => {
    const city = await salaryJobs();
    const newest = ["No salary, newest", "Low", "Yearly", "No salary, older", "Monthly", "Hourly"];
    expect(await ids({ city })).toEqual(newest);
    expect(await ids({ city, sort: "newest" })).toEqual(newest);
    expect(await ids({ city, sort: "" })).toEqual(newest);
  });

  it("sort=salary: the highest yearly top first (newest first among equals), jobs without a salary last, newest first", async () => {
    const city = await salaryJobs();
    expect(await ids({ city, sort: "salary" })).toEqual(["Hourly", "Yearly", "Monthly", "Low", "No salary, newest", "No salary, older"]);
    // Spelling is forgiving like the other enums of the query.
    expect(await ids({ city, sort: " Salary " })).toEqual(["Hourly", "Yearly", "Monthly", "Low", "No salary, newest", "No salary, older"]);
  });

  it("pages the salary order without gaps or repeats, across the salaried/unsalaried boundary, with the same total", async () => {
    const city = await salaryJobs();
    const all = ["Hourly", "Yearly", "Monthly", "Low", "No salary, newest", "No salary, older"];
    for (const limit of [1, 2, 3, 4, 5]) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(all.length / limit); page++) {
        const result = await searchJobs(jobSearchQuerySchema.parse({ city, sort: "salary", limit, page }));
        expect(result.total, `limit ${limit}`).toBe(6);
        expect(result.hasNextPage, `limit ${limit} page ${page}`).toBe(page * limit < all.length);
        seen.push(...result.jobs.map((j) => j.post));
      }
      expect(seen, `limit ${limit}`).toEqual(all);
    }
    // A page that starts past every salaried job (the salaried ones are counted, not listed).
    expect((await searchJobs(jobSearchQuerySchema.parse({ city, sort: "salary", limit: 2, page: 3 }))).jobs.map((j) => j.post)).toEqual([
      "No salary, newest",
      "No salary, older",
    ]);
  });

  it("combines sort=salary with a search and filters (only the matches, in salary order)", async () => {
    const word = token();
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    await createJob({ employerId: employer.id, post: `${word} Lead`, salary: { min: 100_000, max: 120_000, unit: "MONTH" } });
    await createJob({ employerId: employer.id, post: `${word} Trainee` });
    await createJob({ employerId: employer.id, post: `${word} Associate`, salary: { min: 500_000, max: 700_000, unit: "YEAR" } });
    await createJob({ employerId: employer.id, post: "Unrelated Manager", salary: { min: 5_000_000, max: 9_000_000, unit: "YEAR" } });
    expect(await ids({ city, search: word, sort: "salary" })).toEqual([`${word} Lead`, `${word} Associate`, `${word} Trainee`]);
    expect(await ids({ city, sort: "salary", minSalary: "800000" })).toEqual(["Unrelated Manager", `${word} Lead`]);
  });

  it("reads deep pages of the salary order (ids first) in the same order as the database, with no gaps or repeats", async () => {
    const city = uniqueCity();
    const { employer } = await createEmployer({ city });
    const base = await createJob({ employerId: employer.id, post: "Deep Salary Job" });
    const now = Date.now();
    await db.job.createMany({
      data: Array.from({ length: 159 }, (_, i) => {
        // Every third job has no salary; the others share a few amounts, so ties are broken by date and id.
        const max = i % 3 === 0 ? null : 20_000 + (i % 5) * 5_000;
        return {
          id: `deep-salary-${city}-${i}`,
          ...jobCopyColumns(base),
          // Pairs share a creation time: the id decides between them.
          createdAt: new Date(now - Math.floor((i + 2) / 2) * 60_000),
          ...(max === null ? {} : { salaryMin: max, salaryMax: max, salaryCurrency: "INR", salaryUnit: "MONTH" as const, salaryYearlyMax: yearlyAmount(max, "MONTH") }),
        };
      }),
    });
    const salaried = await db.job.findMany({
      where: { city, salaryYearlyMax: { not: null } },
      orderBy: [{ salaryYearlyMax: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    const unsalaried = await db.job.findMany({ where: { city, salaryYearlyMax: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    const expected = [...salaried, ...unsalaried].map((j) => j.id);
    expect(expected).toHaveLength(160);

    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const result = await searchJobs(jobSearchQuerySchema.parse({ city, sort: "salary", limit: 50, page }));
      expect(result).toMatchObject({ page, hasNextPage: page < 4, total: 160 });
      seen.push(...result.jobs.map((j) => j.id));
    }
    expect(seen).toEqual(expected);
  });

  it("answers 400 SORT_NEEDS_CANDIDATE for a visitor's sort=match, and 400 VALIDATION for an unknown order", async () => {
    const get = (sort: string) => callRoute(getJobsRoute, { as: null, path: `/api/v1/jobs/get-jobs?${new URLSearchParams({ sort })}` });
    const match = await get("match");
    expect(match.status).toBe(400);
    expect(match.body).toMatchObject({
      success: false,
      code: "SORT_NEEDS_CANDIDATE",
      message: "Sign in as a candidate to sort by match",
      errors: { sort: "Sign in as a candidate to sort by match" },
    });
    const unknown = await get("cheapest");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "VALIDATION", errors: { sort: "Sort must be one of newest, salary, match" } });
    expect((await get("salary")).status).toBe(200);
  });

  it("keeps the order in the Find Jobs URL, leaving the default out", async () => {
    const salary = await loadJobBrowser({ sort: "salary", city: "Nowhere" }, null);
    expect(salary.filters.sort).toBe("salary");
    expect(salary.queryString).toBe("city=Nowhere&sort=salary");
    const newest = await loadJobBrowser({ sort: "newest", city: "Nowhere" }, null);
    expect(newest.filters.sort).toBe("");
    expect(newest.queryString).toBe("city=Nowhere");
  });
});
