import type { Metadata } from "next";
import { COMPANY } from "@/lib/site/company";
import { PublicSiteFrame } from "@/components/site/public-site-frame";
import { ToastHost } from "@/components/site/toast-host";
import { NotFoundBody, notFoundMetadata } from "@/components/ui/not-found-body";
import "./globals.css";

// A URL that matches no route (decision 0045). Next answers it with this whole document, outside the
// root layout, so it draws what the root layout would: the site frame, and the toaster (the header's
// account menu says "Logged out successfully" with a toast). The frame lives here and not in
// app/not-found.tsx: a not-found file is sent inside every page's payload under its segment, and the
// root one's frame made every page of the site carry two extra copies of the header and footer.
export const metadata: Metadata = { ...notFoundMetadata, title: `Page not found | ${COMPANY.name}` };

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <PublicSiteFrame>
          <NotFoundBody />
        </PublicSiteFrame>
        <ToastHost />
      </body>
    </html>
  );
}
