import { LEGAL_LINK_CLASS, LegalLink as A, LegalList, LegalPage, LegalSection } from "@/components/marketing/legal-page";
import { ADDRESS_LINES, COMPANY } from "@/lib/site/company";
import { pageMetadata } from "@/lib/site/metadata";

// The privacy notice under India's Digital Personal Data Protection Act, 2023, in plain words.
// Static: its version (lib/privacy/rules.ts) is what a signup's consent records, so any change to
// this text goes with a new PRIVACY_VERSION.
export const metadata = pageMetadata({
  title: "Privacy notice",
  description:
    "What personal data TalentBridge Staffing collects, why, who sees it, how long it is kept and how to use your rights under India's DPDP Act, 2023.",
  path: "/privacy",
});

export default function PrivacyPage() {
  return (
    <LegalPage
      document="privacy"
      intro="What we collect when you use TalentBridge Staffing, why we need it, who can see it, and how you stay in control of it."
    >
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          {COMPANY.name} (&ldquo;we&rdquo;) runs this website and job portal from {COMPANY.address.city},{" "}
          {COMPANY.address.region}, India. For the personal data described here we are the Data Fiduciary under the
          Digital Personal Data Protection Act, 2023 (the &ldquo;DPDP Act&rdquo;); you are the Data Principal. This
          notice applies to candidates, employers, universities and visitors alike.
        </p>
      </LegalSection>

      <LegalSection id="what-we-collect" title="What we collect">
        <LegalList>
          <li>
            <strong>Account:</strong> your name (or your organisation&rsquo;s or institute&rsquo;s name), e-mail
            address, mobile number, account type and a password, which we store only as a one-way hash.
          </li>
          <li>
            <strong>Profile:</strong> for candidates, the details you enter in your profile (date of birth, gender,
            addresses, languages, education, experience, current and preferred roles and locations); for employers and
            universities, the city, state, website, description and, if you give it, your GSTIN.
          </li>
          <li>
            <strong>Identity (KYC) documents:</strong> the PAN card, driving licence and passport numbers and the
            copies you upload, so that employers can verify who they are hiring.
          </li>
          <li>
            <strong>Resume:</strong> the file you upload.
          </li>
          <li>
            <strong>Applications:</strong> the jobs you apply to, each application&rsquo;s stage, interview details and
            the messages employers send you about it.
          </li>
          <li>
            <strong>Your choices on the site:</strong> saved jobs, job alerts, reports of jobs, contact-form messages,
            and the date you accepted this notice and the Terms of use.
          </li>
          <li>
            <strong>Security records:</strong> your sessions (when you logged in), the number of attempts at codes
            and passwords, and the network address of a request, to stop abuse.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="why" title="Why we use it">
        <p>We use your data only for the purposes you gave it for, on the basis of your consent at signup:</p>
        <LegalList>
          <li>to create and secure your account, and to send you the codes and notices it needs;</li>
          <li>to show your profile and documents to the employers whose jobs you apply to, and to run each application;</li>
          <li>to check employers and job posts before they are published, and to act on reports of fake jobs;</li>
          <li>to send the job alerts and reminders you asked for (each can be switched off);</li>
          <li>to answer your messages, and to meet our obligations under Indian law.</li>
        </LegalList>
        <p>We do not sell your data, and we do not use it for advertising.</p>
      </LegalSection>

      <LegalSection id="who-sees-it" title="Who sees it">
        <LegalList>
          <li>
            <strong>Employers you apply to</strong> see your profile, resume and identity documents for that
            application. Employers you have not applied to do not.
          </li>
          <li>
            <strong>Every view of your documents is logged.</strong> Each time an employer or one of our administrators
            opens your resume or an identity document, we record who, for which organisation, which document and when.
            You see this list on your profile under &ldquo;Who viewed my documents&rdquo;.
          </li>
          <li>
            <strong>Our administrators</strong> see what they need to approve employers and jobs, handle reports and
            help you when you ask.
          </li>
          <li>
            <strong>The public</strong> sees an employer&rsquo;s organisation name and its published jobs, never a
            candidate&rsquo;s data.
          </li>
          <li>
            <strong>Service providers</strong> that host our servers, store uploaded files and deliver our e-mails
            process data only on our instructions. We disclose data to authorities only when Indian law requires it.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="retention" title="How long we keep it">
        <p>
          We keep your data while your account is open. When you delete your account, we erase your personal data 7
          days later (see below). Applications you made stay with the employers as &ldquo;Deleted candidate&rdquo;,
          without your name, contact details or documents, so their hiring records stay complete. An employer&rsquo;s
          organisation record and jobs stay, as they are the company&rsquo;s and not a person&rsquo;s. Signup codes
          and password-reset links stop working within minutes; they, your sessions and your consents are erased with
          your account.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="Your rights">
        <p>Under the DPDP Act you may:</p>
        <LegalList>
          <li>
            <strong>Get a copy of your data:</strong> in <A href="/account">Account settings</A>, &ldquo;Download my
            data&rdquo; gives you a ZIP file with your account details and the files you uploaded.
          </li>
          <li>
            <strong>Correct or update it:</strong> edit your profile at any time, or write to us.
          </li>
          <li>
            <strong>Delete your account and withdraw your consent:</strong> in <A href="/account">Account settings</A>,
            &ldquo;Delete my account&rdquo;. Sign-in stops at once; you can cancel within 7 days by logging in with your
            password; after that your personal data is erased. Applications remain as &ldquo;Deleted candidate&rdquo;.
          </li>
          <li>
            <strong>Nominate</strong> someone to use these rights for you in the event of your death or incapacity,
            by writing to the Grievance Officer.
          </li>
          <li>
            <strong>Complain</strong> to our Grievance Officer (below) and, if you are not satisfied with the answer,
            to the Data Protection Board of India.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies">
        <p>
          We use only the cookies the site needs to work: a session cookie that keeps you signed in (it holds no
          personal data in readable form and ends when you log out), and a small flag that only says this browser has
          signed in, so pages know to show your menu. We use no analytics, advertising or third-party tracking
          cookies. The unsaved draft of a candidate profile is kept in your browser&rsquo;s session storage until you
          save it or close the tab.
        </p>
      </LegalSection>

      <LegalSection id="security" title="How we protect it">
        <p>
          Passwords are stored as hashes, documents are served only to the people allowed to see them, and you can
          end every session of your account from Account settings. No system is perfectly secure; if a breach affects your data, we will tell you and the Data Protection Board as the law requires.
        </p>
      </LegalSection>

      <LegalSection id="grievance-officer" title="Grievance Officer">
        <p>Questions, requests and complaints about your personal data go to our Grievance Officer:</p>
        <address className="not-italic">
          Grievance Officer, {COMPANY.name}
          {ADDRESS_LINES.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block">
            E-mail:{" "}
            <a href={`mailto:${COMPANY.email}?subject=Grievance%20Officer`} className={LEGAL_LINK_CLASS}>
              {COMPANY.email}
            </a>
          </span>
          <span className="block">
            Phone:{" "}
            <a href={COMPANY.phoneHref} className={LEGAL_LINK_CLASS}>
              {COMPANY.phone}
            </a>
          </span>
        </address>
        <p>
          You can also reach us through the <A href="/contact-us">contact page</A>. Please write from the e-mail address
          of your account, so we can confirm it is you.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this notice">
        <p>
          When we change this notice, we update the date at the top and, for a change that matters, tell account
          holders by e-mail or on the site before it applies. The version you accepted at signup is recorded with your
          account. See also our <A href="/terms">Terms of use</A>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
