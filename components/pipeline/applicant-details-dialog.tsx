"use client";

import Link from "next/link";
import { Download } from "lucide-react";
import type { Applicant } from "@/lib/pipeline/contract";
import { Dialog } from "@/components/ui/dialog";
import { ApplicationHistory } from "@/components/pipeline/application-history";
import { NOT_GIVEN, ResumeRow, StageAndName, SummaryRow } from "@/components/pipeline/summary-rows";
import { formatDay } from "@/lib/format/date";
import { companyLabel, experienceLabel, noticePeriodLabel, yearlyRupees } from "@/lib/candidate-profile/rules";


const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? NOT_GIVEN : String(value));

function formatDob(dob: string | null): string {
  if (!dob) return NOT_GIVEN;
  return formatDay(dob);
}

/** Every profile field an employer may see for one applicant (spec section 2), with the stage and the résumé link. */
export function ApplicantSummary({ applicant }: { applicant: Applicant }) {
  const p = applicant.profile;
  return (
    <dl>
      <StageAndName status={applicant.status} fullName={applicant.fullName} />
      <SummaryRow label="Email">
        <a href={`mailto:${applicant.email}`} className="text-brand-700 underline-offset-2 hover:underline">
          {applicant.email}
        </a>
      </SummaryRow>
      <SummaryRow label="Phone">
        {applicant.mobile ? (
          <a href={`tel:${applicant.mobile}`} className="text-brand-700 underline-offset-2 hover:underline">
            {applicant.mobile}
          </a>
        ) : (
          NOT_GIVEN
        )}
      </SummaryRow>
      <SummaryRow label="Preferred Location">{text(p.prefferedLocation)}</SummaryRow>
      <SummaryRow label="Current Address">{text(p.currentAddress)}</SummaryRow>
      <SummaryRow label="Permanent Address">{text(p.permanentAddress)}</SummaryRow>
      <SummaryRow label="Current Company">{text(companyLabel(p))}</SummaryRow>
      <SummaryRow label="Previous Company">{text(p.previousCompany)}</SummaryRow>
      <SummaryRow label="Education">{text(p.course)}</SummaryRow>
      <SummaryRow label="Experience">{text(experienceLabel(p))}</SummaryRow>
      <SummaryRow label="Current Salary">{p.currentSalary === null ? NOT_GIVEN : yearlyRupees(p.currentSalary)}</SummaryRow>
      <SummaryRow label="Expected Salary">{p.expectedSalary === null ? NOT_GIVEN : yearlyRupees(p.expectedSalary)}</SummaryRow>
      <SummaryRow label="Notice Period">{p.noticePeriodDays === null ? NOT_GIVEN : noticePeriodLabel(p.noticePeriodDays)}</SummaryRow>
      <SummaryRow label="Date of Birth">{formatDob(p.dob)}</SummaryRow>
      <SummaryRow label="Gender">{text(p.gender)}</SummaryRow>
      <SummaryRow label="Marital Status">{text(p.maritalStatus)}</SummaryRow>
      <SummaryRow label="Languages">{p.language.length ? p.language.join(", ") : NOT_GIVEN}</SummaryRow>
      <SummaryRow label="English Fluency">{text(p.englishFluency)}</SummaryRow>
      <SummaryRow label="Industry">{text(p.industry)}</SummaryRow>
      <SummaryRow label="Job Type">{text(p.jobType)}</SummaryRow>
      <SummaryRow label="Role">{text(p.role)}</SummaryRow>
      <SummaryRow label="Sub Role">{text(p.subRole)}</SummaryRow>
      <ResumeRow href={p.resumeFile} />
      <SummaryRow label="Passing Year">{text(p.passingYear)}</SummaryRow>
      <SummaryRow label="Marks">{text(p.marks)}</SummaryRow>
    </dl>
  );
}

/**
 * Every profile field an employer may see for one applicant (spec section 2), plus the resume,
 * the application's stage and its history (issue 13).
 */
export function ApplicantDetailsDialog({ applicant, onClose }: { applicant: Applicant | null; onClose: () => void }) {
  const p = applicant?.profile;
  return (
    <Dialog open={applicant !== null} onClose={onClose} title="Applicant Details" className="max-w-2xl">
      {applicant && p ? (
        <>
          {/* Scrolls as one region (keyboard users reach it with Tab: it is focusable and named). */}
          <div tabIndex={0} role="region" aria-label="Applicant profile and history" className="max-h-[60vh] overflow-y-auto pr-1">
            <ApplicantSummary applicant={applicant} />
            <ApplicationHistory key={applicant.applicationId} applicationId={applicant.applicationId} />
          </div>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            {/* The application's own page: interviewers, scorecards and messages (decisions.md section 16). */}
            <Link href={`/employer/application/${encodeURIComponent(applicant.applicationId)}`} className="btn-outline">
              Open application
            </Link>
            {p.resumeFile ? (
              <a href={p.resumeFile} download className="btn-primary">
                <Download aria-hidden="true" className="size-4" />
                Download Resume
              </a>
            ) : (
              <button type="button" className="btn-primary" disabled>
                <Download aria-hidden="true" className="size-4" />
                Download Resume
              </button>
            )}
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
