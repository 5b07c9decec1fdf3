// Google for Jobs: the JobPosting of every open job of the demo seed checked against Google's required
// and recommended properties (a small validator below), and no JobPosting for a job that is not open.
// The seed itself: idempotent, with the mix of salaries and workplaces the checks rely on.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { JobPostingJsonLd, jobPostingData, jobPostingFor } from "@/components/job-search/job-posting-json-ld";
import type { JobJson } from "@/lib/job-search/service/serialize";
import { seedDemoData } from "@/lib/seed/demo";
import { getVisibleJob } from "@/lib/job-search/service/search";

// The demo candidate's files go to a private folder, not the project's .data.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "json-ld-seed-"));

// https://developers.google.com/search/docs/appearance/structured-data/job-posting
const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"];
const UNIT_TEXTS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"];
const CREDENTIAL_CATEGORIES = ["high school", "associate degree", "bachelor degree", "professional certificate", "postgraduate degree"];
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

/** Everything wrong with one JobPosting, as readable lines (empty: valid). */
function jobPostingProblems(data: unknown, now = new Date()): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  if (!isObject(data)) return ["not an object"];
  check(JSON.stringify(data) === JSON.stringify(data, (_key, value: unknown) => (value === null ? "<null>" : value)), "a property is null");
  check(data["@context"] === "https://schema.org/" || data["@context"] === "https://schema.org", "@context is schema.org");
  check(data["@type"] === "JobPosting", "@type is JobPosting");

  // Required.
  check(isText(data.title) && !/[<>]/.test(data.title), "title: plain text");
  check(isText(data.description) && /^<p>/.test(data.description) && !/<script/i.test(data.description), "description: HTML paragraphs");
  const posted = isText(data.datePosted) && ISO_8601.test(data.datePosted) ? new Date(data.datePosted) : null;
  check(posted !== null && !Number.isNaN(posted.getTime()) && posted <= now, "datePosted: ISO 8601, not in the future");
  const org = data.hiringOrganization;
  check(isObject(org) && org["@type"] === "Organization" && isText(org.name), "hiringOrganization: Organization with a name");
  if (isObject(org) && org.sameAs !== undefined) check(isText(org.sameAs) && /^https?:\/\/\S+$/.test(org.sameAs), "hiringOrganization.sameAs: a URL");

  const remote = data.jobLocationType !== undefined;
  if (remote) {
    check(data.jobLocationType === "TELECOMMUTE", "jobLocationType: TELECOMMUTE");
    const where = data.applicantLocationRequirements;
    check(isObject(where) && ["Country", "State"].includes(String(where["@type"])) && isText(where.name), "TELECOMMUTE needs applicantLocationRequirements");
  } else {
    check(data.applicantLocationRequirements === undefined, "applicantLocationRequirements only with TELECOMMUTE");
    const place = data.jobLocation;
    const address = isObject(place) ? place.address : undefined;
    check(isObject(place) && place["@type"] === "Place", "jobLocation: a Place (required unless TELECOMMUTE)");
    check(
      isObject(address) && address["@type"] === "PostalAddress" && isText(address.addressLocality) && isText(address.addressRegion),
      "jobLocation.address: PostalAddress with locality and region",
    );
    check(isObject(address) && typeof address.addressCountry === "string" && /^[A-Z]{2}$/.test(address.addressCountry), "addressCountry: ISO 3166-1 alpha-2");
  }

  // Recommended.
  const through = isText(data.validThrough) && ISO_8601.test(data.validThrough) ? new Date(data.validThrough) : null;
  check(through !== null && !Number.isNaN(through.getTime()), "validThrough: ISO 8601");
  if (through) check(through > now && (!posted || through > posted), "validThrough: after datePosted and in the future");
  const types = Array.isArray(data.employmentType) ? data.employmentType : [data.employmentType];
  check(types.length > 0 && types.every((t) => EMPLOYMENT_TYPES.includes(String(t))), "employmentType: Google's values");
  const id = data.identifier;
  check(isObject(id) && id["@type"] === "PropertyValue" && isText(id.name) && isText(id.value), "identifier: PropertyValue with name and value");
  check(data.directApply === true || data.directApply === false, "directApply: boolean");
  if (data.baseSalary !== undefined) {
    const salary = data.baseSalary;
    const value = isObject(salary) ? salary.value : undefined;
    check(isObject(salary) && salary["@type"] === "MonetaryAmount" && /^[A-Z]{3}$/.test(String(salary.currency)), "baseSalary: MonetaryAmount with an ISO 4217 currency");
    check(isObject(value) && value["@type"] === "QuantitativeValue" && UNIT_TEXTS.includes(String(value.unitText)), "baseSalary.value: QuantitativeValue with a unitText");
    if (isObject(value)) {
      const { minValue: min, maxValue: max } = value;
      check(typeof min === "number" && typeof max === "number" && min > 0 && min <= max, "baseSalary.value: 0 < minValue <= maxValue");
    }
  }
  const experience = data.experienceRequirements;
  if (experience !== undefined) {
    check(
      isObject(experience) &&
        experience["@type"] === "OccupationalExperienceRequirements" &&
        Number.isInteger(experience.monthsOfExperience) &&
        Number(experience.monthsOfExperience) >= 0,
      "experienceRequirements: whole monthsOfExperience",
    );
  }
  if (data.educationRequirements !== undefined) {
    const credentials = data.educationRequirements;
    check(
      Array.isArray(credentials) &&
        credentials.every((c) => isObject(c) && c["@type"] === "EducationalOccupationalCredential" && CREDENTIAL_CATEGORIES.includes(String(c.credentialCategory))),
      "educationRequirements: Google's credential categories",
    );
  }
  if (data.skills !== undefined) check(isText(data.skills), "skills: text");
  check(isText(data.url) && /^https?:\/\/[^/]+\/jobs\/[^/]+$/.test(data.url), "url: the job's page");
  return problems;
}

