import { formatDateTime } from "@/lib/format/date";
import type { ScorecardJson, ScorecardsJson } from "@/lib/teams/contract/common";
import { ACTOR_ROLE_LABELS, RATING_LABELS, RECOMMENDATION_LABELS, scorecardSummaryText } from "@/lib/teams/rules/scorecards";
import { HeadedSection } from "@/components/ui/headed-section";

export const HIDDEN_SCORECARDS_TEXT = "Submit your scorecard to see your colleagues'.";

const ratingText = (rating: number) => (rating in RATING_LABELS ? `${rating} ${RATING_LABELS[rating as 1 | 2 | 3 | 4]}` : String(rating));

function Card({ card }: { card: ScorecardJson }) {
  const author = card.mine ? `${card.author.name} (you)` : card.author.role ? `${card.author.name} (${ACTOR_ROLE_LABELS[card.author.role]})` : card.author.name;
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">{author}</p>
        <p className="text-sm font-semibold text-slate-800">{RECOMMENDATION_LABELS[card.recommendation]}</p>
      </div>
      <p className="text-xs text-slate-600">
        <time dateTime={card.updatedAt}>{formatDateTime(card.updatedAt)}</time>
      </p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {card.ratings.map((rating) => (
          <div key={rating.criterion} className="contents">
            <dt className="text-slate-600">{rating.criterion}</dt>
            <dd className="text-slate-900">{ratingText(rating.rating)}</dd>
          </div>
        ))}
      </dl>
      {card.notes ? <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{card.notes}</p> : null}
    </li>
  );
}

/**
 * The scorecards the member may see, with the recommendations in one line; an interviewer who has
 * not submitted yet is told how to see them (the server sent none).
 */
export function ScorecardsList({ scorecards }: { scorecards: ScorecardsJson }) {
  return (
    <HeadedSection headingId="scorecards-title" title="Scorecards" panel>
      {scorecards.summary === null ? (
        <p className="mt-2 text-sm text-slate-700">
          {HIDDEN_SCORECARDS_TEXT}
          {scorecards.hidden > 0 ? ` ${scorecards.hidden === 1 ? "1 colleague has" : `${scorecards.hidden} colleagues have`} submitted one.` : ""}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm font-medium text-slate-800">{scorecardSummaryText(scorecards.summary)}</p>
          {scorecards.scorecards.length > 0 ? (
            <ul aria-label="Scorecards" className="mt-3 space-y-3">
              {scorecards.scorecards.map((card) => (
                <Card key={card.id} card={card} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </HeadedSection>
  );
}
