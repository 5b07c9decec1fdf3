import { CheckCircle2 } from "@/components/ui/icons";

const REASONS = [
  "Candidates assessed on real coding and domain tasks, not just keywords on a CV",
  "Training designed with hiring managers, so skills match the job from day one",
  "Verified identity and documents for every candidate before they reach you",
  "Flexible models: permanent hiring, contract staffing and contract-to-hire",
  "A dedicated account manager and support well beyond the joining date",
] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="eyebrow">Our promise</p>
          <h2 id="why-heading" className="section-title mt-2">
            Why Choose Us
          </h2>
          <p className="mt-3 text-slate-700">
            Hiring the wrong person costs months. We put rigour into every step so your new team member delivers from
            the first sprint.
          </p>
          <div className="mt-6 flex flex-wrap gap-4">
            <a href="/contact-us" className="btn-primary">
              Talk to Our Team
            </a>
            <a href="/signup" className="btn-outline">
              Create an Account
            </a>
          </div>
        </div>
        <ul className="space-y-4">
          {REASONS.map((reason) => (
            <li key={reason} className="flex items-start gap-3 rounded-xl bg-white p-4 text-slate-800 shadow-sm">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {reason}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
