import Link from "next/link";
import { CheckCircle2, Circle } from "lucide-react";
import { COMPANY } from "@/lib/site/company";
import { emailHintText, gstinHintText, REVIEW_TIME, type ReviewHints } from "@/lib/employers/rules/review";

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

function Hint({ title, state }: { title: string; state: { done: boolean; text: string } | null }) {
  const Icon = state?.done ? CheckCircle2 : Circle;
  return (
    <li className="flex gap-2">
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${state?.done ? "text-green-700" : "text-slate-400"}`} />
      <span>
        <span className="font-medium text-slate-900">{title}</span>
        {state ? <span className="block text-slate-600">{state.text}</span> : null}
      </span>
    </li>
  );
}

/**
 * Under the spec's pending text (issue 30): what happens next, what makes the review quicker (with
 * where this company stands, when its profile could be read) and how to reach us.
 */
export function PendingNextSteps({ hints }: { hints: ReviewHints | null }) {
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <section aria-labelledby="pending-next">
        <h3 id="pending-next" className="font-semibold text-slate-900">
          What happens next
        </h3>
        <p className="mt-1">
          Our team checks every new company before it can post jobs, usually {REVIEW_TIME}. We e-mail you
          {hints ? (
            <>
              {" "}
              at <strong className="break-all">{hints.email}</strong>
            </>
          ) : null}{" "}
          as soon as your account is approved; you can then post jobs at once.
        </p>
      </section>
      <section aria-labelledby="pending-faster">
        <h3 id="pending-faster" className="font-semibold text-slate-900">
          What speeds it up
        </h3>
        <ul className="mt-2 space-y-2">
          <Hint title="A login e-mail on your company's domain, with your website in your profile" state={hints ? emailHintText(hints.emailDomain) : null} />
          <Hint title="Your company's GSTIN in your profile" state={hints ? gstinHintText(hints.gstin) : null} />
        </ul>
        <p className="mt-2">
          <Link href="/employer/profile" className={linkClass}>
            Update your company profile
          </Link>
        </p>
      </section>
      <ContactUs lead="Questions about your review?" />
    </div>
  );
}

/** How to reach the company (lib/site/company.ts): the contact page, e-mail and phone. */
export function ContactUs({ lead }: { lead: string }) {
  return (
    <p className="text-sm text-slate-700">
      {lead}{" "}
      <Link href="/contact-us" className={linkClass}>
        Contact us
      </Link>
      , write to{" "}
      <a href={`mailto:${COMPANY.email}`} className={`break-all ${linkClass}`}>
        {COMPANY.email}
      </a>{" "}
      or call{" "}
      <a href={COMPANY.phoneHref} className={linkClass}>
        {COMPANY.phone}
      </a>
      .
    </p>
  );
}
