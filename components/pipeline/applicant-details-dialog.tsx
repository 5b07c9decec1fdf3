"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { Download } from "lucide-react";
import type { Applicant } from "@/lib/pipeline/contract";
import { Dialog } from "@/components/ui/dialog";
import { ApplicationHistory } from "@/components/pipeline/application-history";
import { StageBadge } from "@/components/pipeline/status-badge";
import { formatDay } from "@/lib/format/date";
import { companyLabel, experienceLabel, noticePeriodLabel, yearlyRupees } from "@/lib/candidate-profile/rules";

const NOT_GIVEN = "Not specified";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-3 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

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
      <Row label="Stage">
        <StageBadge status={applicant.status} />
      </Row>
      <Row label="Full Name">{applicant.fullName}</Row>
      <Row label="Email">
        <a href={`mailto:${applicant.email}`} className="text-brand-700 underline-offset-2 hover:underline">
          {applicant.email}
        </a>
      </Row>
      <Row label="Phone">
        {applicant.mobile ? (
          <a href={`tel:${applicant.mobile}`} className="text-brand-700 underline-offset-2 hover:underline">
            {applicant.mobile}
          </a>
        ) : (
          NOT_GIVEN
        )}
      </Row>
      <Row label="Preferred Location">{text(p.prefferedLocation)}</Row>
      <Row label="Current Address">{text(p.currentAddress)}</Row>
      <Row label="Permanent Address">{text(p.permanentAddress)}</Row>
      <Row label="Current Company">{text(companyLabel(p))}</Row>
      <Row label="Previous Company">{text(p.previousCompany)}</Row>
      <Row label="Education">{text(p.course)}</Row>
      <Row label="Experience">{text(experienceLabel(p))}</Row>
      <Row label="Current Salary">{p.currentSalary === null ? NOT_GIVEN : yearlyRupees(p.currentSalary)}</Row>
      <Row label="Expected Salary">{p.expectedSalary === null ? NOT_GIVEN : yearlyRupees(p.expectedSalary)}</Row>
      <Row label="Notice Period">{p.noticePeriodDays === null ? NOT_GIVEN : noticePeriodLabel(p.noticePeriodDays)}</Row>
      <Row label="Date of Birth">{formatDob(p.dob)}</Row>
      <Row label="Gender">{text(p.gender)}</Row>
      <Row label="Marital Status">{text(p.maritalStatus)}</Row>
      <Row label="Languages">{p.language.length ? p.language.join(", ") : NOT_GIVEN}</Row>
      <Row label="English Fluency">{text(p.englishFluency)}</Row>
      <Row label="Industry">{text(p.industry)}</Row>
      <Row label="Job Type">{text(p.jobType)}</Row>
      <Row label="Role">{text(p.role)}</Row>
      <Row label="Sub Role">{text(p.subRole)}</Row>
      <Row label="Resume">
        {p.resumeFile ? (
          <a href={p.resumeFile} target="_blank" rel="noopener" className="text-brand-700 underline-offset-2 hover:underline">
            View Resume
          </a>
        ) : (
          "Not uploaded"
        )}
      </Row>
      <Row label="Passing Year">{text(p.passingYear)}</Row>
      <Row label="Marks">{text(p.marks)}</Row>
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
