// @vitest-environment happy-dom
// "Recommended for you": each job with its score and its match in words (the card comes from the page),
// the two empty states (no skills: add them in the profile's Job Profile step; skills but no match yet),
// and the "All jobs" | "Recommended for you" switch.
import type { ReactNode } from "react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FindJobsViews } from "@/components/matching/find-jobs-views";
import { RecommendedJobs } from "@/components/matching/recommended-jobs";
import type { RecommendedJob } from "@/lib/matching/contract/recommended";
import { jobJson } from "@/tests/helpers/job-json";

afterEach(cleanup);

function recommended(id: string, post: string, match: RecommendedJob["match"], skills: RecommendedJob["skills"]): RecommendedJob {
  return { ...jobJson({ id, post, skills }), match };
}

const devops = recommended(
  "job-1",
  "DevOps Engineer",
  { score: 86, matched: ["AWS", "Kubernetes", "Linux", "Python"], missing: ["Docker"], verified: ["AWS", "Linux"] },
  [
    { id: "aws", name: "AWS", required: true },
    { id: "docker", name: "Docker", required: true },
    { id: "kubernetes", name: "Kubernetes", required: true },
    { id: "linux", name: "Linux", required: true },
    { id: "python", name: "Python", required: true },
  ],
);
const analyst = recommended("job-2", "Data Analyst", { score: 100, matched: ["SQL", "Excel"], missing: [], verified: [] }, [
  { id: "sql", name: "SQL", required: false },
  { id: "ms-excel", name: "Excel", required: false },
]);

// The page's card: a plain article here (job search's card is tested there), with the match in it.
const card = (job: RecommendedJob, match: ReactNode) => (
  <article aria-label={job.post}>
    <h2>{job.post}</h2>
    {match}
  </article>
);

describe("RecommendedJobs", () => {
  it("shows each job with its score and its match in words, in the order given", () => {
    render(<RecommendedJobs jobs={[analyst, devops]} hasSkills renderCard={card} />);
    const list = screen.getByRole("region", { name: "Recommended jobs" });
    expect(within(list).getAllByRole("heading").map((h) => h.textContent)).toEqual(["Data Analyst", "DevOps Engineer"]);
    const first = within(list).getByRole("article", { name: "DevOps Engineer" });
    expect(first.textContent).toContain("86% match");
    expect(first.textContent).toContain("You have 4 of 5 required skills; missing: Docker");
    expect(first.textContent).toContain("2 verified skills");
    const second = within(list).getByRole("article", { name: "Data Analyst" });
    expect(second.textContent).toContain("100% match");
    expect(second.textContent).toContain("You have 2 of 2 skills");
    expect(second.textContent).not.toContain("verified");
    expect(list.textContent).toContain("2 open jobs where your skills cover at least 50% of what the employer asks for");
  });

  it("links a missing skill to the next batch teaching it (decisions.md section 15)", () => {
    const training = { skill: "Docker", batchId: "b1", programme: "DevOps", programmeSlug: "devops", startDate: "2026-12-03" };
    const job = { ...devops, match: { ...devops.match, missingTraining: [training] } };
    render(<RecommendedJobs jobs={[job, analyst]} hasSkills renderCard={card} />);
    const first = screen.getByRole("article", { name: "DevOps Engineer" });
    const links = within(first).getByRole("list", { name: "Training for missing skills" });
    const link = within(links).getByRole("link", { name: "Learn Docker: next batch starts Dec 3, 2026" });
    expect(link.getAttribute("href")).toBe("/training/devops#batch-b1");
    // No training to offer (nothing missing, or no batch coming up): no list.
    expect(within(screen.getByRole("article", { name: "Data Analyst" })).queryByRole("list", { name: "Training for missing skills" })).toBeNull();
  });

  it("tells a candidate without skills to add them, linking to the profile's Job Profile step", () => {
    render(<RecommendedJobs jobs={[]} hasSkills={false} renderCard={card} />);
    expect(screen.getByRole("heading", { name: "Add your skills to see recommended jobs" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add skills in your profile" }).getAttribute("href")).toBe("/candidate/profile?step=job-profile");
    expect(screen.queryByRole("region", { name: "Recommended jobs" })).toBeNull();
  });

  it("tells a candidate with skills that nothing matches well yet, with the way back to all jobs", () => {
    render(<RecommendedJobs jobs={[]} hasSkills renderCard={card} />);
    expect(screen.getByRole("heading", { name: "No jobs match your skills well yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse all jobs" }).getAttribute("href")).toBe("/candidate/findjobs");
    expect(screen.getByRole("link", { name: "Update your skills" }).getAttribute("href")).toBe("/candidate/profile?step=job-profile");
  });
});

describe("FindJobsViews", () => {
  it("links the two views, marking the current one", () => {
    render(<FindJobsViews current="recommended" />);
    const nav = screen.getByRole("navigation", { name: "Find Jobs views" });
    const all = within(nav).getByRole("link", { name: "All jobs" });
    const mine = within(nav).getByRole("link", { name: "Recommended for you" });
    expect(all.getAttribute("href")).toBe("/candidate/findjobs");
    expect(all.getAttribute("aria-current")).toBeNull();
    expect(mine.getAttribute("href")).toBe("/candidate/findjobs?view=recommended");
    expect(mine.getAttribute("aria-current")).toBe("page");
  });
});
