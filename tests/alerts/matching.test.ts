// Matching in SQL (lib/alerts/service/matching.ts): a job matches an alert when it is open and every
// filter the alert sets matches, the way the job search filters. One test per filter, then combined,
// then which jobs and alerts take part at all. Each test checks only its own alerts (others share the db).
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { db } = await import("@/lib/db");
const { createEmployer, createJob, uniqueEmail } = await import("@/tests/factories");
const { instantAlertsForJob } = await import("@/lib/alerts/service/matching");
const { alertColumns } = await import("@/lib/alerts/service/serialize");
const { alertQuerySchema } = await import("@/lib/alerts/schemas");

type JobInput = Parameters<typeof createJob>[0] & object;

/** An active instant alert of a visitor, from a query as the API would take it. */
async function alert(query: Record<string, unknown>, extra: { status?: "pending" | "active"; paused?: boolean } = {}) {
  const parsed = alertQuerySchema.parse(query);
  return db.jobAlert.create({
    data: { email: uniqueEmail("match"), name: "Test", frequency: "instant", status: extra.status ?? "active", paused: extra.paused ?? false, ...alertColumns(parsed) },
  });
}

const word = () => `w${randomUUID().replace(/-/g, "").replace(/\d/g, (d) => "ghijklmnop"[Number(d)]).slice(0, 10)}`;

async function matches(alertId: string, job: JobInput) {
  const created = await createJob(job);
  return (await instantAlertsForJob(created.id)).includes(alertId);
}

describe("each filter", () => {
  it("search: full text over post and description (any word form), or a partial post", async () => {
    // "ak" ends the term so the English stemmer always strips the plural's "s" (it keeps it when the only
    // vowel stands right before it, which a random word sometimes had).
    const term = `${word()}ak`;
    const a = await alert({ search: `${term}s` });
    expect(await matches(a.id, { description: `We run ${term} clusters every day for our clients.` })).toBe(true);
    expect(await matches(a.id, { post: `Senior ${term} Engineer` })).toBe(true);
    expect(await matches(a.id, { post: "Graphic Designer" })).toBe(false);
    const partial = await alert({ search: term.slice(0, 6) });
    expect(await matches(partial.id, { post: `${term} Lead` })).toBe(true);
    // LIKE wildcards in the search are taken literally.
    const wildcard = await alert({ search: "%_%" });
    expect(await matches(wildcard.id, { post: "Software Developer" })).toBe(false);
  });

  it("employmentType", async () => {
    const a = await alert({ employmentType: "Part Time" });
    expect(await matches(a.id, { employmentType: "PartTime" })).toBe(true);
    expect(await matches(a.id, { employmentType: "FullTime" })).toBe(false);
  });

  it("hiringProcess", async () => {
    const a = await alert({ hiringProcess: "walk-in" });
    expect(await matches(a.id, { hiringProcess: "WalkIn" })).toBe(true);
    expect(await matches(a.id, { hiringProcess: "Online" })).toBe(false);
  });

  it("post: exact, case-insensitive", async () => {
    const post = `${word()} Developer`;
    const a = await alert({ post: post.toUpperCase() });
    expect(await matches(a.id, { post })).toBe(true);
    expect(await matches(a.id, { post: `Senior ${post}` })).toBe(false);
  });

  it("qualification: one of the job's, case-insensitive", async () => {
    const q = `Q-${word()}`;
    const a = await alert({ qualification: q.toLowerCase() });
    expect(await matches(a.id, { qualifications: ["B.Tech", q] })).toBe(true);
    expect(await matches(a.id, { qualifications: ["B.Tech"] })).toBe(false);
  });

  it("country, state and city: case-insensitive", async () => {
    const city = `City ${word()}`;
    const byCity = await alert({ city: city.toLowerCase() });
    expect(await matches(byCity.id, { city })).toBe(true);
    expect(await matches(byCity.id, { city: `${city}x` })).toBe(false);
    const state = `State ${word()}`;
    const byState = await alert({ state: state.toUpperCase() });
    expect(await matches(byState.id, { state })).toBe(true);
    expect(await matches(byState.id, { state: "Maharashtra" })).toBe(false);
    const country = `Country ${word()}`;
    const byCountry = await alert({ country: country.toLowerCase() });
    expect(await matches(byCountry.id, { country })).toBe(true);
    expect(await matches(byCountry.id, { country: "India" })).toBe(false);
  });

  it("minSalary: the job's yearly top of range, jobs without a salary do not match", async () => {
    const a = await alert({ minSalary: "1200000" });
    expect(await matches(a.id, { salary: { min: 80_000, max: 100_000, unit: "MONTH" } })).toBe(true);
    expect(await matches(a.id, { salary: { min: 1_200_000, unit: "YEAR" } })).toBe(true);
    expect(await matches(a.id, { salary: { min: 50_000, max: 99_999, unit: "MONTH" } })).toBe(false);
    expect(await matches(a.id, { salary: null })).toBe(false);
  });

  it("workplaceType", async () => {
    const a = await alert({ workplaceType: "Remote" });
    expect(await matches(a.id, { workplaceType: "remote" })).toBe(true);
    expect(await matches(a.id, { workplaceType: "hybrid" })).toBe(false);
  });
});

