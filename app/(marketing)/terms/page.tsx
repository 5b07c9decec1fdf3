import { LEGAL_LINK_CLASS, LegalLink as A, LegalList, LegalPage, LegalSection } from "@/components/marketing/legal-page";
import { COMPANY } from "@/lib/site/company";
import { pageMetadata } from "@/lib/site/metadata";

// The terms of use of the job portal. Static: its version (lib/privacy/rules.ts) is what a
// signup's consent records, so any change to this text goes with a new TERMS_VERSION.
export const metadata = pageMetadata({
  title: "Terms of use",
  description:
    "The rules for using TalentBridge Staffing: accounts, acceptable use (no fees from candidates, no fake jobs), employer verification, moderation, liability and Indian law.",
  path: "/terms",
});

export default function TermsPage() {
  return (
    <LegalPage
      document="terms"
      intro="The rules that keep TalentBridge Staffing safe and useful for candidates, employers and universities."
    >
      <LegalSection id="about-these-terms" title="About these terms">
        <p>
          These terms are an agreement between you and {COMPANY.name}, {COMPANY.address.city}, India, for the use of
          this website and job portal. By creating an account you accept them, together with our{" "}
          <A href="/privacy">Privacy notice</A>, which explains how we handle your personal data. If you do not agree,
          please do not create an account.
        </p>
      </LegalSection>

      <LegalSection id="accounts" title="Your account">
        <LegalList>
          <li>
            Give true and current details. An employer or university account must be opened by someone authorised to
            act for that organisation.
          </li>
          <li>
            One account per person and account type. Keep your password to yourself; you are responsible for what is
            done with your account. If you think someone else has used it, change your password and log out of all
            devices from <A href="/account">Account settings</A>, and tell us.
          </li>
          <li>You can delete your account at any time from Account settings, as the Privacy notice describes.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="acceptable-use" title="Acceptable use">
        <p>On TalentBridge Staffing you must not:</p>
        <LegalList>
          <li>
            <strong>ask candidates for money.</strong> No fee, deposit, &ldquo;registration&rdquo;,
            &ldquo;training&rdquo; or &ldquo;security&rdquo; charge may be asked of a candidate for a job posted here,
            at any stage. Applying is always free.
          </li>
          <li>
            <strong>post fake or misleading jobs:</strong> every job must be a real opening with the employer named on
            it, an honest description, and the real place and terms of work;
          </li>
          <li>post the same job more than once, or steer candidates to contact you off the site to get around these rules;</li>
          <li>
            use candidates&rsquo; data for anything other than the application they made to you, copy it into other
            databases, or contact candidates who have not applied to you;
          </li>
          <li>upload anything unlawful, or someone else&rsquo;s documents, or content you have no right to share;</li>
          <li>try to break, probe or overload the site, or collect its data by automated means.</li>
        </LegalList>
        <p>
          If a job looks wrong (a request for money, a fake company, misleading details), use{" "}
          <strong>&ldquo;Report this job&rdquo;</strong> on the job&rsquo;s page. Reports are reviewed by our team.
        </p>
      </LegalSection>

      <LegalSection id="employer-verification" title="Employer verification">
        <p>
          A new employer account is reviewed by our team before it can publish jobs, and each job is reviewed before it
          appears in the listings. An employer shows the <strong>&ldquo;Verified employer&rdquo;</strong> badge when it
          has been approved and its account e-mail matches its website&rsquo;s domain or its GSTIN checks out. The
          badge is a check of those facts, not a guarantee of every job; always stay alert, and never pay to get a job.
        </p>
      </LegalSection>

      <LegalSection id="moderation" title="Moderation">
        <p>To keep the portal safe we may, with or without notice:</p>
        <LegalList>
          <li>decline or remove an employer, a job or content that breaks these terms or the law;</li>
          <li>
            hide a job from the listings while we review it, for example when several people have reported it (it
            returns if the reports turn out to be unfounded);
          </li>
          <li>suspend or close an account used for fraud, abuse or repeated breaches of these terms.</li>
        </LegalList>
        <p>
          If you think we made a mistake about your account or a job, write to us through the{" "}
          <A href="/contact-us">contact page</A> and we will look at it again.
        </p>
      </LegalSection>

      <LegalSection id="our-role" title="Our role and liability">
        <p>
          We connect candidates, employers and universities and provide tools for applications and training requests.
          Employers decide whom they hire; we do not guarantee that a candidate will get a job, that a job will be
          filled, or that what users state about themselves is accurate, beyond the checks described above.
        </p>
        <p>
          We work to keep the site available and correct, but provide it &ldquo;as is&rdquo;. To the extent Indian law
          allows, we are not liable for indirect or consequential losses, or for the acts of employers, candidates or
          other users. Nothing in these terms limits any right you have under Indian consumer or data protection law.
        </p>
      </LegalSection>

      <LegalSection id="governing-law" title="Governing law">
        <p>
          These terms are governed by the laws of India. Courts at {COMPANY.address.city}, {COMPANY.address.region}, have
          jurisdiction over any dispute about them, without taking away any right you have to approach a forum near
          you under Indian consumer law.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes and contact">
        <p>
          When we change these terms, we update the date at the top and, for a change that matters, tell account
          holders before it applies. Questions? Write to{" "}
          <a href={`mailto:${COMPANY.email}`} className={LEGAL_LINK_CLASS}>
            {COMPANY.email}
          </a>{" "}
          or use the <A href="/contact-us">contact page</A>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