type Seeded = { open: JobJson[]; closed: JobJson[]; gone: string[]; hidden: string[] };
let seeded: Seeded;

beforeAll(async () => {
  await seedDemoData();
  const ids = await db.job.findMany({ select: { id: true }, orderBy: { createdAt: "desc" } });
  seeded = { open: [], closed: [], gone: [], hidden: [] };
  for (const { id } of ids) {
    try {
      const job = await getVisibleJob(id, null);
      if (!job) seeded.hidden.push(id);
      else (job.isOpen ? seeded.open : seeded.closed).push(job);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 410)) throw error;
      seeded.gone.push(id);
    }
  }
});

describe("the validator", () => {
  it("finds what Google would refuse", () => {
    const job: JobJson = { ...seeded.open[0], workplaceType: "on_site", salary: { min: 5, max: 10, currency: "INR", unit: "YEAR" } };
    const good = JSON.parse(JSON.stringify(jobPostingData(job))) as Json;
    expect(jobPostingProblems(good)).toEqual([]);
    const place = good.jobLocation as Json;
    const salary = good.baseSalary as Json;
    const broken = {
      ...good,
      datePosted: "23/11/2026",
      validThrough: "2001-01-01T00:00:00Z",
      employmentType: "Full Time",
      jobLocation: { ...place, address: { ...(place.address as Json), addressCountry: "India" } },
      baseSalary: { ...salary, value: { ...(salary.value as Json), minValue: 20, unitText: "ANNUAL" } },
      hiringOrganization: { "@type": "Organization", name: "" },
    };
    expect(jobPostingProblems(broken)).toEqual([
      "datePosted: ISO 8601, not in the future",
      "hiringOrganization: Organization with a name",
      "addressCountry: ISO 3166-1 alpha-2",
      "validThrough: after datePosted and in the future",
      "employmentType: Google's values",
      "baseSalary.value: QuantitativeValue with a unitText",
      "baseSalary.value: 0 < minValue <= maxValue",
    ]);
    const nowhere = { ...good };
    delete nowhere.jobLocation;
    expect(jobPostingProblems(nowhere)).toContain("jobLocation: a Place (required unless TELECOMMUTE)");
    expect(jobPostingProblems({ ...nowhere, jobLocationType: "TELECOMMUTE" })).toEqual(["TELECOMMUTE needs applicantLocationRequirements"]);
    expect(jobPostingProblems({ ...good, applicantLocationRequirements: { "@type": "Country", name: "India" } })).toEqual([
      "applicantLocationRequirements only with TELECOMMUTE",
    ]);
    expect(jobPostingProblems({ ...good, validThrough: null })).toContain("a property is null");
  });
});

