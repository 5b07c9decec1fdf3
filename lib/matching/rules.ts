// Browser-safe numbers and rules of matching: how many recommendations the home page shows, and how a
// job fits the person beside the skill score (decisions.md section 20, "Recommendations fit the person").
import { formatYears } from "@/lib/format/date";

/** The home page shows the best few recommended jobs. */
export const HOME_RECOMMENDED = 3;

/** From this much experience, an internship or a job asking none is below the person's level. */
export const SENIOR_YEARS = 3;

/** What the candidate told us that a job can fit: years (0 for a fresher), yearly rupees, places. */
export type CandidateFitFacts = { experience: number | null; expectedSalary: number | null; preferredLocations: string[] };

/** The job's side: its minimum experience, the top of its range as yearly rupees, its kind and place. */
export type JobFitFacts = {
  minExperience: number;
  salaryYearlyMax: number | null;
  employmentType: string;
  city: string;
  workplaceType: string;
};

/**
 * The fit's rank, lower first: 0 fits (every comparison that can be made holds), 1 fits but sits below a
 * senior person's level (an internship, or no experience asked, for 3+ years), 2 asks more experience
 * than the person has or pays less than they expect. An unknown on either side compares as a fit: no
 * job is pushed down for what nobody said. `fitRankSql` (lib/matching/service/fit.ts) is this in SQL.
 */
export function fitRank(person: CandidateFitFacts, job: JobFitFacts): 0 | 1 | 2 {
  const { experience, expectedSalary } = person;
  if (experience !== null && job.minExperience > experience) return 2;
  if (expectedSalary !== null && job.salaryYearlyMax !== null && job.salaryYearlyMax < expectedSalary) return 2;
  if (experience !== null && experience >= SENIOR_YEARS && (job.employmentType === "Internship" || job.minExperience === 0)) return 1;
  return 0;
}

/** Lower-cased, trimmed places from the profile's free-text preferred location ("Pune, Mumbai"). */
export function preferredPlaces(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/[,;/]|\band\b/i)
    .map((place) => place.trim().toLowerCase())
    .filter((place) => place.length > 1);
}

/** The fit in words, for the person (`match.fit`): only what holds, in a fixed order. */
export function fitWords(person: CandidateFitFacts, job: JobFitFacts): string[] {
  const words: string[] = [];
  const rank = fitRank(person, job);
  if (person.experience !== null && rank === 0) {
    words.push(person.experience === 0 ? "Open to freshers" : `Fits your ${formatYears(person.experience)} of experience`);
  }
  if (person.expectedSalary !== null && job.salaryYearlyMax !== null && job.salaryYearlyMax >= person.expectedSalary) {
    words.push("Pays within your expectation");
  }
  if (job.workplaceType === "remote") words.push("Remote: work from where you are");
  else if (person.preferredLocations.includes(job.city.trim().toLowerCase())) words.push(`In ${job.city}, where you prefer to work`);
  return words;
}
