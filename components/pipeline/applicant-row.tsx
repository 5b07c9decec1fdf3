"use client";

import Link from "next/link";
import { FileText } from "lucide-react";
import type { Applicant } from "@/lib/pipeline/contract";
import { formatDate } from "@/lib/format/date";
import type { Stage } from "@/lib/pipeline/rules";
import { StageBadge } from "@/components/pipeline/status-badge";
import { MoveToMenu } from "@/components/pipeline/move-to-menu";
import { companyLabel, experienceLabel, noticePeriodLabel, yearlyRupees } from "@/lib/candidate-profile/rules";
import { COMPANY } from "@/lib/site/company";
import { scorecardCountText } from "@/lib/teams/rules/scorecards";
import { VerifiedSkillMark } from "@/components/ui/verified-skill-mark";

/** What recruiters scan for (issue 30): role, experience and place; then pay and notice. Given ones only. */
function facts(profile: Applicant["profile"]): { work: string[]; terms: string[] } {
  // A fresher's "Fresher" already stands in the company's place.
  const experience = profile.isFresher ? null : experienceLabel(profile);
  const work = [
    profile.role,
    experience === null ? null : `${experience} experience`,
    profile.subLocation,
    profile.prefferedLocation && profile.prefferedLocation !== profile.subLocation ? `prefers ${profile.prefferedLocation}` : null,
  ];
  const terms = [
    profile.currentSalary === null ? null : `Current ${yearlyRupees(profile.currentSalary)}`,
    profile.expectedSalary === null ? null : `Expects ${yearlyRupees(profile.expectedSalary)}`,
    profile.noticePeriodDays === null ? null : `Notice: ${noticePeriodLabel(profile.noticePeriodDays)}`,
  ];
  return { work: work.filter((f): f is string => Boolean(f)), terms: terms.filter((f): f is string => f !== null) };
}

/** A line of facts separated by dots the screen reader skips. */
function FactLine({ items, className }: { items: string[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <p className={className}>
      {items.map((item, index) => (
        <span key={item}>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          {index > 0 ? <span className="sr-only">, </span> : null}
          {item}
        </span>
      ))}
    </p>
  );
}

/**
 * One applicant: a selection checkbox labelled by the visible name, the initial, name, company
 * (spec section 2; "Fresher" for a fresher), role, experience, place, pay and notice (issue 30), the
 * stage, the top skills and match score (when the job has skills), the team's scorecards counted (issue 44),
 * the resume link, View Details and "Move to".
 */
export function ApplicantRow({
  applicant,
  selected,
  busy,
  onSelect,
  onDetails,
  onMove,
}: {
  applicant: Applicant;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onDetails: () => void;
  onMove: (stage: Stage) => void;
}) {
  const checkboxId = `select-${applicant.applicationId}`;
  const { work, terms } = facts(applicant.profile);
  const scorecards = scorecardCountText(applicant.scorecards);
  return (
    <li className="flex flex-wrap items-center gap-4 p-4">
      <input
        id={checkboxId}
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        className="size-4 shrink-0"
      />
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
      >
        {applicant.fullName.trim().charAt(0).toUpperCase() || "?"}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <label htmlFor={checkboxId} className="font-semibold text-slate-900">
            {applicant.fullName}
          </label>
          <StageBadge status={applicant.status} />
          {applicant.source === "agency" ? (
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-200 ring-inset">Submitted by {COMPANY.shortName}</span>
          ) : null}
          {applicant.match ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              {applicant.match.score}% match
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">{companyLabel(applicant.profile) ?? "Not specified"}</p>
        <FactLine items={work} className="text-sm text-slate-700" />
        <FactLine items={terms} className="text-sm text-slate-700" />
        {applicant.topSkills.length > 0 ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">Top skills:</span>{" "}
            {applicant.topSkills.map((skill, index) => (
              <span key={skill}>
                {index > 0 ? ", " : null}
                {skill}
                {applicant.verifiedTopSkills.includes(skill) ? (
                  <>
                    {" "}
                    <VerifiedSkillMark />
                  </>
                ) : null}
              </span>
            ))}
          </p>
        ) : null}
        {scorecards ? (
          <p className="text-sm text-slate-700">
            <Link href={`/employer/application/${encodeURIComponent(applicant.applicationId)}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {scorecards}
              <span className="sr-only"> for {applicant.fullName}</span>
            </Link>
          </p>
        ) : null}
        <p className="text-xs text-slate-500">
          Applied on <time dateTime={applicant.appliedAt}>{formatDate(applicant.appliedAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {applicant.profile.resumeFile ? (
          <a
            href={applicant.profile.resumeFile}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" />
            View Resume
            <span className="sr-only"> of {applicant.fullName}</span>
          </a>
        ) : null}
        <button type="button" className="btn-outline px-4 py-2" onClick={onDetails}>
          View Details
          <span className="sr-only"> of {applicant.fullName}</span>
        </button>
        <MoveToMenu name={applicant.fullName} status={applicant.status} disabled={busy} onPick={onMove} />
      </div>
    </li>
  );
}