describe("combined and eligibility", () => {
  it("needs every set filter to match", async () => {
    const city = `City ${word()}`;
    const a = await alert({
      search: "developer",
      employmentType: "Full Time",
      hiringProcess: "Online",
      qualification: "b.tech",
      city,
      state: "maharashtra",
      country: "india",
      minSalary: 500_000,
      workplaceType: "hybrid",
    });
    const good: JobInput = {
      post: "Software Developer",
      employmentType: "FullTime",
      hiringProcess: "Online",
      qualifications: ["B.Tech"],
      city,
      state: "Maharashtra",
      country: "India",
      salary: { min: 600_000, unit: "YEAR" },
      workplaceType: "hybrid",
    };
    expect(await matches(a.id, good)).toBe(true);
    for (const change of [
      { post: "Graphic Designer" },
      { employmentType: "Contract" as const },
      { hiringProcess: "WalkIn" as const },
      { qualifications: ["Diploma"] },
      { city: "Pune" },
      { state: "Goa" },
      { country: "Nepal" },
      { salary: { min: 100_000, unit: "YEAR" as const } },
      { workplaceType: "on_site" as const },
    ]) {
      expect(await matches(a.id, { ...good, ...change })).toBe(false);
    }
    const all = await alert({});
    expect(await matches(all.id, good)).toBe(true);
  });

  it("only open jobs of approved employers, only active unpaused instant alerts", async () => {
    const city = `City ${word()}`;
    const active = await alert({ city });
    const paused = await alert({ city }, { paused: true });
    const pending = await alert({ city }, { status: "pending" });
    const daily = await db.jobAlert.create({ data: { email: uniqueEmail("d"), name: "D", frequency: "daily", city } });
    const open = await createJob({ city });
    expect(await instantAlertsForJob(open.id)).toEqual(expect.arrayContaining([active.id]));
    for (const other of [paused, pending, daily]) expect(await instantAlertsForJob(open.id)).not.toContain(other.id);

    const { employer: pendingEmployer } = await createEmployer("pending");
    const notOpen = [
      await createJob({ city, status: "pending" }),
      await createJob({ city, closedAt: new Date(), closeReason: "filled" }),
      await createJob({ city, validThrough: new Date(Date.now() - 1000) }),
      await createJob({ city, deletedAt: new Date() }),
      await createJob({ city, employerId: pendingEmployer.id }),
    ];
    for (const job of notOpen) expect(await instantAlertsForJob(job.id)).not.toContain(active.id);
  });
});
