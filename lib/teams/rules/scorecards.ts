// Browser-safe words and pure rules of interviewers and scorecards (decisions.md section 16): the
// scorecard form, the application page and the services share them.
import type { Recommendation } from "@/lib/teams/schemas/common";

/** The criteria a new scorecard offers; each is rated 1 to 4. */
export const DEFAULT_CRITERIA = ["Technical skills", "Communication", "Problem solving", "Culture add"] as const;

/** A recommendation in words, from the most against to the most for. */
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: "Strong no",
  no: "No",
  yes: "Yes",
  strong_yes: "Strong yes",
};

/** The 1–4 scale of a criterion, in words (a rating is never shown as a bare number only). */
export const RATING_LABELS: Record<1 | 2 | 3 | 4, string> = { 1: "Poor", 2: "Fair", 3: "Good", 4: "Excellent" };

/** Who acted on an application, as the company's timeline names their role. */
export const ACTOR_ROLE_LABELS = { owner: "Owner", recruiter: "Recruiter", interviewer: "Interviewer", candidate: "Candidate" } as const;

export type RecommendationCounts = Record<Recommendation, number>;

export const NO_SCORECARDS_TEXT = "No scorecards yet";

/**
 * The scorecards' recommendations in one line, each side totalled with its strong ones in brackets:
 * "3 yes (1 strong), 1 no". A side nobody chose is left out; no card at all is "No scorecards yet".
 */
export function scorecardSummaryText(summary: RecommendationCounts | null): string {
  if (!summary) return NO_SCORECARDS_TEXT;
  const side = (word: string, all: number, strong: number) => {
    if (all === 0) return null;
    return strong > 0 ? `${all} ${word} (${strong} strong)` : `${all} ${word}`;
  };
  const parts = [side("yes", summary.yes + summary.strong_yes, summary.strong_yes), side("no", summary.no + summary.strong_no, summary.strong_no)];
  const text = parts.filter((part): part is string => part !== null).join(", ");
  return text || NO_SCORECARDS_TEXT;
}

/** Counts the recommendations of the given cards (every key present, zero when nobody chose it). */
export function countRecommendations(cards: readonly { recommendation: Recommendation }[]): RecommendationCounts {
  const counts: RecommendationCounts = { strong_no: 0, no: 0, yes: 0, strong_yes: 0 };
  for (const card of cards) counts[card.recommendation]++;
  return counts;
}

/** The order a count of cards is said in: the most for first. */
const FOR_FIRST: readonly Recommendation[] = ["strong_yes", "yes", "no", "strong_no"];

/**
 * The applicants list's line (issue 44): "2 scorecards: 1 strong yes, 1 no"; null without a card.
 * Every recommendation chosen is named, the most for first.
 */
export function scorecardCountText(counts: RecommendationCounts | null | undefined): string | null {
  if (!counts) return null;
  const total = FOR_FIRST.reduce((sum, key) => sum + counts[key], 0);
  if (total === 0) return null;
  const parts = FOR_FIRST.filter((key) => counts[key] > 0).map((key) => `${counts[key]} ${RECOMMENDATION_LABELS[key].toLowerCase()}`);
  return `${total} ${total === 1 ? "scorecard" : "scorecards"}: ${parts.join(", ")}`;
}
