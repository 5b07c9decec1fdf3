// Google for Jobs structured data (schema.org JobPosting), only for open jobs (decisions.md section 10).
// Google requires everything in the markup to be visible on the page: the job page shows each field
// (title, description, posted and closing dates, company and website, place or remote, pay, openings,
// experience, qualifications, skills).
import type { JobJson } from "@/lib/job-search/service/serialize";
import { parseEmploymentType, schemaOrgEmploymentType } from "@/lib/job-search/rules/employment-types";
import { countryByName } from "@/lib/locations";
import { siteUrl } from "@/lib/site/url";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** The plain-text description as the HTML Google asks for: blank lines split paragraphs, single line breaks become <br>. */
export function descriptionHtml(text: string): string {
  const escaped = text.replace(/\r\n?/g, "\n").replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
  return escaped
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/\s*\n\s*/g, "<br>")}</p>`)
    .join("");
}

type CredentialCategory = "high school" | "professional certificate" | "bachelor degree" | "postgraduate degree";

// Google accepts only these credentialCategory words; a qualification we cannot place is left out
// rather than sent as a value Google would flag.
const CREDENTIALS: [RegExp, CredentialCategory][] = [
  [/^(m\.?\s?(tech|e|sc|com|a|des|ca|ba|phil)|mba|pgd\w*|ph\.?\s?d|post\s?graduat\w*)\b/i, "postgraduate degree"],
  [/^(b\.?\s?(tech|e|sc|com|a|des|ca|ba|ed|arch|pharm)|graduat\w*|bachelor\w*)\b/i, "bachelor degree"],
  [/^(diploma|iti|certificat\w*)\b/i, "professional certificate"],
  [/^(hsc|ssc|12th|10th|high school)\b/i, "high school"],
];

export function credentialCategory(qualification: string): CredentialCategory | null {
  const value = qualification.trim();
  return CREDENTIALS.find(([pattern]) => pattern.test(value))?.[1] ?? null;
}

/** The JobPosting of an open job (jobPostingFor decides whether a job gets one). */
export function jobPostingData(job: JobJson) {
  const employmentType = parseEmploymentType(job.employmentType);
  const remote = job.workplaceType === "remote";
  const categories = [...new Set(job.qualifications.map(credentialCategory).filter((c) => c !== null))];
  const website = job.organisationDetails.website;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.post,
    description: descriptionHtml(job.description),
    datePosted: new Date(job.createdAt).toISOString(),
    validThrough: job.validThrough ?? undefined,
    employmentType: employmentType ? schemaOrgEmploymentType(employmentType) : undefined,
    hiringOrganization: { "@type": "Organization", name: job.organisationDetails.orgName, ...(website ? { sameAs: website } : {}) },
    // A fully remote job has no place to report to: Google then wants TELECOMMUTE and where applicants may live.
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: job.country },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: job.city,
              addressRegion: job.state,
              addressCountry: countryByName(job.country)?.code ?? "IN",
            },
          },
        }),
    ...(job.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: job.salary.currency,
            value: { "@type": "QuantitativeValue", minValue: job.salary.min, maxValue: job.salary.max, unitText: job.salary.unit },
          },
        }
      : {}),
    identifier: { "@type": "PropertyValue", name: job.organisationDetails.orgName, value: job.id },
    experienceRequirements: {
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: job.minExperience * 12,
    },
    ...(categories.length > 0
      ? { educationRequirements: categories.map((category) => ({ "@type": "EducationalOccupationalCredential", credentialCategory: category })) }
      : {}),
    // schema.org JobPosting.skills takes text: the names, required ones first.
    ...(job.skills.length > 0 ? { skills: job.skills.map((skill) => skill.name).join(", ") } : {}),
    totalJobOpenings: job.openings,
    directApply: true,
    url: `${siteUrl()}/jobs/${job.id}`,
  };
}

/** The JobPosting of a job, or null when it is not open (pending, rejected, closed, expired): no markup then. */
export function jobPostingFor(job: JobJson) {
  return job.isOpen ? jobPostingData(job) : null;
}

/** Nothing for a job that is not open. `<` is escaped so the JSON cannot close the script tag. */
export function JobPostingJsonLd({ job }: { job: JobJson }) {
  const data = jobPostingFor(job);
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
