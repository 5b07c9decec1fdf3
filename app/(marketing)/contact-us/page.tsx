import type { ReactNode } from "react";
import { Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import { pageMetadata } from "@/lib/site/metadata";
import { COMPANY } from "@/lib/site/company";
import { PageBanner } from "@/components/ui/page-banner";
import { PostalAddress } from "@/components/site/postal-address";
import { SocialLinks } from "@/components/site/social-links";
import { ContactForm } from "@/components/contact/contact-form";
import { HeadedSection } from "@/components/ui/headed-section";

export const metadata = pageMetadata({
  title: "Contact Us",
  description:
    "Contact TalentBridge Staffing in Baner, Pune: call +91 20 4000 1234, e-mail contact@talentbridge.example or send us a message.",
  path: "/contact-us",
});

export default function ContactPage() {
  return (
    <>
      <PageBanner
        title="Contact Us"
        intro="Hiring, looking for work or planning a training batch? Send us a message and the right person will reply within one working day."
      />

      <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[22rem_1fr]">
        <HeadedSection headingId="details-heading" title="Reach us directly" className="space-y-6" headingClassName="section-title">
          <ul className="space-y-5">
            <ContactItem Icon={MapPin} label="Address">
              <PostalAddress />
            </ContactItem>
            <ContactItem Icon={Mail} label="Email">
              <a href={`mailto:${COMPANY.email}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                {COMPANY.email}
              </a>
            </ContactItem>
            <ContactItem Icon={Phone} label="Phone">
              <a href={COMPANY.phoneHref} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                {COMPANY.phone}
              </a>
            </ContactItem>
            <ContactItem Icon={Clock} label="Office hours">
              Monday to Saturday, 9:30 am to 6:30 pm IST
            </ContactItem>
          </ul>
          <div>
            <h3 className="font-semibold text-slate-900">Follow us</h3>
            <div className="mt-3">
              <SocialLinks tone="light" />
            </div>
          </div>
        </HeadedSection>

        <HeadedSection headingId="form-heading" title="Send us a message" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" headingClassName="section-title">
          <p className="mt-2 mb-6 text-sm text-slate-600">All fields are required.</p>
          <ContactForm />
        </HeadedSection>
      </div>
    </>
  );
}

function ContactItem(props: { Icon: typeof MapPin; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <props.Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="text-slate-700">
        <p className="text-sm font-semibold text-slate-900">{props.label}</p>
        {props.children}
      </div>
    </li>
  );
}
