import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { COMPANY } from "@/lib/site/company";
import { siteUrl } from "@/lib/site/url";
import { ToastHost } from "@/components/site/toast-host";
import { JobCardIconSprite } from "@/components/job-search/job-card-icons";
import "./globals.css";

// Keep this layout free of cookies()/headers()/auth: marketing pages must prerender. The origin is read
// when the metadata is made (a page rendered at run time takes the server's SITE_URL; decisions.md
// section 20), not when this module loads.
export const generateMetadata = (): Metadata => ({
  metadataBase: new URL(siteUrl()),
  title: {
    default: `${COMPANY.name} | IT Staffing, Recruitment & Training in India`,
    template: `%s | ${COMPANY.name}`,
  },
  description:
    "TalentBridge Staffing places skilled, trained IT professionals with employers across India, runs industry-focused training programmes and partners with universities and institutes.",
  applicationName: COMPANY.name,
  openGraph: { siteName: COMPANY.name, locale: "en_IN", type: "website" },
  twitter: { card: "summary_large_image" },
});

export const viewport: Viewport = {
  themeColor: "#172c66",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <JobCardIconSprite />
        {children}
        <ToastHost />
      </body>
    </html>
  );
}
