// How a candidate's work facts read to an employer (applicant rows and details, decisions.md section
// 19): a fresher is "Fresher", never a company name; salaries are yearly rupees in Indian grouping.
// Browser-safe: the pipeline's components use it.

export const FRESHER = "Fresher";

type WorkFacts = {
  isFresher: boolean;
  workExperience: number | null;
  currentCompany: string | null;
};

/** "Fresher", "1 year", "3 years", or null when not given. */
export function experienceLabel({ isFresher, workExperience }: WorkFacts): string | null {
  if (isFresher) return FRESHER;
  if (workExperience === null) return null;
  return workExperience === 1 ? "1 year" : `${workExperience} years`;
}

/** The current company, "Fresher" for a fresher, or null when not given. */
export function companyLabel({ isFresher, currentCompany }: WorkFacts): string | null {
  return isFresher ? FRESHER : currentCompany || null;
}

const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** "₹6,00,000 a year". */
export function yearlyRupees(amount: number): string {
  return `${RUPEES.format(amount)} a year`;
}

/** "30 days", "1 day", or "None: can join at once" for 0. */
export function noticePeriodLabel(days: number): string {
  if (days === 0) return "None: can join at once";
  return days === 1 ? "1 day" : `${days} days`;
}
