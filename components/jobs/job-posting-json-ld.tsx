import type { JobJson } from "@/lib/jobs/serialize";
import { parseEmploymentType, schemaOrgEmploymentType } from "@/lib/jobs/employment-types";
import { countryByName } from "@/lib/locations";
import { siteUrl } from "@/lib/site/url";

/** Google for Jobs structured data (schema.org JobPosting) for one job. */
export function jobPostingData(job: JobJson) {
  const employmentType = parseEmploymentType(job.employmentType);
  const datePosted = new Date(job.createdAt);
  // No validThrough: a job stays listed until its employer removes it, so there is no end date to
  // give (a made-up one would make Google drop listings that are still open).
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.post,
    description: job.description,
    datePosted: datePosted.toISOString(),
    employmentType: employmentType ? schemaOrgEmploymentType(employmentType) : undefined,
    hiringOrganization: { "@type": "Organization", name: job.organisationDetails.orgName },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.city,
        addressRegion: job.state,
        addressCountry: countryByName(job.country)?.code ?? "IN",
      },
    },
    identifier: { "@type": "PropertyValue", name: job.organisationDetails.orgName, value: job.id },
    experienceRequirements: {
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: job.minExperience * 12,
    },
    educationRequirements: job.qualifications.map((q) => ({ "@type": "EducationalOccupationalCredential", credentialCategory: q })),
    totalJobOpenings: job.openings,
    directApply: true,
    url: `${siteUrl()}/jobs/${job.id}`,
  };
}

/** `<` is escaped so the JSON cannot close the script tag. */
export function JobPostingJsonLd({ job }: { job: JobJson }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jobPostingData(job)).replace(/</g, "\\u003c") }} />
  );
}
