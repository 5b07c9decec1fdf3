import type { JobJson } from "@/lib/job-search/service/serialize";
import { formatYears } from "@/lib/format/date";
import { SummaryRow } from "@/components/pipeline/summary-rows";

/**
 * The job an application is for, as a company member interviewing for it needs it (decisions.md section
 * 20: "the job"): the skills asked for, the experience, the qualifications and the description.
 */
export function JobBrief({ job }: { job: JobJson }) {
  const required = job.skills.filter((skill) => skill.required).map((skill) => skill.name);
  const nice = job.skills.filter((skill) => !skill.required).map((skill) => skill.name);
  return (
    <div>
      <dl>
        <SummaryRow label="Post">{job.post}</SummaryRow>
        {required.length > 0 ? <SummaryRow label="Required skills">{required.join(", ")}</SummaryRow> : null}
        {nice.length > 0 ? <SummaryRow label="Nice to have">{nice.join(", ")}</SummaryRow> : null}
        <SummaryRow label="Minimum Experience">{formatYears(job.minExperience)}</SummaryRow>
        {job.qualifications.length > 0 ? <SummaryRow label="Qualifications">{job.qualifications.join(", ")}</SummaryRow> : null}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Job Description</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{job.description}</p>
    </div>
  );
}