describe("skills", () => {
  it("names a job's skills as text, required first, and leaves the property out for a job without", () => {
    const job: JobJson = {
      ...seeded.open[0],
      skills: [
        { id: "react", name: "React", required: true },
        { id: "docker", name: "Docker", required: true },
        { id: "sql", name: "SQL", required: false },
      ],
    };
    const data = JSON.parse(JSON.stringify(jobPostingData(job))) as Json;
    expect(data.skills).toBe("React, Docker, SQL");
    expect(jobPostingProblems(data)).toEqual([]);
    expect(jobPostingData({ ...job, skills: [] })).not.toHaveProperty("skills");
  });
});

describe("JobPosting of the demo seed", () => {
  it("seeds open jobs with the variety the markup has to handle, one closed job and one closed long ago", () => {
    expect(seeded.open).toHaveLength(40);
    expect(seeded.closed.map((j) => [j.post, j.closeReason])).toEqual([["Site Reliability Engineer", "filled"]]);
    expect(seeded.gone).toHaveLength(1);
    expect(seeded.hidden).toHaveLength(1); // the pending DevOps Engineer
    const units = new Set(seeded.open.map((j) => j.salary?.unit ?? "none"));
    expect([...units].sort()).toEqual(["HOUR", "MONTH", "YEAR", "none"]);
    const workplaces = new Set(seeded.open.map((j) => j.workplaceType));
    expect([...workplaces].sort()).toEqual(["hybrid", "on_site", "remote"]);
    expect(seeded.open.filter((j) => j.salary).length).toBeGreaterThan(seeded.open.length / 2);
  });

  it("is valid for every open job", () => {
    for (const job of seeded.open) {
      const data = jobPostingFor(job);
      expect(data, job.post).not.toBeNull();
      expect(jobPostingProblems(data), `${job.post} (${job.id})`).toEqual([]);
      expect(data).toMatchObject({ title: job.post, identifier: { value: job.id }, directApply: true });
      if (job.workplaceType === "remote") {
        expect(data).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } });
      } else {
        expect(data).not.toHaveProperty("jobLocationType");
      }
      if (job.salary) {
        expect(data!.baseSalary).toEqual({
          "@type": "MonetaryAmount",
          currency: "INR",
          value: { "@type": "QuantitativeValue", minValue: job.salary.min, maxValue: job.salary.max, unitText: job.salary.unit },
        });
      } else {
        expect(data).not.toHaveProperty("baseSalary");
      }
    }
  });

  it("renders a script tag for an open job and nothing for a closed one", () => {
    const open = renderToStaticMarkup(JobPostingJsonLd({ job: seeded.open[0] }));
    expect(open).toMatch(/^<script type="application\/ld\+json">/);
    expect(JSON.parse(open.replace(/^<script[^>]*>|<\/script>$/g, ""))).toEqual(JSON.parse(JSON.stringify(jobPostingData(seeded.open[0]))));
    for (const job of seeded.closed) {
      expect(jobPostingFor(job)).toBeNull();
      expect(JobPostingJsonLd({ job })).toBeNull();
    }
    // Pending (an owner's preview) gets none either.
    expect(jobPostingFor({ ...seeded.open[0], status: "pending", isOpen: false })).toBeNull();
  });

  it("seeding again adds nothing", async () => {
    const before = await db.job.count();
    await seedDemoData();
    expect(await db.job.count()).toBe(before);
    expect(before).toBe(43);
  });
});
