import type { Metadata } from "next";
import { COMPANY } from "@/lib/site/company";
import { PublicSiteFrame } from "@/components/site/public-site-frame";
import { NotFoundBody } from "@/components/ui/not-found-body";
import "./globals.css";

// A URL that matches no route (decision 0045). Next answers it with this whole document, outside the
// root layout, so it draws the site frame itself. The frame lives here and not in app/not-found.tsx:
// a not-found file is sent inside every page's payload under its segment, and the root one's frame
// made every page of the site carry two extra copies of the header and footer.
export const metadata: Metadata = {
  title: `Page not found | ${COMPANY.name}`,
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <PublicSiteFrame>
          <NotFoundBody />
        </PublicSiteFrame>
      </body>
    </html>
  );
}
